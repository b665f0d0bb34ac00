/** What adding to the bag said, shown by the fetcher or, without JavaScript, once on the page it came from. */
export type CartActionResult = { ok: true; message: string } | { ok: false; message: string };

export const CART_NOTICE = "cart_notice";
export const ADDED_MESSAGE = "Added to your bag.";
