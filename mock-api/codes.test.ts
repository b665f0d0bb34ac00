/** Discount codes and gift cards: POST /carts/bind-gift-card and /carts/unbind-gift-card, and the totals they change. */
import { describe, expect, it } from "vitest";

import { cartResponse, discountEntry, giftCardEntry } from "~/services/schemas/cart.server";

import { DISCOUNT_CODES, GIFT_CARDS } from "./seed";
import { store } from "./store";
import { api, cartOf, cartWith, expectApiError, postJson, priced, setupMockApi } from "./testing";

setupMockApi();

const bind = (cart_unique_id: string, gift_card_code: unknown) =>
  postJson("/api/v1/carts/bind-gift-card", { cart_unique_id, gift_card_code });
const unbind = (cart_unique_id: string, gift_card_code: unknown) =>
  postJson("/api/v1/carts/unbind-gift-card", { cart_unique_id, gift_card_code });
const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));

describe("the seeded codes", () => {
  it("are the documented ones", () => {
    expect(DISCOUNT_CODES.map((d) => [d.code, d.type, d.value])).toEqual([
      ["WELCOME10", "percent", 10],
      ["LUMIERE50", "static", 50],
      ["WINTER2024", "percent", 20],
    ]);
    expect(Date.parse(DISCOUNT_CODES[2].expires_at!)).toBeLessThan(Date.now());
    expect(GIFT_CARDS.map((g) => [g.code, g.type, g.value, g.balance_cents])).toEqual([
      ["GIFT-100-LUMIERE", "static", 100, 10_000],
      ["GIFT-500-LUMIERE", "static", 500, 50_000],
      ["GIFT-15-PERCENT", "percent", 15, null],
      ["GIFT-EMPTY", "static", 100, 0],
    ]);
    expect(store.discount_codes).toEqual(DISCOUNT_CODES);
    expect(store.gift_cards).toEqual(GIFT_CARDS);
  });
});

describe("a cart before any code", () => {
  it("serves the totals with nothing taken off, shipping and tax unknown", async () => {
    const [a, b] = priced(200, 35.5);
    const cart = await cartWith({ id: a.id, quantity: 2 }, b.id);
    expect(cart).toMatchObject({
      total_cost: 435.5,
      discount_amount: 0,
      gift_card_amount: 0,
      shipping_amount: null,
      tax_amount: null,
      final_amount: 435.5,
      options: { discounts: {}, gift_cards: {} },
      shipping_rates: { rates: [] },
      checkout: { checkout_id: null, email: null, shipping_address: null, shipping_rate_id: null, payment_method: null, card: null },
    });
  });
});

describe("POST /api/v1/carts/bind-gift-card with a discount code", () => {
  it("WELCOME10 takes 10% of the items, shown under options.discounts", async () => {
    const [a] = priced(123.45);
    const cart = await cartWith(a.id);
    const after = await cartOf(await bind(cart.unique_id, "WELCOME10"));
    expect(after).toMatchObject({ total_cost: 123.45, discount_amount: 12.35, final_amount: 111.1 });
    expect(discountEntry.parse(after.options.discounts.WELCOME10)).toEqual({
      code: "WELCOME10",
      discount_type: 1,
      base_discount_amount: 10,
      used_discount_amount: 12.35,
    });
    expect(after.options.gift_cards).toEqual({});
    expect(await fetchCart(cart.unique_id)).toEqual(after);
  });

  it("LUMIERE50 takes USD 50, never more than the items", async () => {
    const [a, b] = priced(200, 30);
    const big = await cartOf(await bind((await cartWith(a.id)).unique_id, "LUMIERE50"));
    expect(big).toMatchObject({ discount_amount: 50, final_amount: 150 });
    expect(big.options.discounts.LUMIERE50).toEqual({ code: "LUMIERE50", discount_type: 2, base_discount_amount: 50, used_discount_amount: 50 });
    const small = await cartOf(await bind((await cartWith(b.id)).unique_id, "LUMIERE50"));
    expect(small).toMatchObject({ discount_amount: 30, final_amount: 0 });
  });

  it("matches codes trimmed and in any case, keyed in upper case", async () => {
    const [a] = priced(100);
    const cart = await cartOf(await bind((await cartWith(a.id)).unique_id, "  welcome10 "));
    expect(Object.keys(cart.options.discounts)).toEqual(["WELCOME10"]);
  });

  it("follows quantity changes and leaves gift-campaign lines out", async () => {
    const [a, giftPiece] = priced(100, 1000);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "WELCOME10"));
    await cartOf(await postJson(`/__qa/carts/${cart.unique_id}/gift`, { product_configuration_id: giftPiece.id }));
    const lineId = cart.items[0].id;
    const more = await cartOf(await postJson(`/api/v1/carts/items/${lineId}`, { cart_unique_id: cart.unique_id, quantity: 3 }, "PATCH"));
    expect(more).toMatchObject({ total_cost: 300, discount_amount: 30, final_amount: 270 });
    expect(more.options.discounts.WELCOME10.used_discount_amount).toBe(30);
  });
});

