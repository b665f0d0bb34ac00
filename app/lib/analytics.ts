/**
 * The analytics event of spec 3/4, shared by the browser's beacon and the
 * server route that forwards it: one schema decides what is accepted.
 */
import { z } from "zod";

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

/** Spec 4 "Event genders". */
export const EVENT_GENDER = { NotSure: 0, Male: 1, Female: 2 } as const;

const id = z.union([z.number(), z.string().max(64)]);
const text = z.string().max(512);

/** What a browser may send; the server adds who and where (uid, user, language). */
export const clientEventSchema = z
  .object({
    event_id: z.enum(EVENT_IDS),
    url: text.optional(),
    referrer: text.optional(),
    weight: z.number().finite().optional(),
    tag: text.optional(),
    product_id: id.optional(),
    configuration_id: id.optional(),
    product_configuration_id: id.optional(),
    collection_id: id.optional(),
    product_sku: text.optional(),
    product_price: z.union([z.number().finite(), text]).optional(),
    search_query: text.optional(),
    scroll_depth: z.number().min(0).max(100).optional(),
    order_id: id.optional(),
    cart_id: id.optional(),
    checkout_id: id.optional(),
    message: text.optional(),
    is_plp: z.boolean().optional(),
  })
  .strict();

export type ClientEvent = z.infer<typeof clientEventSchema>;

export type EventPayload = ClientEvent & {
  uid?: string;
  user_id?: number | string;
  user_email?: string;
  user_phone?: string;
  sex?: number;
  age?: number;
  language: string;
};

/** The same-origin route the browser beacons events to. */
export const EVENTS_ROUTE = "/resources/events";

/** Spec 5 "Search": the search event fires only for text longer than 2 characters. */
export function shouldTrackSearch(text: string): boolean {
  return text.trim().length > 2;
}
