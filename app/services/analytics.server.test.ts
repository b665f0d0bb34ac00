import { createHash } from "node:crypto";

import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { buildEventPayload, matchingHash, sendEvent, withoutQuery } from "./analytics.server";
import { clearApiCache } from "./api.server";
import { env } from "./env.server";
import { clearEventMirror, takeMirroredEvents } from "./event-mirror.server";
import { beginSignIn, commitSession, getSession } from "./session.server";
import { forgetTraits, rememberTraits } from "./shopper-traits.server";

const UID = "0b0e0f00-0000-4000-8000-000000000000";
const api: Array<Record<string, unknown>> = [];
const stats: Array<{ key: string | null; body: Record<string, unknown> }> = [];
let integrations: { integrations: unknown[]; enabled_integrations: number[] } = { integrations: [], enabled_integrations: [] };
let statsStatus = 200;
let profile: { gender: string | null; birthday: string | null; phone?: string | null } | null = null;
let profileReads = 0;

const server = setupServer(
  http.post("*/api/v1/events/frontend-event", async ({ request }) => {
    api.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: { ok: true } });
  }),
  http.get("*/cv", () => HttpResponse.json({ data: { cv: 1 } })),
  http.get("*/api/v1/users", () => {
    profileReads += 1;
    return profile
      ? HttpResponse.json({ data: { id: 5, email: "ada@example.com", first_name: "Ada", ...profile } })
      : HttpResponse.json({ errors: [{ message: "down" }] }, { status: 500 });
  }),
  http.get("*/api/v1/bootstrap", () => HttpResponse.json({ data: { settings: {}, menu: {}, ...integrations } })),
  http.post("http://stats.test/v2/stats", async ({ request }) => {
    stats.push({ key: new URL(request.url).searchParams.get("api_key"), body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ errors: [{ message: "nope" }] }, { status: statsStatus });
  }),
);
const listed = [...env.integrationServiceOrigins];
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // The operator lists the statistics' origin (INTEGRATION_SERVICE_ORIGINS).
  env.integrationServiceOrigins.push("http://stats.test");
});
afterAll(() => {
  server.close();
  env.integrationServiceOrigins.splice(0, Infinity, ...listed);
});
beforeEach(() => {
  api.length = 0;
  stats.length = 0;
  statsStatus = 200;
  profile = null;
  profileReads = 0;
  forgetTraits();
  integrations = { integrations: [], enabled_integrations: [] };
  clearApiCache();
  clearEventMirror();
});

/** A shopper with a bag (a session, so the server's events are mirrored to them), signed in with `user`'s traits when given. */
async function shopper(user?: { gender: string | null; birthday: string | null; phone?: string | null }) {
  const session = await getSession(new Request("http://store.test/"));
  session.set("cart_unique_id", "c-1");
  if (user) {
    profile = user;
    await beginSignIn(session, "t-5", { id: 5, first_name: "Ada", email: "ada@example.com" });
  }
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request("http://store.test/cart", { headers: { Cookie: `${cookie}; uid=${UID}` } });
}

describe("withoutQuery", () => {
  it("keeps a token page's route pattern, never its token, in a URL or a referrer", () => {
    expect(withoutQuery("/recover-password/4f9c2a?x=1")).toBe("/recover-password/[token]");
    expect(withoutQuery("http://store.test/verify/4f9c2a")).toBe("http://store.test/verify/[token]");
    expect(withoutQuery("/track-your-order?email=a%40b.co")).toBe("/track-your-order");
  });
});

