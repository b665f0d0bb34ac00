import { describe, expect, it } from "vitest";

import { cacheVersionResponse } from "~/services/schemas/common.server";
import { pageResponse } from "~/services/schemas/site.server";

import { TEST_CARDS } from "./cards";
import { SANDBOX_BUYERS } from "./seed";
import { getGlobalDelay, listFaults, setGlobalDelay } from "./faults";
import { createStore, store } from "./store";
import {
  api,
  approvedExpress,
  BASE,
  bearer,
  cardToken,
  cartOf,
  cartWith,
  demoToken,
  getJson,
  NY_ADDRESS,
  patchCheckout,
  placeCheckout,
  postJson,
  priced,
  setupMockApi,
  startExpress,
} from "./testing";

setupMockApi();

describe("QA endpoints", () => {
  it("GET /__qa describes the endpoints", async () => {
    const { status, body } = await getJson("/__qa");
    expect(status).toBe(200);
    const paths = (body as { data: { endpoints: Array<{ method: string; path: string }> } }).data.endpoints.map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /__qa/reset", "GET /__qa/faults", "POST /__qa/faults", "DELETE /__qa/faults",
        "GET /__qa/events", "DELETE /__qa/events", "POST /__qa/cv", "GET /__qa/codes", "GET /__qa/notices", "PUT /__qa/notices",
      ]),
    );
  });

  describe("taken only from the console's page and from scripts on loopback", () => {
    const FAULT = { path: "/api/v1/languages", status: 500 };

    it("a post another site's page makes is a 403 that changes nothing", async () => {
      await postJson("/__qa/faults", FAULT);
      const fromAPage = await api("/__qa/reset", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://elsewhere.example" } });
      expect(fromAPage.status).toBe(403);
      expect(await fromAPage.json()).toEqual({
        errors: [{ code: 403, property: null, message: expect.stringContaining("posted from https://elsewhere.example") }],
      });
      // An older browser sends only Origin.
      const added = await api("/__qa/faults", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://elsewhere.example" },
        body: JSON.stringify({ ...FAULT, status: 503 }),
      });
      expect(added.status).toBe(403);
      expect(listFaults().map((fault) => fault.status)).toEqual([500]);
    });

    it("the console's own page and a script (no Origin) may post", async () => {
      const fromConsole = await api("/__qa/faults", { method: "DELETE", headers: { "Sec-Fetch-Site": "same-origin", Origin: BASE } });
      expect(fromConsole.status).toBe(200);
      expect((await postJson("/__qa/faults", FAULT)).status).toBe(201);
    });

    it("a host name that is not loopback (DNS rebinding) reads nothing", async () => {
      await postJson("/api/v1/events/frontend-event", { event_id: "visit" });
      const rebound = await fetch("http://rebound.example:4010/__qa/events");
      expect(rebound.status).toBe(403);
      expect(JSON.stringify(await rebound.json())).not.toContain("visit");
    });
  });

  it("POST /__qa/reset restores the store, clears faults and events, resets the delay and bumps cv", async () => {
    const cvBefore = cacheVersionResponse.parse((await getJson("/cv")).body).data.cv;
    store.pages.find((p) => p.slug === "about")!.translations[0].title = "Mutated";
    await postJson("/api/v1/events/frontend-event", { event_id: "visit" });
    await postJson("/__qa/faults", { path: "/api/v1/languages", status: 500 });
    setGlobalDelay(10);

    const response = await api("/__qa/reset", { method: "POST" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { ok: boolean; cv: string } };
    expect(data.ok).toBe(true);
    expect(Number(data.cv)).toBeGreaterThan(Number(cvBefore));

    const about = pageResponse.parse((await getJson("/api/v1/pages/about")).body);
    expect(about.data.mixedTranslation.title).toBe("About Maison Lumière");
    expect(store.events).toEqual([]);
    expect(listFaults()).toEqual([]);
    expect(getGlobalDelay()).toBe(0);
    const { cv: _cv, ...rest } = store;
    const { cv: _seedCv, ...fresh } = createStore();
    expect(rest).toEqual(fresh);
  });

  it("GET /__qa/events lists received events oldest first; DELETE clears them", async () => {
    await postJson("/api/v1/events/frontend-event", { event_id: "visit", url: "/" });
    await postJson("/api/v1/events/frontend-event", { event_id: "search", search_query: "ring" });
    const { body } = await getJson("/__qa/events");
    const events = (body as { data: Array<{ seq: number; received_at: string; body: { event_id: string } }> }).data;
    expect(events.map((e) => [e.seq, e.body.event_id])).toEqual([[1, "visit"], [2, "search"]]);
    expect(Number.isNaN(Date.parse(events[0].received_at))).toBe(false);

    expect((await api("/__qa/events", { method: "DELETE" })).status).toBe(200);
    expect(((await getJson("/__qa/events")).body as { data: unknown[] }).data).toEqual([]);
  });

  it("POST /__qa/cv bumps the cache version served by /cv", async () => {
    const before = cacheVersionResponse.parse((await getJson("/cv")).body).data.cv;
    const { body } = await getJson("/__qa/cv", { method: "POST" });
    const bumped = (body as { data: { cv: string } }).data.cv;
    expect(bumped).not.toBe(before);
    expect(cacheVersionResponse.parse((await getJson("/cv")).body).data.cv).toBe(bumped);
  });
});

