// URL params so delete and edit work without JavaScript.
export const DELETE_PARAM = "delete";
export const EDIT_PARAM = "edit";

export const ADDRESSES_PAGE = "/profile/addresses";
export const DELETE_ADDRESS_INTENT = "delete-address";

export const PAYMENT_METHODS_PAGE = "/profile/payment-methods";
export const DELETE_CARD_INTENT = "delete-card";
