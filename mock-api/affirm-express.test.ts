/** Affirm express after approval: the address through express/shipping, then the ordinary POST /carts/checkout places the order at once. */
import { describe, expect, it } from "vitest";

import { placeOrderResponse } from "~/services/schemas/orders.server";

import { PAYMENT_LOCK_MESSAGES } from "./cart-access";
import { SANDBOX_BUYERS } from "./seed";
import { store } from "./store";
import {
  api,
  approvedExpress,
  attemptOf,
  bearer,
  cartOf,
  cartWith,
  demoToken,
  expectApiError,
  patchCheckout,
  placeCheckout,
  pressProvider,
  priced,
  RETURN_URL,
  sendJson,
  setupMockApi,
  startExpress,
} from "./testing";

setupMockApi();

const PAYER = SANDBOX_BUYERS.affirm_express;
const APPROVE_FIRST = "Approve the payment with Affirm first.";

const expressShipping = (body: Record<string, unknown>) => sendJson("/api/v1/carts/checkout/express/shipping", body, { method: "PATCH" });

/** A cart Affirm approved, with the payer's e-mail and address (affirm_express) and ground shipping. */
async function affirmReady(headers: Record<string, string> = {}) {
  const [piece] = priced(300);
  const { cartId, sessionId } = await approvedExpress("affirm_express", { cartId: (await cartWith(piece.id)).unique_id, headers });
  await cartOf(await expressShipping({ cart_unique_id: cartId, email: PAYER.email, shipping_address: PAYER.shipping_address, shipping_rate_id: "ground" }));
  return { cartId, sessionId, piece };
}

describe("POST /api/v1/carts/checkout with affirm_express", () => {
  it("places the order at once, with no second redirect; the session is paid", async () => {
    const { cartId, sessionId, piece } = await affirmReady();
    const stockBefore = piece.stock_qty;
    const sessionsBefore = Object.keys(store.payment_sessions).length;
    const response = await placeCheckout({ cart_unique_id: cartId, return_url: RETURN_URL });
    expect(response.status).toBe(200);
    const { data } = placeOrderResponse.parse(await response.json());
    expect(data.redirect_url).toBeNull();
    expect(data.order).toMatchObject({
      payment_method: "affirm_express",
      card: null,
      email: PAYER.email,
      shipping_address: { name: "Jordan Lee", state: "NY", zip_code: "10118" },
      final_amount: 326.63, // 300 + 8.875% New York tax, ground shipping
    });
    expect(store.payment_sessions[sessionId].status).toBe("paid");
    expect(Object.keys(store.payment_sessions)).toHaveLength(sessionsBefore);
    expect(piece.stock_qty).toBe(stockBefore - 1);
    expect(await attemptOf(cartId)).toMatchObject({ status: "paid", payment_method: "affirm_express", payer: PAYER });
    expect((await api(`/api/v1/carts?cart_unique_id=${cartId}`)).status).toBe(404);
  });

  it("is the bearer's order, else the account that started the payment", async () => {
    const token = await demoToken();
    const started = await affirmReady(bearer(token));
    expect((await placeCheckout({ cart_unique_id: started.cartId })).status).toBe(200);
    expect(store.orders.at(-1)!.user_id).toBe(1);
    const guest = await affirmReady();
    expect((await placeCheckout({ cart_unique_id: guest.cartId })).status).toBe(200);
    expect(store.orders.at(-1)!.user_id).toBeNull();
  });

  it("captures only the amount approved: a total changed since (Express shipping) places nothing and asks to pay again", async () => {
    const { cartId, sessionId } = await affirmReady();
    const approved = store.payment_sessions[sessionId].amount_cents;
    await cartOf(await expressShipping({ cart_unique_id: cartId, email: PAYER.email, shipping_address: PAYER.shipping_address, shipping_rate_id: "express" }));
    const message = PAYMENT_LOCK_MESSAGES.amountChanged("affirm_express", approved, approved + 1400);
    expect(message).toContain("USD 340.63");
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }), 409, "payment_method", message);
    expect(store.orders).toHaveLength(5);
    expect(store.payment_sessions[sessionId].status).toBe("cancelled");
    expect(await attemptOf(cartId)).toMatchObject({ status: "cancelled", payment_method: "affirm_express", message });
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }), 400, "payment_method", "Choose a payment method.");
  });

  it("runs the checks of any order first", async () => {
    const { cartId } = await approvedExpress("affirm_express");
    await cartOf(await expressShipping({ cart_unique_id: cartId, email: PAYER.email, shipping_address: PAYER.shipping_address }));
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }), 400, "shipping_rate_id", "Choose a shipping method.");
  });

  it("409 without an approved Affirm session: a newer express attempt, pending or cancelled", async () => {
    const { cartId } = await affirmReady();
    const restart = async () => {
      const response = await startExpress({ cart_unique_id: cartId, payment_method: "affirm_express", return_url: RETURN_URL });
      return new URL(placeOrderResponse.parse(await response.json()).data.redirect_url!).pathname;
    };
    const pending = await restart();
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }), 409, null, APPROVE_FIRST);
    await pressProvider(pending, "cancel");
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }), 409, null, APPROVE_FIRST);
    // A declined one also clears the checkout's affirm_express: the payment step asks again.
    await pressProvider(await restart(), "decline");
    await expectApiError(await placeCheckout({ cart_unique_id: cartId }), 400, "payment_method", "Choose a payment method.");
    expect(store.orders).toHaveLength(5);
    expect((await api(`/api/v1/carts?cart_unique_id=${cartId}`)).status).toBe(200);
  });

  it("a PayPal express approval places through it too", async () => {
    const { cartId } = await approvedExpress("paypal_express");
    const payer = SANDBOX_BUYERS.paypal_express;
    await cartOf(await sendJson("/api/v1/carts/checkout/paypal/shipping-address", { cart_unique_id: cartId, email: payer.email, shipping_address: payer.shipping_address }, { method: "PATCH" }));
    await cartOf(await patchCheckout(cartId, { shipping_rate_id: "ground" }));
    const response = await placeCheckout({ cart_unique_id: cartId });
    expect(placeOrderResponse.parse(await response.json()).data.order).toMatchObject({ payment_method: "paypal_express" });
  });
});
