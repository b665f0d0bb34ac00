/**
 * QA controls: unversioned, never delayed or broken by faults, and answered
 * as raw JSON (no origin rewriting), except the gift endpoint, which answers
 * with the cart exactly as GET /api/v1/carts serves it. Used by e2e tests, QA
 * and benchmarks.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";

import { addGiftLine, findCart, hasGift, QA_GIFT_CAMPAIGN_ID, renderCart } from "../cart";
import { TEST_CARDS } from "../cards";
import { isExpired } from "../codes";
import {
  addFault,
  clearFaults,
  faultInput,
  getGlobalDelay,
  listFaults,
  resetGlobalDelay,
  setGlobalDelay,
} from "../faults";
import { apiError, errors, notFound, ok, originOf, readJson } from "../http";
import { enabledIntegrationsInput, integrationsFor, setEnabledIntegrations } from "../integrations";
import { toDollars } from "../money";
import { findConfiguration } from "../products";
import { KNOWN_INTEGRATION_TYPES } from "../seed/integrations";
import { bumpCacheVersion, EVENT_SOURCES, type EventSource, resetStore, store } from "../store";
import { field, readObject } from "../validation";

const QA = "*/__qa";

const data = (value: unknown, status = 200) => HttpResponse.json({ data: value }, { status });

function validationErrors(error: z.ZodError) {
  return errors(
    400,
    error.issues.map((issue) => ({ code: 400, property: issue.path.join(".") || null, message: issue.message })),
  );
}

const delayInput = z.object({ delay_ms: z.number().int().min(0).max(120_000) }).strict();

const giftInput = z.object({ product_configuration_id: field.id("product_configuration_id") });

const noticesInput = z.object({ high_order_volume: z.boolean() }).strict();

const notices = () => ({ high_order_volume: store.high_order_volume });

