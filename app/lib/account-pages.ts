/**
 * The account pages' addresses, shared by their views and their server code
 * without the form code (which pages load lazily). A delete asks first, on a
 * page of its own (`?delete={id}`), and an address is changed on `?edit={id}`,
 * so both work without JavaScript.
 */
export const DELETE_PARAM = "delete";
export const EDIT_PARAM = "edit";

export const ADDRESSES_PAGE = "/profile/addresses";
/** The address delete form's id, posted as its `intent`. */
export const DELETE_ADDRESS_INTENT = "delete-address";

export const PAYMENT_METHODS_PAGE = "/profile/payment-methods";
/** The card delete form's id, posted as its `intent`. */
export const DELETE_CARD_INTENT = "delete-card";
