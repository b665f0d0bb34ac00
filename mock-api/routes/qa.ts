/** QA controls: unversioned, never faulted, raw JSON (no origin rewriting) except the gift endpoint's cart. */
import { http, HttpResponse } from "msw";

import { findCart, QA_GIFT_CAMPAIGN_ID, renderCart } from "../cart";
import { clearFaults, getGlobalDelay, listFaults } from "../faults";
import { apiError, errors, notFound, ok, originOf, readJson } from "../http";
import { enabledIntegrationsInput, integrationsFor, setEnabledIntegrations } from "../integrations";
import {
  addFaultFrom,
  addGiftFrom,
  clearEvents,
  clearOutbox,
  eventSources,
  issueErrors,
  issuedTokens,
  journalFrom,
  notices,
  outboxMessages,
  type QaResult,
  receivedEvents,
  removeFaultById,
  resetEverything,
  setDelayFrom,
  setNoticesFrom,
  testData,
} from "../qa";
import { consoleRefusal } from "../console/guard";
import { KNOWN_INTEGRATION_TYPES } from "../seed/integrations";
import { clearJournal } from "../journal";
import { bumpCacheVersion, cacheVersionAnnounced, store } from "../store";
import { readObject } from "../validation";

const QA = "*/__qa";

const data = (value: unknown, status = 200) => HttpResponse.json({ data: value }, { status });

const refusal = (result: Extract<QaResult<unknown>, { ok: false }>) => errors(result.status, result.errors);

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
      method: "GET",
      path: "/__qa/openapi.json",
      description:
        "The API's contract: an OpenAPI 3.1 document of every /api/v1 operation and GET /cv, generated from the mock's request schemas and the store's response schemas (for Prism, Schemathesis, Postman).",
    },
    {
      method: "GET",
      path: "/__qa/drift",
      description:
        "Answers the HTTP server gave outside that document since it started (the last 200): [{seq (the journal's), method, path, status, problems (what the schema refused, or \"unlisted\": no operation has this method and path)}]. The fault switch's answers are not checked. Not cleared by POST /__qa/reset.",
    },
    { method: "DELETE", path: "/__qa/drift", description: "Forget the drift seen." },
    {
      method: "POST",
      path: "/__qa/reset",
      description:
        "Restore the seed data (catalogue and stock, users with their profiles, passwords and saved addresses, orders and their statuses, return requests, saved cards (forgetting cards saved at checkout), newsletter subscribers, stores, discount codes, gift card balances and wishlists; the demo shopper's three favorites, two saved cards, newsletter subscription and repair request; the enabled integrations, none with MOCK_INTEGRATIONS=off), clear faults, events, outbox, carts, checkout attempts (approved express ones too), sessions, e-mail tokens, card tokens and provider payment sessions (express ones too), switch the high-order-volume notice off, reset the global delay; bumps cv.",
    },
    { method: "GET", path: "/__qa/faults", description: "List active faults and the global delay." },
    {
      method: "POST",
      path: "/__qa/faults",
      description:
        "Add a fault: {method?, path (exact pathname or glob with *), status?, body? | bodyText?, headers?, delay_ms?, times?} or a wire fault {method?, path, wire, delay_ms?, times?} with wire one of reset (the connection reset before any answer), close-after-headers (a 200's headers, then the connection closes), truncate (the real answer, half of it, then the connection closes), malformed-json (a 200 whose JSON is cut off), hang (no answer until the client gives up), wrong-shape (a 200 of JSON without the data envelope). Applies to /api/v1/*, /cv and the integration stand-ins (/integrations/*) only; wire faults need the HTTP server (in-process msw has no socket). Every answer the switch gives carries X-Mock-Fault: {id}.",
    },
    { method: "DELETE", path: "/__qa/faults", description: "Clear all faults." },
    { method: "DELETE", path: "/__qa/faults/{id}", description: "Remove one fault by its id; 404 when no active fault has it (one with times leaves once used up)." },
    {
      method: "GET",
      path: "/__qa/requests",
      description:
        "The request journal, oldest first (the last 2000): [{seq, received_at, method, path, query, request_id (the caller's X-Request-Id), bearer (whether a token came), body (passwords, card numbers and tokens redacted), status, duration_ms, outcome (answered, reset, closed-after-headers, truncated, hung, client-gave-up), fault ({id, wire?} when the fault switch answered)}]. Filters: ?path= (exact or glob with *), ?method=, ?since= (ISO time), ?after= (a seq). Every call but the QA controls and the console; over HTTP only. Cleared by POST /__qa/reset.",
    },
    { method: "DELETE", path: "/__qa/requests", description: "Clear the request journal." },
    { method: "GET", path: "/__qa/delay", description: "The global delay added to every API call, in ms." },
    { method: "POST", path: "/__qa/delay", description: "Set the global delay: {delay_ms}." },
    {
      method: "GET",
      path: "/__qa/events",
      description:
        "Events received, oldest first: [{seq, received_at, source, body}]. source api: POST /api/v1/events/frontend-event (body = the event); the integration stand-ins' scripts, body = tag_manager: a dataLayer push, pixel: {command, name, params}, chat: {method}, analytics: {command, name, params}, heat_map: {method, args}, email_marketing: {command, name, properties}, custom: {method, inline}, affiliate: {command, ...}; statistics: POST /integrations/statistics/stats (body = the payload); address_validation: POST /integrations/address-validation/validate (body = the address). Optional filter: ?source=pixel or a comma list, ?source=tag_manager,pixel.",
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
        "Checkout test data: discount codes [{code, type, value, expires_at, expired}], gift cards with their remaining balance [{code, type, value, balance}] (balance in USD; null for a percent card), the card gateway's test numbers [{number, brand, outcome, message}], the express providers' sandbox buyers [{payment_method, provider, email, shipping_address}] (what approving PayPal or Affirm express hands the store) and wallet test tokens [{payment_method, token, outcome, message}] (Google Pay, Apple Pay: any token approves; one containing \"decline\", any case, is declined).",
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
    {
      method: "GET",
      path: "/__qa/scenarios",
      description:
        "The named scenarios, each a state set in one step with its own reset: [{name, title, description, parameters: [{name, label, type, required, description}], active, in_force}]. Names: expired-session, sold-out-line, partial-gift-card, declining-provider, maintenance.",
    },
    {
      method: "POST",
      path: "/__qa/scenarios/{name}",
      description:
        "Set a scenario: a JSON object of its parameters (expired-session {email?}, sold-out-line {cart_unique_id}, partial-gift-card {balance?}, maintenance {message?}; {} or no body otherwise) -> {data: {name, active, message, ...what it did, cv}}; bumps cv. 404 for an unknown name, 400 naming a bad or unknown parameter.",
    },
    {
      method: "DELETE",
      path: "/__qa/scenarios/{name}",
      description: "Reset that scenario alone -> {data: {name, active: false, message, ...what it restored, cv}}. POST /__qa/reset ends them all.",
    },
  ],
};

