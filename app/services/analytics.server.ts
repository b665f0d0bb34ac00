// To the API, the statistics integration (type 35) and, for the server's own events, the browser's tag manager and
// pixel through the event mirror. The spec lists statistics as a silent failure: nothing here may fail, delay or
// redirect the shopper's request.
import { z } from "zod";

import { EVENT_IDS, ageOn } from "~/lib/analytics";
import type { Commerce } from "~/lib/commerce-events";
import { withoutToken } from "~/lib/token-paths";

import { api, apiLanguage } from "./api.server";
import { mirrorEvent } from "./event-mirror.server";
import { type ServerTarget, storeIntegrationPlan } from "./integrations.server";
import { acknowledged } from "./schemas/common.server";
import { getUser } from "./session.server";
import { shopperTraits } from "./shopper-traits.server";
import { getBootstrap } from "./site.server";
import { readUid } from "./visitor-id.server";

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

/** No query or fragment (they can carry an e-mail, a ZIP code or a provider's token), and no token in a token page's path. */
export function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return url;
  try {
    const parsed = new URL(url, "http://store.invalid");
    const path = withoutToken(parsed.pathname);
    return parsed.origin === "http://store.invalid" ? path : `${parsed.origin}${path}`;
  } catch {
    return undefined;
  }
}

export async function buildEventPayload(request: Request, event: ClientEvent, uid?: string): Promise<EventPayload> {
  const user = await getUser(request).catch(() => null);
  const traits = user ? await shopperTraits(request, user.id) : null;
  return {
    ...event,
    url: withoutQuery(event.url),
    referrer: withoutQuery(event.referrer),
    uid: uid ?? readUid(request),
    user_id: user?.id,
    user_email: user?.email,
    // The profile's, kept in memory with sex and age, never in the session cookie.
    user_phone: traits?.phone ?? undefined,
    sex: traits?.sex,
    age: ageOn(traits?.birthday, new Date()),
    language: apiLanguage(),
  };
}

/** Statistics answer within this, or not at all: the event is already sent to the API. */
const STATISTICS_TIMEOUT_MS = 3000;

async function postStatistics(target: ServerTarget, payload: EventPayload): Promise<void> {
  const url = new URL(target.url);
  url.searchParams.set("api_key", target.apiKey);
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(STATISTICS_TIMEOUT_MS),
  });
  // Read and dropped: a refusal is as silent as a success.
  await response.arrayBuffer().catch(() => undefined);
}

export type SendOptions = {
  /** The first page of a visit, whose request does not carry the cookie yet. */
  uid?: string;
  commerce?: Commerce;
  /** False for what the browser told us: it has told its integrations itself. */
  mirror?: boolean;
};

/** Never rejects: a lost event must not cost the shopper a page. */
export async function sendEvent(request: Request, event: ClientEvent, options: SendOptions = {}): Promise<boolean> {
  // Before anything is awaited: the browser may come back for it as soon as the response is out.
  if (options.mirror !== false) {
    const { url: _url, referrer: _referrer, event_id, ...fields } = event;
    void mirrorEvent(request, { event_id, fields, commerce: options.commerce });
  }
  try {
    const payload = await buildEventPayload(request, event, options.uid);
    const { statistics } = storeIntegrationPlan(await getBootstrap(request));
    const [sent] = await Promise.allSettled([
      // No session redirect from here: the event is sent without the shopper's request.
      api(null, "/events/frontend-event", { method: "POST", body: payload, schema: acknowledged, timeoutMs: 3000 }),
      statistics ? postStatistics(statistics, payload) : undefined,
    ]);
    return sent.status === "fulfilled";
  } catch {
    return false;
  }
}
