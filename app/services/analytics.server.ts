// Spec lists statistics as a silent failure: nothing here may fail, delay or redirect the shopper's request.
import { createHash } from "node:crypto";

import { z } from "zod";

import { type EventId, SCROLL_DEPTHS, type ScrollDepth, ageOn } from "~/lib/analytics";
import type { Commerce } from "~/lib/commerce-events";
import { withoutToken } from "~/lib/token-paths";

import { api, apiLanguage } from "./api.server";
import { env } from "./env.server";
import { mirrorEvent } from "./event-mirror.server";
import { type ServerTarget, storeIntegrationPlan } from "./integrations.server";
import { postToService } from "./outbound.server";
import { acknowledged } from "./schemas/common.server";
import { getUser } from "./session.server";
import { shopperTraits } from "./shopper-traits.server";
import { getBootstrap } from "./site.server";
import { readUid } from "./visitor-id.server";

const id = z.union([z.number(), z.string().max(64)]);
const text = z.string().max(512);

const pageShape = {
  url: text.optional(),
  is_plp: z.boolean().optional(),
  collection_id: id.optional(),
  product_id: id.optional(),
  product_configuration_id: id.optional(),
  product_sku: text.optional(),
  product_price: text.regex(/^\d{1,9}\.\d{2}$/).optional(),
};

const scrollDepth = z.number().refine((depth): depth is ScrollDepth => (SCROLL_DEPTHS as readonly number[]).includes(depth));

/** Commerce events are the server's (store-events.server.ts): a beacon that names one is refused, never forwarded. */
export const clientEventSchema = z.discriminatedUnion("event_id", [
  z.object({ event_id: z.literal("visit"), ...pageShape, referrer: text.optional() }).strict(),
  z.object({ event_id: z.literal("remain"), ...pageShape }).strict(),
  z.object({ event_id: z.literal("scroll_depth"), ...pageShape, scroll_depth: scrollDepth }).strict(),
  z.object({ event_id: z.literal("search"), search_query: text.min(1) }).strict(),
]);

export type ClientEvent = z.infer<typeof clientEventSchema>;

export type AnalyticsEvent = {
  event_id: EventId;
  url?: string;
  referrer?: string;
  weight?: number;
  tag?: string;
  product_id?: number | string;
  configuration_id?: number | string;
  product_configuration_id?: number | string;
  collection_id?: number | string;
  product_sku?: string;
  product_price?: number | string;
  search_query?: string;
  scroll_depth?: number;
  order_id?: number | string;
  cart_id?: number | string;
  checkout_id?: number | string;
  message?: string;
  is_plp?: boolean;
};

export type EventPayload = AnalyticsEvent & {
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

export async function buildEventPayload(request: Request, event: AnalyticsEvent, uid?: string): Promise<EventPayload> {
  const user = await getUser(request).catch(() => null);
  const traits = user ? await shopperTraits(request, user.id) : null;
  return {
    ...event,
    url: withoutQuery(event.url),
    referrer: withoutQuery(event.referrer),
    uid: uid ?? readUid(request),
    user_id: user?.id,
    user_email: user?.email,
    // Kept in memory, never in the session cookie.
    user_phone: traits?.phone ?? undefined,
    sex: traits?.sex,
    age: ageOn(traits?.birthday, new Date()),
    language: apiLanguage(),
  };
}

/** Meta's and Google's advanced matching: SHA-256 hex of the trimmed lower-cased e-mail, or the phone's digits. */
export function matchingHash(kind: "email" | "phone", value: string): string {
  const normal = kind === "email" ? value.trim().toLowerCase() : value.replace(/\D/g, "");
  return createHash("sha256").update(normal).digest("hex");
}

type WithoutBag<T> = Omit<T, "cart_id" | "checkout_id">;

export type StatisticsPayload = WithoutBag<Omit<EventPayload, "user_id" | "user_email" | "user_phone" | "sex" | "age">> & {
  user_email_sha256?: string;
  user_phone_sha256?: string;
};

/** The least the statistics need: e-mail and phone hashed, never in clear; no account id, sex, age or bag. */
export function statisticsPayload(payload: EventPayload): StatisticsPayload {
  const { user_id: _id, user_email, user_phone, sex: _sex, age: _age, cart_id: _cart, checkout_id: _checkout, ...rest } = payload;
  return {
    ...rest,
    ...(user_email ? { user_email_sha256: matchingHash("email", user_email) } : {}),
    ...(user_phone ? { user_phone_sha256: matchingHash("phone", user_phone) } : {}),
  };
}

const STATISTICS_TIMEOUT_MS = 3000;

async function postStatistics(target: ServerTarget, payload: EventPayload): Promise<void> {
  const url = new URL(target.url);
  url.searchParams.set("api_key", target.apiKey);
  const response = await postToService(
    url.href,
    {
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(statisticsPayload(payload)),
      signal: AbortSignal.timeout(STATISTICS_TIMEOUT_MS),
    },
    env.integrationServiceOrigins,
  );
  await response.arrayBuffer().catch(() => undefined);
}

export type SendOptions = {
  /** The first page of a visit, whose request does not carry the cookie yet. */
  uid?: string;
  commerce?: Commerce;
  mirror?: boolean;
};

/** Never rejects: a lost event must not cost the shopper a page. */
export async function sendEvent(request: Request, event: AnalyticsEvent, options: SendOptions = {}): Promise<boolean> {
  // Before anything is awaited: the browser may come back for it as soon as the response is out.
  if (options.mirror !== false) {
    const { url: _url, referrer: _referrer, cart_id: _cart, checkout_id: _checkout, event_id, ...fields } = event;
    void mirrorEvent(request, { event_id, fields, commerce: options.commerce });
  }
  try {
    const payload = await buildEventPayload(request, event, options.uid);
    const { statistics } = storeIntegrationPlan(await getBootstrap(request));
    const [sent] = await Promise.allSettled([
      api(null, "/events/frontend-event", { method: "POST", body: payload, schema: acknowledged, timeoutMs: 3000 }),
      statistics ? postStatistics(statistics, payload) : undefined,
    ]);
    return sent.status === "fulfilled";
  } catch {
    return false;
  }
}