/** Pays for a cart of one piece with a gift card and a card; leaves a declined card and a waiting PayPal session behind too. */
async function checkoutActivity() {
  const [piece, other] = priced(300, 200);
  const paid = await cartWith({ id: piece.id, quantity: 2 });
  await cartOf(await postJson("/api/v1/carts/bind-gift-card", { cart_unique_id: paid.unique_id, gift_card_code: "GIFT-100-LUMIERE" }));
  await cartOf(await patchCheckout(paid.unique_id, { email: "qa@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "ground", payment_token: await cardToken() }));
  expect((await postJson("/api/v1/carts/checkout", { cart_unique_id: paid.unique_id })).status).toBe(200);

  const declined = await cartWith(other.id);
  await cartOf(await patchCheckout(declined.unique_id, { email: "qa@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "ground", payment_token: await cardToken("4000000000000002") }));
  expect((await postJson("/api/v1/carts/checkout", { cart_unique_id: declined.unique_id })).status).toBe(402);
  await cartOf(await patchCheckout(declined.unique_id, { payment_method: "paypal" }));
  const redirect = await postJson("/api/v1/carts/checkout", { cart_unique_id: declined.unique_id, return_url: "http://localhost:3000/r" });
  expect(redirect.status).toBe(200);
  await cardToken("5555555555554444"); // issued, never used
  return { piece };
}

describe("GET /__qa/codes", () => {
  it("lists the discount codes, the gift cards with their live balances and the test cards", async () => {
    const { body } = await getJson("/__qa/codes");
    expect(body).toEqual({
      data: {
        discounts: [
          { code: "WELCOME10", type: "percent", value: 10, expires_at: null, expired: false },
          { code: "LUMIERE50", type: "static", value: 50, expires_at: null, expired: false },
          { code: "WINTER2024", type: "percent", value: 20, expires_at: "2024-03-31T23:59:59.000Z", expired: true },
        ],
        gift_cards: [
          { code: "GIFT-100-LUMIERE", type: "static", value: 100, balance: 100 },
          { code: "GIFT-500-LUMIERE", type: "static", value: 500, balance: 500 },
          { code: "GIFT-15-PERCENT", type: "percent", value: 15, balance: null },
          { code: "GIFT-EMPTY", type: "static", value: 100, balance: 0 },
        ],
        test_cards: TEST_CARDS,
        sandbox_buyers: [
          { payment_method: "paypal_express", provider: "PayPal", ...SANDBOX_BUYERS.paypal_express },
          { payment_method: "affirm_express", provider: "Affirm", ...SANDBOX_BUYERS.affirm_express },
        ],
        wallet_tokens: [
          { payment_method: "google_pay", token: "gpay-test-approve", outcome: "approved", message: null },
          { payment_method: "google_pay", token: "gpay-test-decline", outcome: "declined", message: "Your payment was declined by Google Pay." },
          { payment_method: "apple_pay", token: "applepay-test-approve", outcome: "approved", message: null },
          { payment_method: "apple_pay", token: "applepay-test-decline", outcome: "declined", message: "Your payment was declined by Apple Pay." },
        ],
      },
    });
    expect(SANDBOX_BUYERS.paypal_express).toEqual({
      email: "sandbox-buyer@paypal.example",
      shipping_address: {
        first_name: "Avery", last_name: "Buyer", company: null, address: "500 Market Street", apartment: "Suite 200",
        city: "San Francisco", state: "CA", zip_code: "94105", country: "US", phone_number: "4155550100",
      },
    });
    expect((body as { data: { test_cards: Array<{ number: string; outcome: string }> } }).data.test_cards.map((c) => [c.number, c.outcome])).toEqual([
      ["4242424242424242", "approved"],
      ["5555555555554444", "approved"],
      ["378282246310005", "approved"],
      ["6011111111111117", "approved"],
      ["4000000000000002", "declined"],
      ["4000000000009995", "declined"],
    ]);

    await checkoutActivity();
    const after = (await getJson("/__qa/codes")).body as { data: { gift_cards: Array<{ code: string; balance: number | null }> } };
    expect(after.data.gift_cards[0]).toEqual({ code: "GIFT-100-LUMIERE", type: "static", value: 100, balance: 0 });
  });
});

describe("POST /__qa/reset after checkouts", () => {
  it("restores stock, gift card balances and orders, and forgets tokens, attempts and payment sessions", async () => {
    const { piece } = await checkoutActivity();
    const stockBefore = createStore().products.flatMap((p) => p.configurations).find((c) => c.id === piece.id)!.stock_qty;
    expect(piece.stock_qty).toBe(stockBefore - 2);
    expect(store.orders).toHaveLength(6);
    expect(Object.keys(store.card_tokens)).toHaveLength(3);
    expect(Object.keys(store.checkouts)).toHaveLength(2);
    expect(Object.keys(store.payment_sessions)).toHaveLength(1);
    const sessionPath = `/__provider/${Object.keys(store.payment_sessions)[0]}`;

    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);

    const { cv: _cv, ...rest } = store;
    const { cv: _seedCv, ...fresh } = createStore();
    expect(rest).toEqual(fresh);
    expect(store.products.flatMap((p) => p.configurations).find((c) => c.id === piece.id)!.stock_qty).toBe(stockBefore);
    expect(store.gift_cards[0].balance_cents).toBe(10_000);
    expect((await api(sessionPath)).status).toBe(404);
    const { body } = await getJson("/__qa/codes");
    expect((body as { data: { gift_cards: Array<{ balance: number | null }> } }).data.gift_cards[0].balance).toBe(100);
    // Order numbers start again after the seed's.
    const [again] = priced(100);
    const cart = await cartWith(again.id);
    await cartOf(await patchCheckout(cart.unique_id, { email: "qa@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "ground", payment_token: await cardToken() }));
    const placed = await postJson("/api/v1/carts/checkout", { cart_unique_id: cart.unique_id });
    expect(((await placed.json()) as { data: { order: { po_number: string } } }).data.order.po_number).toBe("ML-100253");
  });
});

describe("POST /__qa/reset after express checkouts and saved cards", () => {
  it("forgets approved express sessions and their attempts, wallet orders and cards saved at checkout", async () => {
    const token = await demoToken();
    const { cartId, path } = await approvedExpress("paypal_express", { headers: bearer(token) });
    const wallet = await cartWith(priced(300)[0].id);
    expect(
      (await startExpress({
        cart_unique_id: wallet.unique_id, payment_method: "google_pay", payment_token: "gpay-test-approve",
        email: "qa@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "ground", amount: 326.63,
      })).status,
    ).toBe(200);
    const saving = await cartWith(priced(300)[0].id);
    await cartOf(await patchCheckout(saving.unique_id, { email: "qa@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "ground", payment_token: await cardToken("6011111111111117", { save_card: true }) }));
    expect((await placeCheckout({ cart_unique_id: saving.unique_id }, bearer(token))).status).toBe(200);
    expect(store.saved_cards).toHaveLength(3);
    expect(store.orders).toHaveLength(7);

    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
    const { cv: _cv, ...rest } = store;
    const { cv: _seedCv, ...fresh } = createStore();
    expect(rest).toEqual(fresh);
    expect((await getJson(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`)).status).toBe(404);
    expect((await api(path)).status).toBe(404);
  });
});