/** ?source=pixel or ?source=pixel,chat: the sources asked for; null when absent or empty (all of them). */
function sourcesOf(request: Request): EventSource[] | null | Response {
  const raw = new URL(request.url).searchParams.getAll("source").flatMap((value) => value.split(","));
  const names = raw.map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.filter((name) => !(EVENT_SOURCES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return apiError(400, `Unknown source: ${unknown.join(", ")}. Expected any of: ${EVENT_SOURCES.join(", ")}.`, "source");
  }
  return names as EventSource[];
}

const integrationSettings = (request: Request) => ({
  integrations: integrationsFor(originOf(request)),
  enabled_integrations: store.enabled_integrations,
});

export const QA_INDEX = {
  description:
    "Maison Lumière mock API: QA controls. These endpoints are not versioned and are never delayed or broken by faults.",
  endpoints: [
    { method: "GET", path: "/__qa", description: "This index." },
    {
      method: "POST",
      path: "/__qa/reset",
      description:
        "Restore the seed data (catalogue and stock, users with their profiles, passwords and saved addresses, orders and their statuses, return requests, saved cards, newsletter subscribers, stores, discount codes, gift card balances and wishlists; the demo shopper's three favorites, two saved cards, newsletter subscription and repair request; the enabled integrations, none with MOCK_INTEGRATIONS=off), clear faults, events, outbox, carts, checkout attempts, sessions, e-mail tokens, card tokens and provider payment sessions, switch the high-order-volume notice off, reset the global delay; bumps cv.",
    },
    { method: "GET", path: "/__qa/faults", description: "List active faults and the global delay." },
    {
      method: "POST",
      path: "/__qa/faults",
      description:
        "Add a fault: {method?, path (exact pathname or glob with *), status?, body? | bodyText?, headers?, delay_ms?, times?}. Applies to /api/v1/*, /cv and the integration stand-ins (/integrations/*) only.",
    },
    { method: "DELETE", path: "/__qa/faults", description: "Clear all faults." },
    { method: "GET", path: "/__qa/delay", description: "The global delay added to every API call, in ms." },
    { method: "POST", path: "/__qa/delay", description: "Set the global delay: {delay_ms}." },
    {
      method: "GET",
      path: "/__qa/events",
      description:
        "Events received, oldest first: [{seq, received_at, source, body}]. source api: POST /api/v1/events/frontend-event (body = the event); tag_manager, pixel, chat: the integration stand-ins' scripts (body = a dataLayer push, {command, name, params}, {method}); statistics: POST /integrations/statistics/stats (body = the payload). Optional filter: ?source=pixel or a comma list, ?source=tag_manager,pixel.",
    },
    { method: "DELETE", path: "/__qa/events", description: "Forget received events (every source)." },
    {
      method: "GET",
      path: "/__qa/outbox",
      description:
        "Messages the API would have e-mailed (POST /api/v1/products/link-to-email: type hint; POST /api/v1/questions: type question), oldest first.",
    },
    { method: "DELETE", path: "/__qa/outbox", description: "Forget outbox messages." },
    {
      method: "GET",
      path: "/__qa/tokens",
      description:
        "E-mail link tokens issued (sign-up: kind verification; PATCH /api/v1/users/recover-password with {email}: kind recovery), oldest first: [{email, kind, token, used, created_at}]. Optional filters: ?email=, ?kind=.",
    },
    { method: "POST", path: "/__qa/cv", description: "Bump the cache version served by GET /cv; returns it." },
    {
      method: "GET",
      path: "/__qa/integrations",
      description:
        "The integrations as GET /api/v1/bootstrap serves them ({origin} replaced by this request's origin) and the enabled types: {integrations, enabled_integrations}.",
    },
    {
      method: "PUT",
      path: "/__qa/integrations",
      description: `Set the enabled integration types: {enabled_integrations: number[]}, each one of ${KNOWN_INTEGRATION_TYPES.join(", ")} ([] switches every integration off); bumps cv so the storefront reads it at once. POST /__qa/reset restores the seed's list.`,
    },
    {
      method: "GET",
      path: "/__qa/codes",
      description:
        "Checkout test data: discount codes [{code, type, value, expires_at, expired}], gift cards with their remaining balance [{code, type, value, balance}] (balance in USD; null for a percent card) and the card gateway's test numbers [{number, brand, outcome, message}].",
    },
    {
      method: "GET",
      path: "/__qa/notices",
      description: "The store's notices: {high_order_volume}.",
    },
    {
      method: "PUT",
      path: "/__qa/notices",
      description:
        "Switch the store's notices: {high_order_volume: boolean}. While it is on, every cart that ships a parcel (not an e-mailed one) answers shipping_rates.delay_notice true, and so does POST /api/v1/orders/rates. Off after POST /__qa/reset.",
    },
    {
      method: "POST",
      path: "/__qa/carts/{unique_id}/gift",
      description:
        `Add a gift-campaign line to a cart: {product_configuration_id} -> {data: cart}. The line has gift_campaign_id ${QA_GIFT_CAMPAIGN_ID}, gift_campaign_qty 1, quantity 1 and base_cost 0; PATCH and DELETE /api/v1/carts/items/{id} refuse it. One gift per cart; stock is not checked. 404 for an unknown cart.`,
    },
  ],
};

export const qaHandlers = [
  http.get(QA, () => data(QA_INDEX)),

  http.post(`${QA}/reset`, () => {
    resetStore();
    clearFaults();
    resetGlobalDelay();
    return data({ ok: true, cv: store.cv });
  }),

  http.get(`${QA}/faults`, () => data({ faults: listFaults(), delay_ms: getGlobalDelay() })),

  http.post(`${QA}/faults`, async ({ request }) => {
    const parsed = faultInput.safeParse(await readJson(request));
    if (!parsed.success) return validationErrors(parsed.error);
    return data(addFault(parsed.data), 201);
  }),

  http.delete(`${QA}/faults`, () => {
    clearFaults();
    return data({ ok: true });
  }),

  http.get(`${QA}/delay`, () => data({ delay_ms: getGlobalDelay() })),

  http.post(`${QA}/delay`, async ({ request }) => {
    const parsed = delayInput.safeParse(await readJson(request));
    if (!parsed.success) return validationErrors(parsed.error);
    setGlobalDelay(parsed.data.delay_ms);
    return data({ delay_ms: getGlobalDelay() });
  }),

  http.get(`${QA}/events`, ({ request }) => {
    const sources = sourcesOf(request);
    if (sources instanceof Response) return sources;
    return data(sources === null ? store.events : store.events.filter((event) => sources.includes(event.source)));
  }),

  http.delete(`${QA}/events`, () => {
    store.events = [];
    return data({ ok: true });
  }),

  http.get(`${QA}/outbox`, () => data(store.outbox)),

  http.delete(`${QA}/outbox`, () => {
    store.outbox = [];
    return data({ ok: true });
  }),

  http.get(`${QA}/tokens`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const email = params.get("email")?.trim().toLowerCase();
    const kind = params.get("kind")?.trim();
    return data(
      store.account_tokens
        .filter((t) => (!email || t.email === email) && (!kind || t.kind === kind))
        .map(({ email, kind, token, used, created_at }) => ({ email, kind, token, used, created_at })),
    );
  }),

  http.post(`${QA}/cv`, () => data({ cv: bumpCacheVersion() })),

  http.get(`${QA}/integrations`, ({ request }) => data(integrationSettings(request))),

  http.put(`${QA}/integrations`, async ({ request }) => {
    const parsed = enabledIntegrationsInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    setEnabledIntegrations(parsed.data.enabled_integrations);
    const cv = bumpCacheVersion();
    return data({ ...integrationSettings(request), cv });
  }),

  http.get(`${QA}/codes`, () =>
    data({
      discounts: store.discount_codes.map((d) => ({ ...d, expired: isExpired(d) })),
      gift_cards: store.gift_cards.map(({ code, type, value, balance_cents }) => ({
        code,
        type,
        value,
        balance: balance_cents === null ? null : toDollars(balance_cents),
      })),
      test_cards: TEST_CARDS,
    }),
  ),

  http.get(`${QA}/notices`, () => data(notices())),

  http.put(`${QA}/notices`, async ({ request }) => {
    const parsed = noticesInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    store.high_order_volume = parsed.data.high_order_volume;
    return data(notices());
  }),

  http.post(`${QA}/carts/:unique_id/gift`, async ({ request, params }) => {
    const parsed = giftInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = findCart(String(params.unique_id));
    if (!cart) return notFound();
    const { product_configuration_id } = parsed.data;
    if (!findConfiguration(product_configuration_id)) {
      return apiError(400, "The selected product_configuration_id is invalid.", "product_configuration_id");
    }
    if (hasGift(cart, QA_GIFT_CAMPAIGN_ID)) return apiError(400, "This cart already has a gift.");
    addGiftLine(cart, product_configuration_id);
    return ok(request, renderCart(cart));
  }),
];
