/**
 * Posts analytics events to `/events/frontend-event`. Statistics sending is in
 * the spec's list of silent failures: nothing here may fail, delay or redirect
 * the shopper's request.
 */
import { z } from "zod";

import { EVENT_IDS } from "~/lib/analytics";

import { LANGUAGE, api } from "./api.server";
import { acknowledged } from "./schemas/common.server";
import { getUser } from "./session.server";

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

function readUid(request: Request): string | undefined {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = cookie.match(/(?:^|;\s*)uid=([A-Za-z0-9-]{8,64})/);
  return match?.[1];
}

/**
 * A page's address as analytics keeps it: no query string or fragment, which
 * can carry an e-mail, a ZIP code or a provider's token (a search query has
 * an event field of its own).
 */
export function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return url;
  try {
    const parsed = new URL(url, "http://store.invalid");
    return parsed.origin === "http://store.invalid" ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}

export async function buildEventPayload(request: Request, event: ClientEvent, uid?: string): Promise<EventPayload> {
  const user = await getUser(request).catch(() => null);
  return {
    ...event,
    url: withoutQuery(event.url),
    referrer: withoutQuery(event.referrer),
    uid: uid ?? readUid(request),
    user_id: user?.id,
    user_email: user?.email,
    // user_phone stays unset: the session keeps no phone number, and the API can find it from user_id.
    language: LANGUAGE,
  };
}

/**
 * Never rejects: a lost event must not cost the shopper a page. `uid` is for
 * the first page of a visit, whose request does not carry the cookie yet.
 */
export async function sendEvent(request: Request, event: ClientEvent, uid?: string): Promise<boolean> {
  try {
    const payload = await buildEventPayload(request, event, uid);
    // No session redirect from here: the event is sent without the shopper's request.
    await api(null, "/events/frontend-event", { method: "POST", body: payload, schema: acknowledged, timeoutMs: 3000 });
    return true;
  } catch {
    return false;
  }
}
