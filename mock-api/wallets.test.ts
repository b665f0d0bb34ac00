/** Google Pay and Apple Pay at POST /carts/checkout/express: the order at once, a declined token, field errors and the checks of any order. */
import { describe, expect, it } from "vitest";

import { placeOrderResponse } from "~/services/schemas/orders.server";

import { E_GIFT_CARD_SLUG } from "./seed";
import { store } from "./store";
import {
  addressIn,
  api,
  attemptOf,
  bearer,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  NY_ADDRESS,
  priced,
  RETURN_URL,
  setupMockApi,
  startExpress,
} from "./testing";
import { WALLET_TEST_TOKENS } from "./wallets";

setupMockApi();

const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));

/**
 * What a wallet's sheet gives, for a cart; override per test. The amount is the total the sheet showed: one piece at
 * USD 300, Express USD 14 and New York's 8.875 % tax.
 */
const sheet = (cart_unique_id: string, payment_method: string, overrides: Record<string, unknown> = {}) => ({
  cart_unique_id,
  payment_method,
  payment_token: "eyJzaWduYXR1cmUiOiJ0ZXN0In0=",
  amount: 340.63,
  email: "Wallet.Buyer@Example.com",
  shipping_address: NY_ADDRESS,
  shipping_rate_id: "express",
  ...overrides,
});

