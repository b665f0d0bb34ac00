import { http } from "msw";
import { z } from "zod";

import { type Authenticated, authenticate, normalizeEmail } from "../accounts";
import { apiError, errors, notFound, ok, originOf, readJson } from "../http";
import { integrationsFor } from "../integrations";
import { SEED_NOW } from "../seed";
import { recordEvent, store } from "../store";
import { subscribe, SUBSCRIPTION_MESSAGES, unsubscribe } from "../subscriptions";
import { readObject, validationErrors } from "../validation";

const API = "*/api/v1";

const bySortOrder = <T extends { sort_order: number }>(items: T[]) =>
  [...items].sort((a, b) => a.sort_order - b.sort_order);

/** Spec 4 "Event ids", plus the scroll-depth event. */
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

export const frontendEvent = z
  .object({
    event_id: z.enum(EVENT_IDS, {
      errorMap: (_issue, ctx) => ({
        message:
          ctx.data === undefined || ctx.data === null || ctx.data === ""
            ? "The event_id field is required."
            : `The selected event_id is invalid. Expected one of: ${EVENT_IDS.join(", ")}.`,
      }),
    }),
  })
  .passthrough();

export const subscription = z.object({
  email: z
    .string({ required_error: "The email field is required." })
    .trim()
    .min(1, "The email field is required.")
    .max(254, "The email may not be greater than 254 characters.")
    .email("The email must be a valid email address."),
  // false unsubscribes; null or left out subscribes.
  subscribed: z.boolean({ invalid_type_error: SUBSCRIPTION_MESSAGES.subscribedBoolean }).nullish(),
});

/** Popup targeting ignores query and trailing slash. */
function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function sitemap() {
  const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), "");
  const entries: Array<{ url: string; updated_at: string; priority: number }> = [
    { url: "/", updated_at: SEED_NOW, priority: 1 },
    { url: "/shop-all", updated_at: SEED_NOW, priority: 0.9 },
  ];
  for (const category of bySortOrder(store.categories)) {
    const dates = store.products.filter((p) => p.categories_ids.includes(category.id)).map((p) => p.updated_at);
    entries.push({ url: `/shop-all/${category.slug}`, updated_at: latest(dates) || SEED_NOW, priority: 0.8 });
  }
  for (const collection of bySortOrder(store.collections)) {
    const dates = store.products.filter((p) => p.collections_ids.includes(collection.id)).map((p) => p.updated_at);
    entries.push({ url: `/shop-all/${collection.slug}`, updated_at: latest(dates) || SEED_NOW, priority: 0.8 });
  }
  for (const product of store.products) {
    entries.push({ url: `/product/${product.slug}`, updated_at: product.updated_at, priority: 0.7 });
  }
  for (const page of store.pages) {
    entries.push({ url: `/${page.slug}`, updated_at: page.updated_at, priority: 0.5 });
  }
  return entries;
}

export const siteHandlers = [
  // The cache version lives on the API host root, not under /api/v1.
  http.get("*/cv", ({ request }) => {
    if (new URL(request.url).pathname !== "/cv") return undefined;
    return ok(request, { cv: store.cv });
  }),

  // Integration URLs carry {origin}: the stand-ins are served by this mock, on whatever port it runs.
  http.get(`${API}/bootstrap`, ({ request }) =>
    ok(request, {
      settings: store.settings,
      menu: store.menus,
      integrations: integrationsFor(originOf(request)),
      enabled_integrations: store.enabled_integrations,
      material_categories: bySortOrder(store.material_categories),
      allowed_return_reasons: store.allowed_return_reasons,
    }),
  ),

  http.get(`${API}/filters`, ({ request }) =>
    ok(request, {
      categories: bySortOrder(store.categories),
      collections: bySortOrder(store.collections),
      materials: bySortOrder(store.materials),
    }),
  ),

  http.get(`${API}/languages`, ({ request }) => ok(request, store.languages)),

  http.get(`${API}/pages/:slug`, ({ request, params }) => {
    const page = store.pages.find((p) => p.slug === params.slug);
    return page ? ok(request, page) : notFound();
  }),

  http.get(`${API}/blocks/:id`, ({ request, params }) => {
    const key = String(params.id);
    const block = /^\d+$/.test(key)
      ? store.blocks.find((b) => b.id === Number(key))
      : store.blocks.find((b) => b.slug === key);
    return block ? ok(request, block) : notFound();
  }),

  http.get(`${API}/campaign-discount`, ({ request }) => ok(request, store.campaign)),

  http.get(`${API}/popups`, ({ request }) => {
    const url = new URL(request.url).searchParams.get("url");
    const target = url === null ? null : normalizePath(url);
    const popups = store.popups.filter(
      (popup) => popup.pages.length === 0 || (target !== null && popup.pages.some((p) => normalizePath(p) === target)),
    );
    return ok(request, popups);
  }),

  http.get(`${API}/system-entities/:name`, ({ request, params }) => {
    if (params.name !== "sitemap") return notFound();
    return ok(request, { data: { sitemap: sitemap() } });
  }),

  http.post(`${API}/events/frontend-event`, async ({ request }) => {
    const body = await readJson(request);
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      return apiError(400, "The request body must be a JSON object.");
    }
    const parsed = frontendEvent.safeParse(body);
    if (!parsed.success) {
      return errors(
        400,
        parsed.error.issues.map((issue) => ({
          code: 400,
          property: issue.path.join(".") || null,
          message: issue.message,
        })),
      );
    }
    recordEvent(parsed.data, "api");
    return ok(request, { ok: true });
  }),

  /** Unsubscribing (the mock's assumption) needs that e-mail's bearer, so nobody can take someone else's address off the list. */
  http.post(`${API}/subscribe`, async ({ request }) => {
    const body = await readObject(request);
    let account: Authenticated | undefined;
    if (body.subscribed === false) {
      const auth = authenticate(request);
      if (auth instanceof Response) return auth;
      account = auth;
    }

    const parsed = subscription.safeParse(body);
    if (!parsed.success) return validationErrors(parsed.error);
    const email = normalizeEmail(parsed.data.email);

    if (account) {
      if (email !== account.user.email) return apiError(403, SUBSCRIPTION_MESSAGES.notYours, "email");
      if (!unsubscribe(email)) return apiError(400, SUBSCRIPTION_MESSAGES.notSubscribed, "email");
      return ok(request, { email, subscribed: false });
    }
    if (!subscribe(email)) return apiError(400, SUBSCRIPTION_MESSAGES.alreadySubscribed, "email");
    return ok(request, { email, subscribed: true });
  }),
];
