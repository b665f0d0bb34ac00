/** QA's named scenarios through /__qa/scenarios (in-process): each sets its state, the API behaves so, its reset undoes it. */
import { describe, expect, it } from "vitest";

import { checkoutOrderResponse, placeOrderResponse } from "~/services/schemas/orders.server";

import { findUserByEmail } from "./accounts";
import { listFaults } from "./faults";
import { MAINTENANCE_MESSAGE, PARTIAL_GIFT_CARD } from "./scenarios";
import { DEMO_EMAIL } from "./seed";
import { store } from "./store";
import {
  api,
  bearer,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  fillCheckout,
  getJson,
  newShopperToken,
  oneSizePieces,
  placeCheckout,
  postJson,
  pressProvider,
  priced,
  RETURN_URL,
  sendJson,
  setupMockApi,
  startExpress,
} from "./testing";

setupMockApi({ campaign: false });

type Answer = { name: string; active: boolean; message: string; cv: string } & Record<string, unknown>;

async function setScenario(name: string, parameters: unknown = {}): Promise<Answer> {
  const response = await postJson(`/__qa/scenarios/${name}`, parameters);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

async function resetScenario(name: string): Promise<Answer> {
  const response = await api(`/__qa/scenarios/${name}`, { method: "DELETE" });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

async function activeNames() {
  const { body } = await getJson("/__qa/scenarios");
  return (body as { data: Array<{ name: string; active: boolean }> }).data.filter((s) => s.active).map((s) => s.name);
}

const profileStatus = async (token: string) => (await api("/api/v1/users", { headers: bearer(token) })).status;

describe("GET /__qa/scenarios", () => {
  it("lists each scenario with its parameters, none active at first", async () => {
    const { status, body } = await getJson("/__qa/scenarios");
    expect(status).toBe(200);
    const list = (body as { data: Array<{ name: string; active: boolean; parameters: Array<{ name: string; required: boolean }> }> }).data;
    expect(list.map((s) => [s.name, s.parameters.map((p) => `${p.name}${p.required ? "" : "?"}`)])).toEqual([
      ["expired-session", ["email?"]],
      ["sold-out-line", ["cart_unique_id"]],
      ["partial-gift-card", ["balance?"]],
      ["declining-provider", []],
      ["maintenance", ["message?"]],
    ]);
    expect(list.every((s) => !s.active)).toBe(true);
  });
});

describe("expired-session", () => {
  it("expires every open session token: the next call answers 401; reset makes them work again", async () => {
    const [demo, other] = [await demoToken(), await newShopperToken()];
    const set = await setScenario("expired-session");
    expect(set).toMatchObject({ active: true, expired: 2, emails: [DEMO_EMAIL, "ines.moreau@example.com"] });
    for (const token of [demo, other]) {
      await expectApiError(await api("/api/v1/users", { headers: bearer(token) }), 401, null, "Unauthenticated.");
    }
    // Signing in again works at once.
    expect(await profileStatus(await demoToken())).toBe(200);
    expect(await activeNames()).toEqual(["expired-session"]);

    expect(await resetScenario("expired-session")).toMatchObject({ active: false, restored: 2, dropped: 0 });
    expect([await profileStatus(demo), await profileStatus(other)]).toEqual([200, 200]);
    expect(await activeNames()).toEqual([]);
  });

  it("expires one account's sessions when given its e-mail (any case)", async () => {
    const [demo, other] = [await demoToken(), await newShopperToken()];
    expect(await setScenario("expired-session", { email: ` ${DEMO_EMAIL.toUpperCase()} ` })).toMatchObject({ expired: 1, emails: [DEMO_EMAIL] });
    expect([await profileStatus(demo), await profileStatus(other)]).toEqual([401, 200]);
  });

  it("does not bring back a token whose account's password changed meanwhile", async () => {
    const demo = await demoToken();
    await setScenario("expired-session");
    findUserByEmail(DEMO_EMAIL)!.password_hash = "scrypt$changed";
    expect(await resetScenario("expired-session")).toMatchObject({ restored: 0, dropped: 1 });
    expect(await profileStatus(demo)).toBe(401);
  });

  it("with no session open expires nothing and is not active; an unknown e-mail is refused", async () => {
    expect(await setScenario("expired-session")).toMatchObject({ active: false, expired: 0 });
    await expectApiError(await postJson("/__qa/scenarios/expired-session", { email: "nobody@example.com" }), 400, "email");
  });
});

describe("sold-out-line", () => {
  it("sells out the piece on the cart's first line: the cart shows it, checkout refuses it; reset restores its stock", async () => {
    const [first, second] = priced(300, 200);
    const before = { stock_qty: first.stock_qty, track_inventory: first.track_inventory };
    const cart = await cartWith(first.id, second.id);
    const set = await setScenario("sold-out-line", { cart_unique_id: cart.unique_id });
    expect(set).toMatchObject({ active: true, item_id: cart.items[0].id, product_configuration_id: first.id, before });

    const [line, untouched] = (await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).items;
    expect([line.stock_qty, line.track_inventory, untouched.stock_qty]).toEqual([0, true, second.stock_qty]);
    await cartOf(await fillCheckout(cart.unique_id, { payment_method: "paypal" }));
    await expectApiError(await placeCheckout({ cart_unique_id: cart.unique_id, return_url: RETURN_URL }), 400, "quantity", `This item is out of stock: ${line.title}.`);
    const raise = await sendJson(`/api/v1/carts/items/${line.id}`, { cart_unique_id: cart.unique_id, quantity: 2 }, { method: "PATCH" });
    await expectApiError(raise, 400, "quantity", "This item is out of stock.");

    expect(await resetScenario("sold-out-line")).toMatchObject({ active: false, restored: [{ product_configuration_id: first.id, ...before }] });
    expect(first).toMatchObject(before);
    expect((await placeCheckout({ cart_unique_id: cart.unique_id, return_url: RETURN_URL })).status).toBe(200);
  });

  it("makes a made-to-order piece tracked, and untracked again on reset", async () => {
    const madeToOrder = oneSizePieces().flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;
    const cart = await cartWith(madeToOrder.id);
    await setScenario("sold-out-line", { cart_unique_id: cart.unique_id });
    await expectApiError(await postJson("/api/v1/carts/items", { product_configuration_id: madeToOrder.id }), 400, "product_configuration_id", "This item is out of stock.");
    await resetScenario("sold-out-line");
    expect(madeToOrder.track_inventory).toBe(false);
  });

  it("refuses a missing, unknown or empty cart, naming cart_unique_id", async () => {
    await expectApiError(await postJson("/__qa/scenarios/sold-out-line", {}), 400, "cart_unique_id", "cart_unique_id is required");
    await expectApiError(await postJson("/__qa/scenarios/sold-out-line", { cart_unique_id: "nope" }), 400, "cart_unique_id", "No cart has the id nope.");
    const cart = await cartWith(priced(100)[0].id);
    await api(`/api/v1/carts/items/${cart.items[0].id}?cart_unique_id=${cart.unique_id}`, { method: "DELETE" });
    const empty = await postJson("/__qa/scenarios/sold-out-line", { cart_unique_id: cart.unique_id });
    await expectApiError(empty, 400, "cart_unique_id", `The cart ${cart.unique_id} is empty: add a piece to it first.`);
    expect(await activeNames()).toEqual([]);
  });
});

describe("partial-gift-card", () => {
  const { code } = PARTIAL_GIFT_CARD;
  const bind = (cartId: string) => postJson("/api/v1/carts/bind-gift-card", { cart_unique_id: cartId, gift_card_code: code });

  it("adds a card with USD 50 left: paying with it leaves an amount due; reset takes it away, off the cart too", async () => {
    expect(await setScenario("partial-gift-card")).toMatchObject({ active: true, code, value: 250, balance: 50 });
    const cart = await cartWith(priced(300)[0].id);
    const bound = await cartOf(await bind(cart.unique_id));
    expect([bound.gift_card_amount, bound.final_amount]).toEqual([50, 250]);

    expect(await resetScenario("partial-gift-card")).toMatchObject({ active: false, unbound_from: [cart.unique_id] });
    const after = await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`));
    expect([after.gift_card_amount, after.final_amount, Object.keys(after.options.gift_cards)]).toEqual([0, 300, []]);
    await expectApiError(await bind(cart.unique_id), 400, "gift_card_code", `The code ${code} is not valid.`);
    // Set again, the card is not back on the cart unasked.
    await setScenario("partial-gift-card");
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).gift_card_amount).toBe(0);
  });

  it("takes the balance given, and refuses one that is not above 0 and at most the card's value, to the cent", async () => {
    expect(await setScenario("partial-gift-card", { balance: 12.5 })).toMatchObject({ balance: 12.5 });
    expect(store.gift_cards.find((card) => card.code === code)?.balance_cents).toBe(1250);
    for (const balance of [0, 250.01, 10.001, "ten"]) {
      await expectApiError(await postJson("/__qa/scenarios/partial-gift-card", { balance }), 400, "balance");
    }
  });
});

describe("declining-provider", () => {
  async function atProvider(method: string) {
    const cart = await cartWith(priced(300)[0].id);
    await cartOf(await fillCheckout(cart.unique_id, { payment_method: method }));
    const placed = placeOrderResponse.parse(await (await placeCheckout({ cart_unique_id: cart.unique_id, return_url: RETURN_URL })).json());
    return { cartId: cart.unique_id, path: new URL(placed.data.redirect_url!).pathname };
  }
  const outcomeOf = async (cartId: string) => checkoutOrderResponse.parse((await getJson(`/api/v1/checkout/get-order?cart_unique_id=${cartId}`)).body).data;

  it("declines every approval at PayPal, Klarna and Affirm; reset: they approve again", async () => {
    await setScenario("declining-provider");
    for (const [method, name] of [["paypal", "PayPal"], ["klarna", "Klarna"], ["affirm", "Affirm"]]) {
      const { cartId, path } = await atProvider(method);
      const back = await pressProvider(path, "approve");
      expect(new URL(back.headers.get("location")!).searchParams.get("status")).toBe("declined");
      expect(await outcomeOf(cartId)).toMatchObject({ status: "declined", message: `Your payment was declined by ${name}.` });
      expect((await api(`/api/v1/carts?cart_unique_id=${cartId}`)).status).toBe(200);
    }
    const express = await cartWith(priced(300)[0].id);
    const started = await startExpress({ cart_unique_id: express.unique_id, payment_method: "affirm_express", return_url: RETURN_URL });
    const page = new URL(((await started.json()) as { data: { redirect_url: string } }).data.redirect_url).pathname;
    expect(new URL((await pressProvider(page, "approve")).headers.get("location")!).searchParams.get("status")).toBe("declined");
    expect(await outcomeOf(express.unique_id)).toMatchObject({ status: "declined", message: "Your payment was declined by Affirm." });
    await resetScenario("declining-provider");
    const { cartId, path } = await atProvider("paypal");
    expect(new URL((await pressProvider(path, "approve")).headers.get("location")!).searchParams.get("status")).toBe("paid");
    expect((await outcomeOf(cartId)).status).toBe("paid");
  });
});

describe("maintenance", () => {
  it("answers every /api/v1 call 503 with error_code 503 while /__qa works; reset ends it", async () => {
    const set = await setScenario("maintenance");
    expect(set).toMatchObject({ active: true, status: 503 });
    for (const path of ["/api/v1/bootstrap", "/api/v1/carts?cart_unique_id=x"]) {
      const response = await api(path);
      expect([response.status, await response.json()]).toEqual([503, { error_code: 503, message: MAINTENANCE_MESSAGE }]);
    }
    expect((await postJson("/api/v1/authorizations", { email: DEMO_EMAIL, password: "x" })).status).toBe(503);
    expect((await api("/__qa/codes")).status).toBe(200);
    expect(listFaults().map((fault) => fault.id)).toEqual([set.fault_id]);

    expect(await resetScenario("maintenance")).toMatchObject({ active: false });
    expect((await api("/api/v1/bootstrap")).status).toBe(200);
    expect(listFaults()).toEqual([]);
  });

  it("takes a message; set again, it replaces its fault; clearing the faults ends it too", async () => {
    await setScenario("maintenance");
    await setScenario("maintenance", { message: "Back at noon" });
    expect(listFaults()).toHaveLength(1);
    expect(await (await api("/api/v1/languages")).json()).toEqual({ error_code: 503, message: "Back at noon" });
    await api("/__qa/faults", { method: "DELETE" });
    expect(await activeNames()).toEqual([]);
  });
});

describe("setting and resetting", () => {
  it("each set and reset bumps cv; a reset of a scenario not active changes nothing", async () => {
    const cv = Number(store.cv);
    expect((await setScenario("declining-provider")).cv).toBe(String(cv + 1));
    expect((await resetScenario("declining-provider")).cv).toBe(String(cv + 2));
    expect(await resetScenario("declining-provider")).toMatchObject({ cv: String(cv + 2), message: "Declining payment providers was not active: nothing to undo." });
  });

  it("POST /__qa/reset ends them all", async () => {
    await demoToken();
    const cart = await cartWith(priced(300)[0].id);
    await setScenario("expired-session");
    await setScenario("sold-out-line", { cart_unique_id: cart.unique_id });
    await setScenario("partial-gift-card");
    await setScenario("declining-provider");
    await setScenario("maintenance");
    expect(await activeNames()).toHaveLength(5);
    expect((await postJson("/__qa/reset", {})).status).toBe(200);
    expect(await activeNames()).toEqual([]);
    expect((await api("/api/v1/bootstrap")).status).toBe(200);
    expect(store.scenarios).toEqual({ expired_sessions: [], sold_out: [], providers_decline: false, maintenance_fault_id: null });
  });

  it("refuses an unknown name (404) and bad or unknown parameters (400), in the API's error shape", async () => {
    for (const method of ["POST", "DELETE"]) {
      const response = await api("/__qa/scenarios/nope", { method, headers: { "Content-Type": "application/json" }, body: method === "POST" ? "{}" : undefined });
      await expectApiError(response, 404, "name");
    }
    await expectApiError(await postJson("/__qa/scenarios/maintenance", { mesage: "typo" }), 400, "mesage", "mesage is not a parameter of this scenario.");
    await expectApiError(await postJson("/__qa/scenarios/maintenance", { message: 503 }), 400, "message");
    await expectApiError(await postJson("/__qa/scenarios/maintenance", ["x"]), 400, null);
    const badJson = await api("/__qa/scenarios/maintenance", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    await expectApiError(badJson, 400, null, "The body is not valid JSON.");
    expect(await activeNames()).toEqual([]);
  });

  it("takes no post from another site's page", async () => {
    const response = await api("/__qa/scenarios/maintenance", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://elsewhere.example" } });
    expect(response.status).toBe(403);
    expect(await activeNames()).toEqual([]);
  });
});