describe("matchingHash", () => {
  it("is SHA-256 in hex of the trimmed, lower-cased e-mail, and of a phone's digits, as ad platforms' matching takes them", () => {
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    expect(matchingHash("email", "  Ada@Example.COM ")).toBe(sha256("ada@example.com"));
    expect(matchingHash("phone", "+1 (212) 555-0147")).toBe(sha256("12125550147"));
    expect(matchingHash("email", "ada@example.com")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("buildEventPayload", () => {
  it("adds who: the visitor, the user, sex as the event enum and the age", async () => {
    const payload = await buildEventPayload(await shopper({ gender: "Female", birthday: "1990-01-01" }), { event_id: "visit" });
    expect(payload).toMatchObject({ uid: UID, user_id: 5, user_email: "ada@example.com", sex: 2, language: "en" });
    expect(payload.age).toBeGreaterThanOrEqual(36);
  });

  it("adds the profile's phone as user_phone, and none when the profile has none", async () => {
    const payload = await buildEventPayload(await shopper({ gender: null, birthday: null, phone: " 212-555-0147 " }), { event_id: "visit" });
    expect(payload.user_phone).toBe("212-555-0147");
    forgetTraits();
    expect((await buildEventPayload(await shopper({ gender: null, birthday: null, phone: "" }), { event_id: "visit" })).user_phone).toBeUndefined();
  });

  it("reads sex and birthday from the API once per shopper, not from the cookie", async () => {
    const request = await shopper({ gender: "Male", birthday: "1990-01-01" });
    await buildEventPayload(request, { event_id: "visit" });
    expect(await buildEventPayload(request, { event_id: "remain" })).toMatchObject({ sex: 1 });
    expect(profileReads).toBe(1);
  });

  it("remembers what sign-in said, without asking the API", async () => {
    const request = await shopper({ gender: "Female", birthday: null });
    rememberTraits({ id: 5, gender: "Male", birthday: "2000-06-01" });
    expect(await buildEventPayload(request, { event_id: "visit" })).toMatchObject({ sex: 1 });
    expect(profileReads).toBe(0);
  });

  it("leaves sex and age out when the profile cannot be read", async () => {
    const request = await shopper({ gender: "Female", birthday: "1990-01-01" });
    profile = null;
    const payload = await buildEventPayload(request, { event_id: "visit" });
    expect(payload).toMatchObject({ user_id: 5 });
    expect(payload.sex).toBeUndefined();
    expect(payload.age).toBeUndefined();
  });

  it("leaves sex and age out for a guest, and age out when the birthday is unknown", async () => {
    const guest = await buildEventPayload(await shopper(), { event_id: "visit" });
    expect(guest.sex).toBeUndefined();
    expect(guest.age).toBeUndefined();
    const unknown = await buildEventPayload(await shopper({ gender: null, birthday: null }), { event_id: "visit" });
    expect(unknown).toMatchObject({ sex: 0 });
    expect(unknown.age).toBeUndefined();
  });
});

describe("sendEvent", () => {
  it("also posts to the statistics integration with its api_key when it is enabled", async () => {
    integrations = {
      integrations: [{ id: 4, type: 35, base_url: "http://stats.test/v2", api_key: "k-35" }],
      enabled_integrations: [35],
    };
    expect(await sendEvent(await shopper(), { event_id: "search", search_query: "pearl" })).toBe(true);
    expect(stats).toEqual([{ key: "k-35", body: expect.objectContaining({ event_id: "search", search_query: "pearl", uid: UID }) }]);
    expect(api).toHaveLength(1);
  });

  it("gives the statistics no e-mail, phone, sex or age in clear, nor the ids that open the bag: the e-mail and phone as SHA-256", async () => {
    integrations = { integrations: [{ id: 4, type: 35, base_url: "http://stats.test/v2", api_key: "k-35" }], enabled_integrations: [35] };
    const request = await shopper({ gender: "Female", birthday: "1990-01-01", phone: " 212-555-0147 " });
    await sendEvent(request, { event_id: "purchase", cart_id: "c-1", checkout_id: "k-1", order_id: "ML-100300", product_price: "120.00" });
    await vi.waitFor(() => expect(stats).toHaveLength(1));
    const sent = stats[0].body;
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    expect(sent).toMatchObject({ event_id: "purchase", order_id: "ML-100300", uid: UID, user_email_sha256: sha256("ada@example.com"), user_phone_sha256: sha256("2125550147") });
    for (const key of ["user_email", "user_phone", "sex", "age", "user_id", "cart_id", "checkout_id"]) expect(sent).not.toHaveProperty(key);
    expect(JSON.stringify(sent)).not.toMatch(/ada@example|555-0147|c-1|k-1/);
    // The store's own API keeps the spec's payload.
    expect(api[0]).toMatchObject({ user_id: 5, user_email: "ada@example.com", user_phone: "212-555-0147", sex: 2, cart_id: "c-1", checkout_id: "k-1" });
  });

  it("swallows a statistics refusal: the API's event still counts", async () => {
    integrations = { integrations: [{ id: 4, type: 35, base_url: "http://stats.test/v2", api_key: "k-35" }], enabled_integrations: [35] };
    statsStatus = 500;
    expect(await sendEvent(await shopper(), { event_id: "visit" })).toBe(true);
    expect(stats).toHaveLength(1);
  });

  it("posts no statistics when the integration is off", async () => {
    integrations = { integrations: [{ id: 4, type: 35, base_url: "http://stats.test/v2", api_key: "k-35" }], enabled_integrations: [] };
    await sendEvent(await shopper(), { event_id: "visit" });
    expect(stats).toEqual([]);
  });

  it("keeps the server's events for the browser's integrations, with their products, but not what the browser sent", async () => {
    const request = await shopper();
    const commerce = { lines: [{ productId: 11, sku: "RG-1", name: "Aurora ring", category: "rings", price: 1250, quantity: 1 }], currency: "USD" };
    void sendEvent(request, { event_id: "add_to_cart", cart_id: "c-1", checkout_id: "k-1", product_id: 11, url: "/product/aurora" }, { commerce });
    void sendEvent(request, { event_id: "remain" }, { mirror: false });
    const mirrored = await takeMirroredEvents(request);
    // The bag's id opens it at the API: the tag manager and the pixel never see it.
    expect(mirrored).toEqual([{ id: expect.any(String), event_id: "add_to_cart", fields: { product_id: 11 }, commerce }]);
    await vi.waitFor(() => expect(api).toHaveLength(2));
  });

  it("never rejects, even with the API down", async () => {
    server.use(http.post("*/api/v1/events/frontend-event", () => HttpResponse.error()));
    await expect(sendEvent(await shopper(), { event_id: "visit" })).resolves.toBe(false);
  });
});
