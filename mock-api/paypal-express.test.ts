/** PayPal express after approval: PATCH .../paypal/shipping-address and shipping-method, POST .../paypal/order, and their 409 guard. */
import { describe, expect, it } from "vitest";

import { placeOrderResponse } from "~/services/schemas/orders.server";

import { SANDBOX_BUYERS } from "./seed";
import { store } from "./store";
import {
  addressIn,
  api,
  approvedExpress,
  attemptOf,
  bearer,
  cardToken,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  patchCheckout,
  pressProvider,
  priced,
  RETURN_URL,
  sendJson,
  setupMockApi,
  startExpress,
} from "./testing";

setupMockApi();

const APPROVE_FIRST = "Approve the payment with PayPal first.";
const PAYER = SANDBOX_BUYERS.paypal_express;

const shippingAddress = (body: Record<string, unknown>) => sendJson("/api/v1/carts/checkout/paypal/shipping-address", body, { method: "PATCH" });
const shippingMethod = (body: Record<string, unknown>) => sendJson("/api/v1/carts/checkout/paypal/shipping-method", body, { method: "PATCH" });
const paypalOrder = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson("/api/v1/carts/checkout/paypal/order", body, { headers });
const fetchCart = async (id: string) => cartOf(await api(`/api/v1/carts?cart_unique_id=${id}`));

/** The payer as the storefront reads it from GET /checkout/get-order. */
async function payerOf(cartId: string) {
  return (await attemptOf(cartId)).payer as typeof PAYER;
}

/** The three PayPal calls, each needing an approved PayPal express session. */
const calls = (cart_unique_id: string) => [
  () => shippingAddress({ cart_unique_id, email: PAYER.email, shipping_address: PAYER.shipping_address }),
  () => shippingMethod({ cart_unique_id, shipping_rate_id: "ground" }),
  () => paypalOrder({ cart_unique_id }),
];