export const qaHandlers = [
  // Guarded, or any page the tester opens could reset the store; CORS is off here so no origin reads the outbox's tokens.
  http.all(`${QA}*`, ({ request }) => {
    const refusal = consoleRefusal(request);
    return refusal ? apiError(403, refusal) : undefined;
  }),

  http.get(QA, () => data(QA_INDEX)),

  http.post(`${QA}/reset`, async () => {
    const reset = resetEverything();
    await cacheVersionAnnounced();
    return data({ ok: true, ...reset });
  }),

  http.get(`${QA}/faults`, () => data({ faults: listFaults(), delay_ms: getGlobalDelay() })),

  http.post(`${QA}/faults`, async ({ request }) => {
    const added = addFaultFrom(await readJson(request));
    return added.ok ? data(added.value, 201) : refusal(added);
  }),

  http.delete(`${QA}/faults`, () => {
    clearFaults();
    return data({ ok: true });
  }),

  http.delete(`${QA}/faults/:id`, ({ params }) => {
    const id = String(params.id);
    const removed = /^\d{1,9}$/.test(id) ? removeFaultById(Number(id)) : null;
    if (removed === null) return apiError(404, `No active fault has the id ${id}.`, "id");
    return removed.ok ? data({ ok: true, ...removed.value }) : refusal(removed);
  }),

  http.get(`${QA}/requests`, ({ request }) => {
    const read = journalFrom(new URL(request.url).searchParams);
    return read.ok ? data(read.value) : refusal(read);
  }),

  http.delete(`${QA}/requests`, () => {
    clearJournal();
    return data({ ok: true });
  }),

  http.get(`${QA}/delay`, () => data({ delay_ms: getGlobalDelay() })),

  http.post(`${QA}/delay`, async ({ request }) => {
    const set = setDelayFrom(await readJson(request));
    return set.ok ? data(set.value) : refusal(set);
  }),

  http.get(`${QA}/events`, ({ request }) => {
    const sources = eventSources(new URL(request.url).searchParams.getAll("source"));
    return sources.ok ? data(receivedEvents(sources.value)) : refusal(sources);
  }),

  http.delete(`${QA}/events`, () => {
    clearEvents();
    return data({ ok: true });
  }),

  http.get(`${QA}/outbox`, () => data(outboxMessages())),

  http.delete(`${QA}/outbox`, () => {
    clearOutbox();
    return data({ ok: true });
  }),

  http.get(`${QA}/tokens`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    return data(issuedTokens({ email: params.get("email") ?? undefined, kind: params.get("kind") ?? undefined }));
  }),

  http.post(`${QA}/cv`, async () => {
    const cv = bumpCacheVersion();
    await cacheVersionAnnounced();
    return data({ cv });
  }),

  http.get(`${QA}/integrations`, ({ request }) => data(integrationSettings(request))),

  http.put(`${QA}/integrations`, async ({ request }) => {
    const parsed = enabledIntegrationsInput.safeParse(await readObject(request));
    if (!parsed.success) return errors(400, issueErrors(parsed.error));
    setEnabledIntegrations(parsed.data.enabled_integrations);
    const cv = bumpCacheVersion();
    await cacheVersionAnnounced();
    return data({ ...integrationSettings(request), cv });
  }),

  http.get(`${QA}/codes`, () => data(testData())),

  http.get(`${QA}/notices`, () => data(notices())),

  http.put(`${QA}/notices`, async ({ request }) => {
    const set = setNoticesFrom(await readObject(request));
    return set.ok ? data(set.value) : refusal(set);
  }),

  // Any cart as the API holds it, an account's too: the tester's view, which /api/v1 gives only to the owner.
  http.get(`${QA}/carts/:unique_id`, ({ request, params }) => {
    const cart = findCart(String(params.unique_id));
    return cart ? ok(request, renderCart(cart)) : notFound();
  }),

  http.post(`${QA}/carts/:unique_id/gift`, async ({ request, params }) => {
    const added = addGiftFrom(String(params.unique_id), await readObject(request));
    // As GET /api/v1/carts serves it: media URLs on this request's origin.
    return added.ok ? ok(request, renderCart(added.value)) : refusal(added);
  }),
];