describe("POST /api/v1/carts/checkout/express with a wallet", () => {
  it.each([["google_pay"], ["apple_pay"]])("%s: stores the sheet's e-mail, address and rate and places the order at once", async (method) => {
    const [piece] = priced(300);
    const stockBefore = piece.stock_qty;
    const cart = await cartWith(piece.id);
    const response = await startExpress(sheet(cart.unique_id, method));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { checkout_id: string } };
    const { data } = placeOrderResponse.parse(body);
    expect(body.data.checkout_id).toMatch(/^[0-9a-f]{24}$/);
    expect(data.redirect_url).toBeNull();
    expect(data.order).toMatchObject({
      po_number: "ML-100253",
      payment_method: method,
      card: null,
      email: "wallet.buyer@example.com",
      billing_zip: "10023",
      shipping_address: { name: "Camille Durand", state: "NY" },
      shipping_amount: 14,
      tax_amount: 26.63,
      final_amount: 340.63,
    });
    expect(store.orders.at(-1)!.user_id).toBeNull();
    expect(piece.stock_qty).toBe(stockBefore - 1);
    expect((await api(`/api/v1/carts?cart_unique_id=${cart.unique_id}`)).status).toBe(404);
    expect(await attemptOf(cart.unique_id)).toMatchObject({ status: "paid", payment_method: method, message: null, payer: null });
  });

  it("pays once under an Idempotency-Key: the retry of a payment whose answer was lost gets the first answer, and one order", async () => {
    const cart = await cartWith(priced(300)[0].id);
    const ordersBefore = store.orders.length;
    const key = { "Idempotency-Key": "wallet-attempt-1" };
    const first = await startExpress(sheet(cart.unique_id, "google_pay"), key);
    expect(first.status).toBe(200);
    const again = await startExpress(sheet(cart.unique_id, "google_pay"), key);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(placeOrderResponse.parse(await again.json()).data.order).toEqual(placeOrderResponse.parse(await first.json()).data.order);
    expect(store.orders.length).toBe(ordersBefore + 1);
  });

  it("is the bearer's order, and any token but a declining one approves", async () => {
    const token = await demoToken();
    const cart = await cartWith(priced(300)[0].id);
    const response = await startExpress(sheet(cart.unique_id, "apple_pay", { payment_token: "applepay-test-approve" }), bearer(token));
    expect(response.status).toBe(200);
    expect(store.orders.at(-1)!.user_id).toBe(1);
  });

  it("a digital-only cart takes the e-mail rate", async () => {
    const gift = store.products.find((p) => p.slug === E_GIFT_CARD_SLUG)!.configurations[0];
    const cart = await cartWith(gift.id);
    await expectApiError(await startExpress(sheet(cart.unique_id, "google_pay")), 400, "shipping_rate_id", "The selected shipping method is not available.");
    // The card's value alone: no shipping, and no sales tax on an e-gift card (totals.ts), New York or not.
    const amount = gift.cost;
    const response = await startExpress(sheet(cart.unique_id, "google_pay", { shipping_rate_id: "email", amount }));
    expect(response.status).toBe(200);
    expect(placeOrderResponse.parse(await response.json()).data.order).toMatchObject({ payment_method: "google_pay", shipping_amount: 0 });
  });

  it.each([
    ["google_pay", "gpay-test-decline", "Your payment was declined by Google Pay."],
    ["apple_pay", "Please DECLINE this one", "Your payment was declined by Apple Pay."],
  ])("%s: a token containing decline (%s) is a 402 on payment_token; nothing is placed or stored", async (method, payment_token, message) => {
    const [piece] = priced(300);
    const stockBefore = piece.stock_qty;
    const cart = await cartWith(piece.id);
    const before = await fetchCart(cart.unique_id);
    const response = await startExpress(sheet(cart.unique_id, method, { payment_token }));
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ errors: [{ code: 402, property: "payment_token", message }] });
    expect(store.orders).toHaveLength(5);
    expect(piece.stock_qty).toBe(stockBefore);
    const after = await fetchCart(cart.unique_id);
    expect({ ...after, checkout: { ...after.checkout, checkout_id: null } }).toEqual(before);
    expect(await attemptOf(cart.unique_id)).toEqual({ status: "declined", payment_method: method, message, order: null, payer: null });
  });

  it("answers every missing or bad field at once", async () => {
    const cart = await cartWith(priced(300)[0].id);
    const missing = await startExpress({ cart_unique_id: cart.unique_id, payment_method: "google_pay" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      errors: [
        { code: 400, property: "payment_token", message: "The payment_token field is required." },
        { code: 400, property: "amount", message: "The amount field is required." },
        { code: 400, property: "email", message: "The email field is required." },
        { code: 400, property: "shipping_address", message: "The shipping_address field is required." },
        { code: 400, property: "shipping_rate_id", message: "The shipping_rate_id field is required." },
      ],
    });

    const bad = await startExpress(
      sheet(cart.unique_id, "apple_pay", {
        payment_token: "x".repeat(2049),
        email: "nope",
        shipping_address: { ...NY_ADDRESS, city: "", phone_number: "12" },
        shipping_rate_id: "overnight",
      }),
    );
    expect(await bad.json()).toEqual({
      errors: [
        { code: 400, property: "payment_token", message: "The payment_token may not be greater than 2048 characters." },
        { code: 400, property: "email", message: "The email must be a valid email address." },
        { code: 400, property: "city", message: "The city field is required." },
        { code: 400, property: "phone_number", message: "The phone number must be a valid US phone number." },
      ],
    });

    await expectApiError(
      await startExpress(sheet(cart.unique_id, "google_pay", { shipping_address: addressIn("HI", "96813"), shipping_rate_id: "overnight" })),
      400,
      "shipping_rate_id",
      "The selected shipping method is not available.",
    );
    expect(store.orders).toHaveLength(5);
    expect((await fetchCart(cart.unique_id)).checkout).toMatchObject({ email: null, shipping_address: null, shipping_rate_id: null });
  });

  it("runs the checks of any order: stock, and an empty cart", async () => {
    const [piece] = priced(300);
    const cart = await cartWith({ id: piece.id, quantity: 2 });
    piece.stock_qty = 1;
    const title = store.products.find((p) => p.id === piece.product_id)!.translations[0].title;
    await expectApiError(await startExpress(sheet(cart.unique_id, "google_pay")), 400, "quantity", `Only 1 left in stock: ${title}.`);
    expect(store.orders).toHaveLength(5);

    const empty = await cartWith(piece.id);
    await cartOf(await api(`/api/v1/carts/items/${empty.items[0].id}?cart_unique_id=${empty.unique_id}`, { method: "DELETE" }));
    await expectApiError(await startExpress(sheet(empty.unique_id, "google_pay")), 400, null, "Your cart is empty.");
  });

  it("the documented test tokens do what they say", async () => {
    for (const { method, token, outcome, message } of WALLET_TEST_TOKENS) {
      const cart = await cartWith(priced(300)[0].id);
      const response = await startExpress(sheet(cart.unique_id, method, { payment_token: token, return_url: RETURN_URL }));
      expect([token, response.status]).toEqual([token, outcome === "approved" ? 200 : 402]);
      expect((await attemptOf(cart.unique_id)).message).toBe(message);
    }
  });
});
