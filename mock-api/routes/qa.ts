/**
 * QA controls: unversioned, never delayed or broken by faults, and answered
 * as raw JSON (no origin rewriting). Used by e2e tests, QA and benchmarks.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";

import {
  addFault,
  clearFaults,
  faultInput,
  getGlobalDelay,
  listFaults,
  resetGlobalDelay,
  setGlobalDelay,
} from "../faults";
import { errors, readJson } from "../http";
import { bumpCacheVersion, resetStore, store } from "../store";

const QA = "*/__qa";

const data = (value: unknown, status = 200) => HttpResponse.json({ data: value }, { status });

function validationErrors(error: z.ZodError) {
  return errors(
    400,
    error.issues.map((issue) => ({ code: 400, property: issue.path.join(".") || null, message: issue.message })),
  );
}

const delayInput = z.object({ delay_ms: z.number().int().min(0).max(120_000) }).strict();

export const QA_INDEX = {
  description:
    "Maison Lumière mock API: QA controls. These endpoints are not versioned and are never delayed or broken by faults.",
  endpoints: [
    { method: "GET", path: "/__qa", description: "This index." },
    {
      method: "POST",
      path: "/__qa/reset",
      description:
        "Restore the seed data (catalogue, users, orders, stores), clear faults, events, outbox, carts, sessions and e-mail tokens, reset the global delay; bumps cv.",
    },
    { method: "GET", path: "/__qa/faults", description: "List active faults and the global delay." },
    {
      method: "POST",
      path: "/__qa/faults",
      description:
        "Add a fault: {method?, path (exact pathname or glob with *), status?, body? | bodyText?, headers?, delay_ms?, times?}. Applies to /api/v1/* and /cv only.",
    },
    { method: "DELETE", path: "/__qa/faults", description: "Clear all faults." },
    { method: "GET", path: "/__qa/delay", description: "The global delay added to every API call, in ms." },
    { method: "POST", path: "/__qa/delay", description: "Set the global delay: {delay_ms}." },
    { method: "GET", path: "/__qa/events", description: "Analytics events received by POST /api/v1/events/frontend-event, oldest first." },
    { method: "DELETE", path: "/__qa/events", description: "Forget received events." },
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

  http.get(`${QA}/events`, () => data(store.events)),

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
];