describe("POST /api/v1/carts/bind-gift-card with a gift card", () => {
  it("pays up to its balance, shown under options.gift_cards with the balance as base", async () => {
    const [a] = priced(250);
    const cart = await cartOf(await bind((await cartWith(a.id)).unique_id, "gift-100-lumiere"));
    expect(cart).toMatchObject({ total_cost: 250, gift_card_amount: 100, final_amount: 150 });
    expect(giftCardEntry.parse(cart.options.gift_cards["GIFT-100-LUMIERE"])).toEqual({
      code: "GIFT-100-LUMIERE",
      gift_card_type: 2,
      base_gift_card_amount: 100,
      used_gift_card_amount: 100,
    });
    expect(cart.options.discounts).toEqual({});
  });

  it("pays in the order applied, after the discount, never below 0", async () => {
    const [a] = priced(600);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "LUMIERE50"));
    await cartOf(await bind(cart.unique_id, "GIFT-500-LUMIERE"));
    const both = await cartOf(await bind(cart.unique_id, "GIFT-100-LUMIERE"));
    // 600 - 50 = 550: the 500 card pays 500, the 100 card the last 50.
    expect(both).toMatchObject({ discount_amount: 50, gift_card_amount: 550, final_amount: 0 });
    expect(Object.entries(both.options.gift_cards).map(([code, e]) => [code, e.used_gift_card_amount])).toEqual([
      ["GIFT-500-LUMIERE", 500],
      ["GIFT-100-LUMIERE", 50],
    ]);
    const without = await cartOf(await unbind(cart.unique_id, "GIFT-500-LUMIERE"));
    expect(without).toMatchObject({ gift_card_amount: 100, final_amount: 450 });
  });

  it("a percent card pays its share of the whole amount due", async () => {
    const [a] = priced(200);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "WELCOME10"));
    const after = await cartOf(await bind(cart.unique_id, "GIFT-15-PERCENT"));
    expect(after).toMatchObject({ discount_amount: 20, gift_card_amount: 27, final_amount: 153 });
    expect(after.options.gift_cards["GIFT-15-PERCENT"]).toEqual({
      code: "GIFT-15-PERCENT",
      gift_card_type: 1,
      base_gift_card_amount: 15,
      used_gift_card_amount: 27,
    });
  });

  it("spends no balance: binding only previews it", async () => {
    const [a] = priced(250);
    await cartOf(await bind((await cartWith(a.id)).unique_id, "GIFT-100-LUMIERE"));
    expect(store.gift_cards.find((g) => g.code === "GIFT-100-LUMIERE")!.balance_cents).toBe(10_000);
  });
});

describe("refused codes", () => {
  it.each([
    ["NOPE", "The code NOPE is not valid."],
    [" nope-2 ", "The code NOPE-2 is not valid."],
    ["winter2024", "This code has expired."],
    ["GIFT-EMPTY", "This gift card has no balance left."],
  ])("%j: %s", async (code, message) => {
    const [a] = priced(100);
    const cart = await cartWith(a.id);
    await expectApiError(await bind(cart.unique_id, code), 400, "gift_card_code", message);
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });

  it("a code already applied, in any case", async () => {
    const [a] = priced(100);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "WELCOME10"));
    await cartOf(await bind(cart.unique_id, "GIFT-100-LUMIERE"));
    const before = await fetchCart(cart.unique_id);
    for (const code of ["welcome10", "GIFT-100-LUMIERE"]) {
      await expectApiError(await bind(cart.unique_id, code), 400, "gift_card_code", "This code is already applied to your cart.");
    }
    expect(await fetchCart(cart.unique_id)).toEqual(before);
  });

  it("a second discount code, while gift cards may be added", async () => {
    const [a] = priced(100);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "WELCOME10"));
    await expectApiError(await bind(cart.unique_id, "LUMIERE50"), 400, "gift_card_code", "Only one discount code can be used per order.");
    await cartOf(await bind(cart.unique_id, "GIFT-15-PERCENT"));
    // Once the first is removed, another may take its place.
    await cartOf(await unbind(cart.unique_id, "WELCOME10"));
    const swapped = await cartOf(await bind(cart.unique_id, "LUMIERE50"));
    expect(Object.keys(swapped.options.discounts)).toEqual(["LUMIERE50"]);
  });

  it("missing fields, one error per field", async () => {
    const response = await postJson("/api/v1/carts/bind-gift-card", { gift_card_code: "  " });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { code: 400, property: "cart_unique_id", message: "The cart_unique_id field is required." },
        { code: 400, property: "gift_card_code", message: "The gift_card_code field is required." },
      ],
    });
    const [a] = priced(100);
    const cart = await cartWith(a.id);
    await expectApiError(await unbind(cart.unique_id, null), 400, "gift_card_code", "The gift_card_code field is required.");
  });

  it("an unknown cart is a 404, for both", async () => {
    await expectApiError(await bind("nope", "WELCOME10"), 404, null, "Not found");
    await expectApiError(await unbind("constructor", "WELCOME10"), 404, null, "Not found");
  });
});

describe("POST /api/v1/carts/unbind-gift-card", () => {
  it("removes a code, matched like bind, and answers the cart", async () => {
    const [a] = priced(100);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "WELCOME10"));
    await cartOf(await bind(cart.unique_id, "GIFT-100-LUMIERE"));
    const response = await unbind(cart.unique_id, " Welcome10");
    const after = cartResponse.parse(await response.json()).data;
    expect(after.options.discounts).toEqual({});
    expect(Object.keys(after.options.gift_cards)).toEqual(["GIFT-100-LUMIERE"]);
    expect(after).toMatchObject({ discount_amount: 0, gift_card_amount: 100, final_amount: 0 });
  });

  it("refuses a code that is not on the cart, known or not", async () => {
    const [a] = priced(100);
    const cart = await cartWith(a.id);
    await cartOf(await bind(cart.unique_id, "WELCOME10"));
    for (const code of ["LUMIERE50", "GIFT-100-LUMIERE", "NOPE"]) {
      await expectApiError(await unbind(cart.unique_id, code), 400, "gift_card_code", "This code is not applied to your cart.");
    }
  });
});