describe("the PayPal calls' guard", () => {
  it("409 until the cart's latest express session is an approved PayPal one", async () => {
    const cart = await cartWith(priced(300)[0].id);
    const id = cart.unique_id;
    const expectGuarded = async () => {
      for (const call of calls(id)) await expectApiError(await call(), 409, null, APPROVE_FIRST);
    };
    await expectGuarded(); // never went to PayPal

    const start = async (payment_method: string) => {
      const response = await startExpress({ cart_unique_id: id, payment_method, return_url: RETURN_URL });
      return new URL(placeOrderResponse.parse(await response.json()).data.redirect_url!).pathname;
    };
    const pending = await start("paypal_express");
    await expectGuarded(); // waiting on PayPal's page
    await pressProvider(pending, "decline");
    await expectGuarded(); // declined
    await pressProvider(await start("paypal_express"), "cancel");
    await expectGuarded(); // cancelled
    await approvedExpress("affirm_express", { cartId: id });
    await expectGuarded(); // approved, but with Affirm

    await approvedExpress("paypal_express", { cartId: id });
    await start("affirm_express");
    await expectGuarded(); // a newer express attempt retired the approval
    expect(store.orders).toHaveLength(5);
  });

  it("400 without cart_unique_id, 404 for an unknown cart", async () => {
    for (const call of calls("nope")) await expectApiError(await call(), 404, null, "Not found");
    await expectApiError(await shippingAddress({}), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectApiError(await shippingMethod({}), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectApiError(await paypalOrder({}), 400, "cart_unique_id", "The cart_unique_id field is required.");
  });
});

describe("PATCH /api/v1/carts/checkout/paypal/shipping-address", () => {
  it("stores the payer's e-mail and address, sets paypal_express, quotes shipping and taxes by the state", async () => {
    const { cartId } = await approvedExpress("paypal_express");
    const payer = await payerOf(cartId);
    const cart = await cartOf(await shippingAddress({ cart_unique_id: cartId, email: "Sandbox-Buyer@PayPal.example", shipping_address: payer.shipping_address }));
    expect(cart.checkout).toMatchObject({
      email: "sandbox-buyer@paypal.example",
      shipping_address: PAYER.shipping_address,
      shipping_rate_id: null,
      payment_method: "paypal_express",
      card: null,
    });
    expect(cart.shipping_rates.rates.map((r) => r.id)).toEqual(["ground", "express", "overnight"]);
    expect(cart).toMatchObject({ tax_amount: 21.75, shipping_amount: null }); // 7.25% California tax on 300
  });

  it("drops a card, and keeps a chosen rate only while the new address still has it", async () => {
    const cart = await cartWith(priced(300)[0].id);
    await cartOf(await patchCheckout(cart.unique_id, { shipping_address: addressIn("NY"), shipping_rate_id: "overnight", payment_token: await cardToken() }));
    await approvedExpress("paypal_express", { cartId: cart.unique_id });
    const kept = await cartOf(await shippingAddress({ cart_unique_id: cart.unique_id, email: PAYER.email, shipping_address: PAYER.shipping_address }));
    expect(kept.checkout).toMatchObject({ shipping_rate_id: "overnight", payment_method: "paypal_express", card: null });
    const alaska = await cartOf(await shippingAddress({ cart_unique_id: cart.unique_id, email: PAYER.email, shipping_address: addressIn("AK", "99501") }));
    expect(alaska.checkout.shipping_rate_id).toBeNull();
    expect(alaska.shipping_rates.rates.map((r) => r.id)).toEqual(["ground", "express"]);
  });

  it("needs a valid e-mail and a full address: every field error at once, nothing stored", async () => {
    const { cartId } = await approvedExpress("paypal_express");
    const before = await fetchCart(cartId);
    const response = await shippingAddress({ cart_unique_id: cartId, email: "not-an-email", shipping_address: { ...PAYER.shipping_address, last_name: "", zip_code: "ABCDE" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { code: 400, property: "email", message: "The email must be a valid email address." },
        { code: 400, property: "last_name", message: "The last_name field is required." },
        { code: 400, property: "zip_code", message: "The zip code must be a valid US ZIP code." },
      ],
    });
    const missing = await shippingAddress({ cart_unique_id: cartId });
    expect(await missing.json()).toEqual({
      errors: [
        { code: 400, property: "email", message: "The email field is required." },
        { code: 400, property: "shipping_address", message: "The shipping_address field is required." },
      ],
    });
    expect(await fetchCart(cartId)).toEqual(before);
  });
});

describe("PATCH /api/v1/carts/checkout/paypal/shipping-method", () => {
  it("takes one of the rates for the cart's address", async () => {
    const { cartId } = await approvedExpress("paypal_express");
    await expectApiError(await shippingMethod({ cart_unique_id: cartId, shipping_rate_id: "ground" }), 400, "shipping_rate_id", "Enter a shipping address first.");
    await cartOf(await shippingAddress({ cart_unique_id: cartId, email: PAYER.email, shipping_address: PAYER.shipping_address }));
    await expectApiError(await shippingMethod({ cart_unique_id: cartId, shipping_rate_id: "teleport" }), 400, "shipping_rate_id", "The selected shipping method is not available.");
    await expectApiError(await shippingMethod({ cart_unique_id: cartId }), 400, "shipping_rate_id", "The shipping_rate_id field is required.");
    const cart = await cartOf(await shippingMethod({ cart_unique_id: cartId, shipping_rate_id: "express" }));
    expect(cart).toMatchObject({ shipping_amount: 14, tax_amount: 21.75, final_amount: 335.75, checkout: { shipping_rate_id: "express", payment_method: "paypal_express" } });
  });
});

describe("POST /api/v1/carts/checkout/paypal/order", () => {
  /** An approved PayPal express cart with the payer's address and express shipping. */
  async function readyForPayPal(headers: Record<string, string> = {}) {
    const [piece] = priced(300);
    const { cartId, sessionId } = await approvedExpress("paypal_express", { cartId: (await cartWith(piece.id)).unique_id, headers });
    await cartOf(await shippingAddress({ cart_unique_id: cartId, email: PAYER.email, shipping_address: PAYER.shipping_address }));
    // The rate PayPal's page quoted: the first one for the buyer's address.
    await cartOf(await shippingMethod({ cart_unique_id: cartId, shipping_rate_id: "ground" }));
    return { cartId, sessionId, piece };
  }

  it("places the order paid by paypal_express; the session is paid, the cart gone, and a second call 404s", async () => {
    const { cartId, sessionId, piece } = await readyForPayPal();
    const stockBefore = piece.stock_qty;
    const response = await paypalOrder({ cart_unique_id: cartId });
    expect(response.status).toBe(200);
    const { data } = placeOrderResponse.parse(await response.json());
    expect(data.redirect_url).toBeNull();
    expect(data.order).toMatchObject({
      po_number: "ML-100253",
      payment_method: "paypal_express",
      card: null,
      email: "sandbox-buyer@paypal.example",
      billing_zip: "94105",
      shipping_address: { name: "Avery Buyer", city: "San Francisco", state: "CA" },
      final_amount: 321.75,
    });
    expect(store.orders.at(-1)!.user_id).toBeNull();
    expect(store.payment_sessions[sessionId].status).toBe("paid");
    expect(piece.stock_qty).toBe(stockBefore - 1);
    expect(await attemptOf(cartId)).toMatchObject({ status: "paid", payment_method: "paypal_express", message: null, payer: PAYER });

    await expectApiError(await paypalOrder({ cart_unique_id: cartId }), 404, null, "Not found");
    expect(store.orders).toHaveLength(6);
  });

  it("is the bearer's order, else the account that started the payment", async () => {
    const token = await demoToken();
    const started = await readyForPayPal(bearer(token));
    await placeOrderResponse.parseAsync(await (await paypalOrder({ cart_unique_id: started.cartId })).json());
    expect(store.orders.at(-1)!.user_id).toBe(1);

    const later = await readyForPayPal();
    await placeOrderResponse.parseAsync(await (await paypalOrder({ cart_unique_id: later.cartId }, bearer(token))).json());
    expect(store.orders.at(-1)!.user_id).toBe(1);
  });

  it("captures only the amount approved: a total changed since (Express shipping) places nothing and asks to pay again", async () => {
    const { cartId, sessionId } = await readyForPayPal();
    expect(store.payment_sessions[sessionId].amount_cents).toBe(32175);
    await cartOf(await shippingMethod({ cart_unique_id: cartId, shipping_rate_id: "express" }));
    const message = "The order's total is now USD 335.75, not the USD 321.75 you approved with PayPal, so nothing was charged. Please choose how to pay the new total.";
    await expectApiError(await paypalOrder({ cart_unique_id: cartId }), 409, "payment_method", message);
    expect(store.orders).toHaveLength(5);
    expect(store.payment_sessions[sessionId].status).toBe("cancelled");
    expect(store.carts[cartId].checkout.payment_method).toBeNull();
    expect(await attemptOf(cartId)).toMatchObject({ status: "cancelled", payment_method: "paypal_express", message });
    // Nothing left to capture with: the approval is spent.
    await expectApiError(await paypalOrder({ cart_unique_id: cartId }), 409, null, "Approve the payment with PayPal first.");
  });

  it("runs the checks of any order first", async () => {
    const { cartId } = await approvedExpress("paypal_express");
    await expectApiError(await paypalOrder({ cart_unique_id: cartId }), 400, "email", "Enter your e-mail address.");
    await cartOf(await shippingAddress({ cart_unique_id: cartId, email: PAYER.email, shipping_address: PAYER.shipping_address }));
    await expectApiError(await paypalOrder({ cart_unique_id: cartId }), 400, "shipping_rate_id", "Choose a shipping method.");
    await cartOf(await shippingMethod({ cart_unique_id: cartId, shipping_rate_id: "ground" }));
    const piece = store.products.flatMap((p) => p.configurations).find((c) => c.id === (store.carts[cartId].lines[0].product_configuration_id))!;
    piece.stock_qty = 0;
    await expectApiError(await paypalOrder({ cart_unique_id: cartId }), 400, "quantity");
    expect(store.orders).toHaveLength(5);
    expect(await attemptOf(cartId)).toMatchObject({ status: "approved" });
  });
});
