/**
 * The analytics events of spec 3/4. No zod here: this module ships to every
 * browser; the schema that checks what browsers send is on the server.
 */
export const EVENT_IDS = [
  "visit",
  "add_to_cart",
  "remove_from_cart",
  "begin_checkout",
  "add_payment_info",
  "add_shipping_info",
  "checkout_error",
  "purchase",
  "search",
  "add_to_favorites",
  "remove_from_favorites",
  "remain",
  "scroll_depth",
] as const;

export type EventId = (typeof EVENT_IDS)[number];

/** The same-origin route the browser beacons events to. */
export const EVENTS_ROUTE = "/resources/events";

/** Spec 5 "Search": the search event fires only for text longer than 2 characters. */
export function shouldTrackSearch(text: string): boolean {
  return text.trim().length > 2;
}
