/** Saved cards at checkout: paying with one (PATCH /carts/{id} saved_card_id) and saving a card an order is paid with. */
import { describe, expect, it } from "vitest";

import { placeOrderResponse, type Order } from "~/services/schemas/orders.server";
import { savedCardsResponse } from "~/services/schemas/profile.server";

import { DEMO_SAVED_CARDS } from "./seed";
import { createStore, store } from "./store";
import {
  allStrings,
  api,
  bearer,
  cardToken,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  fillCheckout,
  newShopperToken,
  patchCheckout,
  placeCheckout,
  priced,
  setupMockApi,
} from "./testing";

setupMockApi();

const NOT_FOUND = "The saved card was not found.";
const [VISA, MASTERCARD] = DEMO_SAVED_CARDS;
const NEXT_YEARS = new Date().getUTCFullYear() + 2;

const newCart = async () => cartWith(priced(300)[0].id);

async function orderOf(response: Response): Promise<Order> {
  expect(response.status).toBe(200);
  return placeOrderResponse.parse(await response.json()).data.order!;
}

async function savedCards(token: string) {
  const response = await api("/api/v1/users/payment-methods", { headers: bearer(token) });
  expect(response.status).toBe(200);
  return savedCardsResponse.parse(await response.json()).data;
}

async function cartPaidWith(number: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const cart = await newCart();
  await cartOf(await fillCheckout(cart.unique_id, { payment_method: "card", payment_token: await cardToken(number, extra) }, headers));
  return cart.unique_id;
}

describe("PATCH /api/v1/carts/{id} with saved_card_id", () => {
  it("pays with the signed-in shopper's saved card: its summary and id, no token needed", async () => {
    const token = await demoToken();
    const cart = await newCart();
    const paid = await cartOf(await patchCheckout(cart.unique_id, { payment_method: "card", saved_card_id: MASTERCARD.id }, bearer(token)));
    expect(paid.checkout).toMatchObject({ payment_method: "card" });
    expect(paid.checkout.card).toEqual({
      brand: "Mastercard",
      last4: "4444",
      exp_month: 11,
      exp_year: 2027,
      holder_name: "Camille Durand",
      card_name: "Anniversary Mastercard",
      saved_card_id: MASTERCARD.id,
    });
    expect(allStrings(paid).some((s) => s.startsWith("tok_"))).toBe(false);

    // Alone it means card; a digit string is an id too.
    const other = await newCart();
    const alone = await cartOf(await patchCheckout(other.unique_id, { saved_card_id: String(VISA.id) }, bearer(token)));
    expect(alone.checkout).toMatchObject({ payment_method: "card", card: { last4: "4242", card_name: "Everyday Visa", saved_card_id: VISA.id } });
  });

  it("a one-time token replaces it, and another method drops it", async () => {
    const token = await demoToken();
    const cart = await newCart();
    await cartOf(await patchCheckout(cart.unique_id, { saved_card_id: VISA.id }, bearer(token)));
    const byToken = await cartOf(await patchCheckout(cart.unique_id, { payment_token: await cardToken("378282246310005") }, bearer(token)));
    expect(byToken.checkout.card).toMatchObject({ brand: "American Express", saved_card_id: null });
    await cartOf(await patchCheckout(cart.unique_id, { saved_card_id: VISA.id }, bearer(token)));
    const paypal = await cartOf(await patchCheckout(cart.unique_id, { payment_method: "paypal" }, bearer(token)));
    expect(paypal.checkout).toMatchObject({ payment_method: "paypal", card: null });
  });

  it("refuses an unknown id, another account's card and a guest, on saved_card_id, changing nothing", async () => {
    const cart = await newCart();
    const before = await cartOf(await fillCheckout(cart.unique_id));
    const demo = await demoToken();
    const stranger = await newShopperToken();
    for (const [saved_card_id, headers] of [
      [99, bearer(demo)],
      [VISA.id, bearer(stranger)],
      [VISA.id, {}],
      [VISA.id, bearer("99|nope")],
    ] as const) {
      await expectApiError(
        await patchCheckout(cart.unique_id, { payment_method: "card", saved_card_id, email: "changed@example.com" }, headers),
        400,
        "saved_card_id",
        NOT_FOUND,
      );
    }
    await expectApiError(await patchCheckout(cart.unique_id, { saved_card_id: "abc" }, bearer(demo)), 400, "saved_card_id", "The saved_card_id must be an integer.");
    await expectApiError(await patchCheckout(cart.unique_id, { saved_card_id: null }, bearer(demo)), 400, "saved_card_id", "The saved_card_id field is required.");
    expect(await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).toEqual(before);
  });
});

