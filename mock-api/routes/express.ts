import { http } from "msw";
import { z } from "zod";

import { optionalUser } from "../accounts";
import { cartState, renderCart } from "../cart";
import { captureMismatch, cartFor, PAYMENT_LOCK_MESSAGES, retireOpenPayments } from "../cart-access";
import { CHECKOUT_MESSAGES, startCheckout } from "../checkout";
import { approvedExpressSession, EXPRESS_MESSAGES, expressQuoteCents, sandboxBuyer, takePayer, takeShippingRate, updateExpressShipping } from "../express";
import { apiError, errors, notFound, ok, originOf } from "../http";
import { idempotent } from "../idempotency";
import { type ExpressRedirectMethodId, isExpressMethod, isWalletMethod, type WalletMethodId } from "../payments";
import { orderProblem, paidWith, placeOrder, recordAttempt } from "../place-order";
import { checkReturnUrl, openPaymentSession, PROVIDER_MESSAGES } from "../provider";
import type { StoredCart } from "../store";
import { field, readObject, validationErrors } from "../validation";
import { isDeclinedWalletToken, walletCheckout } from "../wallets";

import { renderOrder } from "./orders";

const API = "*/api/v1";

export const cartIdInput = z.object({ cart_unique_id: field.text("cart_unique_id", 64) });

/** 404 also once the order is placed; 409 unless the cart's latest express session is an approved one of `method`. */
async function approvedCart(request: Request, method: ExpressRedirectMethodId) {
  const body = await readObject(request);
  const id = cartIdInput.safeParse(body);
  if (!id.success) return validationErrors(id.error);
  const cart = cartFor(request, id.data.cart_unique_id);
  if (!cart) return notFound();
  const session = approvedExpressSession(cart.unique_id, method);
  if (!session) return apiError(409, EXPRESS_MESSAGES.approveFirst(method));
  return { body, cart, session };
}

export const startInput = z.object({
  cart_unique_id: field.text("cart_unique_id", 64),
  payment_method: field.text("payment_method", 255).refine(isExpressMethod, CHECKOUT_MESSAGES.paymentMethod),
  return_url: field.optionalText("return_url", 2048),
});

/** A declined token is a 402 on payment_token and nothing is placed or stored. */
function payByWallet(request: Request, cart: StoredCart, body: Record<string, unknown>, method: WalletMethodId) {
  const checkoutId = cart.checkout.checkout_id;
  const wallet = walletCheckout(cart, body);
  if ("errors" in wallet) return errors(400, wallet.errors);
  const state = cartState(wallet.cart);
  const problem = orderProblem(wallet.cart, state, method);
  if (problem) return errors(400, [problem]);
  // The sheet approved an amount: anything else is not what the buyer agreed to pay.
  if (wallet.amountCents !== state.totals.final) {
    const message = PAYMENT_LOCK_MESSAGES.amountChanged(method, wallet.amountCents, state.totals.final);
    recordAttempt(cart.unique_id, { status: "declined", payment_method: method, message, order_id: null });
    return errors(409, [{ code: 409, property: "amount", message }]);
  }
  if (isDeclinedWalletToken(wallet.token)) {
    const message = PROVIDER_MESSAGES.declined(method);
    recordAttempt(cart.unique_id, { status: "declined", payment_method: method, message, order_id: null });
    return errors(402, [{ code: 402, property: "payment_token", message }]);
  }
  const order = placeOrder(wallet.cart, state, { method: paidWith(state, method), card: null, userId: optionalUser(request)?.id ?? null });
  return ok(request, { checkout_id: checkoutId, order: renderOrder(order), redirect_url: null });
}

export const expressHandlers = [
  // A wallet's payment is ordered here at once: a retry with its Idempotency-Key never pays twice.
  http.post(`${API}/carts/checkout/express`, idempotent("express", async ({ request }) => {
    const body = await readObject(request);
    const parsed = startInput.safeParse(body);
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = cartFor(request, parsed.data.cart_unique_id);
    if (!cart) return notFound();
    const empty = startCheckout(cart);
    if (empty) return errors(400, [empty]);
    const checkoutId = cart.checkout.checkout_id;
    const method = parsed.data.payment_method;
    if (isWalletMethod(method)) return payByWallet(request, cart, body, method);

    const back = checkReturnUrl(parsed.data.return_url);
    if ("problem" in back) return apiError(400, back.problem, "return_url");
    const buyer = sandboxBuyer(method);
    const session = openPaymentSession({
      cart_unique_id: cart.unique_id,
      method,
      amount_cents: expressQuoteCents(cart, buyer),
      return_url: back.url,
      user_id: optionalUser(request)?.id ?? null,
      express: true,
      buyer,
    });
    recordAttempt(cart.unique_id, { status: "pending", payment_method: method, message: null, order_id: null });
    return ok(request, { checkout_id: checkoutId, order: null, redirect_url: `${originOf(request)}/__provider/${session.id}` });
  })),

  http.patch(`${API}/carts/checkout/express/shipping`, async ({ request }) => {
    const body = await readObject(request);
    const id = cartIdInput.safeParse(body);
    if (!id.success) return validationErrors(id.error);
    const cart = cartFor(request, id.data.cart_unique_id);
    if (!cart) return notFound();
    const problems = updateExpressShipping(cart, body);
    if (problems.length) return errors(400, problems);
    retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),

  http.patch(`${API}/carts/checkout/paypal/shipping-address`, async ({ request }) => {
    const found = await approvedCart(request, "paypal_express");
    if (found instanceof Response) return found;
    const problems = takePayer(found.cart, found.body, "paypal_express");
    return problems.length ? errors(400, problems) : ok(request, renderCart(found.cart));
  }),

  http.patch(`${API}/carts/checkout/paypal/shipping-method`, async ({ request }) => {
    const found = await approvedCart(request, "paypal_express");
    if (found instanceof Response) return found;
    const problems = takeShippingRate(found.cart, found.body);
    return problems.length ? errors(400, problems) : ok(request, renderCart(found.cart));
  }),

  /** For the bearer's account, else the buyer who started the payment. */
  http.post(`${API}/carts/checkout/paypal/order`, idempotent("paypal-order", async ({ request }) => {
    const found = await approvedCart(request, "paypal_express");
    if (found instanceof Response) return found;
    const { cart, session } = found;
    const state = cartState(cart);
    const problem = orderProblem(cart, state, session.method);
    if (problem) return errors(400, [problem]);
    const mismatch = captureMismatch(cart, session, state.totals.final);
    if (mismatch) return mismatch;
    const userId = optionalUser(request)?.id ?? session.user_id;
    const order = placeOrder(cart, state, { method: paidWith(state, session.method), card: null, userId, payer: session.buyer });
    session.status = "paid";
    return ok(request, { order: renderOrder(order), redirect_url: null });
  })),
];
