// Shared by views and server code without the (lazy) form code. Delete asks on `?delete={id}` and edit is `?edit={id}`,
// so both work without JavaScript.
export const DELETE_PARAM = "delete";
export const EDIT_PARAM = "edit";

export const ADDRESSES_PAGE = "/profile/addresses";
export const DELETE_ADDRESS_INTENT = "delete-address";

export const PAYMENT_METHODS_PAGE = "/profile/payment-methods";
export const DELETE_CARD_INTENT = "delete-card";