describe("POST /api/v1/carts/checkout with a saved card", () => {
  it("charges the saved card; the order shows its summary", async () => {
    const token = await demoToken();
    const cart = await newCart();
    await cartOf(await fillCheckout(cart.unique_id, { saved_card_id: VISA.id }, bearer(token)));
    const order = await orderOf(await placeCheckout({ cart_unique_id: cart.unique_id }, bearer(token)));
    expect(order).toMatchObject({ payment_method: "card", final_amount: 340.63 });
    expect(order.card).toEqual({ brand: "Visa", last4: "4242", exp_month: 8, exp_year: 2028, holder_name: "Camille Durand", card_name: "Everyday Visa" });
    expect(store.orders.at(-1)!.user_id).toBe(1);
    // Paying with a saved card saves nothing new.
    expect(store.saved_cards).toEqual(createStore().saved_cards);
  });

  it("needs the owner's bearer and the card still on file", async () => {
    const token = await demoToken();
    const cart = await newCart();
    await cartOf(await fillCheckout(cart.unique_id, { saved_card_id: MASTERCARD.id }, bearer(token)));
    await expectApiError(await placeCheckout({ cart_unique_id: cart.unique_id }), 400, "saved_card_id", NOT_FOUND);
    await expectApiError(await placeCheckout({ cart_unique_id: cart.unique_id }, bearer(await newShopperToken())), 400, "saved_card_id", NOT_FOUND);
    expect((await api(`/api/v1/users/payment-methods/${MASTERCARD.id}`, { method: "DELETE", headers: bearer(token) })).status).toBe(200);
    await expectApiError(await placeCheckout({ cart_unique_id: cart.unique_id }, bearer(token)), 400, "saved_card_id", NOT_FOUND);
    expect((await cartOf(await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`))).checkout.card).toBeNull();
    expect(store.orders).toHaveLength(5);
  });
});

describe("saving a card an order is paid with", () => {
  it("a signed-in shopper's card is saved once, with its name, a new token and the charge outcome", async () => {
    const token = await demoToken();
    const cartId = await cartPaidWith("378282246310005", { card_name: "Anniversary Amex", save_card: "on" }, bearer(token));
    const oneTime = store.card_tokens[Object.keys(store.card_tokens).at(-1)!].token;
    await orderOf(await placeCheckout({ cart_unique_id: cartId }, bearer(token)));

    const cards = await savedCards(token);
    expect(cards).toHaveLength(3);
    expect(cards[2]).toEqual({
      id: 3,
      brand: "American Express",
      last4: "0005",
      exp_month: 12,
      exp_year: NEXT_YEARS,
      holder_name: "Camille Durand",
      card_name: "Anniversary Amex",
      is_default: false,
    });
    const stored = store.saved_cards.at(-1)!;
    expect(stored).toMatchObject({ user_id: 1, outcome: { approved: true, message: null } });
    expect(stored.token).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(stored.token).not.toBe(oneTime);
    // No card number kept: not this one, nor any run of digits as long as one (the token is hex, so may hold digits).
    const { token: _token, ...kept } = stored;
    expect(JSON.stringify(stored)).not.toContain("378282246310005");
    expect(JSON.stringify(kept)).not.toMatch(/\d{12,}/);

    // The same card again (same brand, last four and expiry, another name): not added twice.
    const again = await cartPaidWith("378282246310005", { card_name: "Other name", save_card: true }, bearer(token));
    await orderOf(await placeCheckout({ cart_unique_id: again }, bearer(token)));
    expect(await savedCards(token)).toHaveLength(3);

    // The saved card pays the next order.
    const next = await newCart();
    await cartOf(await fillCheckout(next.unique_id, { saved_card_id: 3 }, bearer(token)));
    expect((await orderOf(await placeCheckout({ cart_unique_id: next.unique_id }, bearer(token)))).card).toMatchObject({ last4: "0005", card_name: "Anniversary Amex" });
  });

  it("an account's first card becomes its default", async () => {
    const token = await newShopperToken();
    const cartId = await cartPaidWith("6011111111111117", { save_card: true });
    await orderOf(await placeCheckout({ cart_unique_id: cartId }, bearer(token)));
    expect(await savedCards(token)).toEqual([expect.objectContaining({ brand: "Discover", last4: "1117", card_name: null, is_default: true })]);
  });

  it("saves nothing for a guest, without the flag, or when the card is declined", async () => {
    const guest = await cartPaidWith("6011111111111117", { save_card: true });
    await orderOf(await placeCheckout({ cart_unique_id: guest }, bearer("99|stale")));
    const token = await demoToken();
    const unflagged = await cartPaidWith("6011111111111117", { save_card: false });
    await orderOf(await placeCheckout({ cart_unique_id: unflagged }, bearer(token)));
    const declined = await cartPaidWith("4000000000000002", { save_card: true });
    expect((await placeCheckout({ cart_unique_id: declined }, bearer(token))).status).toBe(402);
    expect(store.saved_cards).toEqual(createStore().saved_cards);
  });
});
