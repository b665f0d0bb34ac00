import { http } from "msw";
import { z } from "zod";

import { optionalUser } from "../accounts";
import { type CartState, cartState } from "../cart";
import { captureMismatch, cartFor, mayUseCart } from "../cart-access";
import { cardSummary, findCardToken, isCardTokenOf } from "../cards";
import { CHECKOUT_MESSAGES } from "../checkout";
import { approvedExpressSession, EXPRESS_MESSAGES } from "../express";
import { apiError, errors, notFound, ok, originOf } from "../http";
import { idempotent } from "../idempotency";
import type { Order, User } from "../model";
import { type ExpressRedirectMethodId, isExpressRedirectMethod, isRedirectMethod } from "../payments";
import { findAttempt, GIFT_CARD_PAYMENT, orderProblem, placeOrder, recordAttempt } from "../place-order";
import { checkReturnUrl, openPaymentSession } from "../provider";
import { ownSavedCard, SAVED_CARD_MESSAGES, saveCard } from "../saved-cards";
import { store, type StoredCart } from "../store";
import { field, readObject, validationErrors } from "../validation";

import { renderOrder } from "./orders";

const API = "*/api/v1";

export const placeInput = z.object({
  cart_unique_id: field.text("cart_unique_id", 64),
  // Needed for PayPal, Klarna and Affirm only.
  return_url: field.optionalText("return_url", 2048),
});

const placed = (request: Request, order: Order) => ok(request, { order: renderOrder(order), redirect_url: null });

/** A saved card only its owner's bearer can charge; otherwise the 400 goes on the field the payment step shows it under. */
function cardToCharge(cart: StoredCart, user: User | undefined) {
  const { card_token, saved_card_id } = cart.checkout;
  if (saved_card_id != null) {
    const saved = ownSavedCard(user, saved_card_id);
    return saved ? { card: saved, token: null } : { problem: apiError(400, SAVED_CARD_MESSAGES.notFoundAtCheckout, "saved_card_id") };
  }
  const token = card_token === null ? undefined : findCardToken(card_token);
  return token && isCardTokenOf(token, user?.id ?? null)
    ? { card: token, token }
    : { problem: apiError(400, CHECKOUT_MESSAGES.cardUnverified, "payment_token") };
}

/** A decline is a 402 on `number`, the field the shopper fixes; the token is spent, and a guest's card is never saved. */
function payByCard(request: Request, cart: StoredCart, state: CartState, user: User | undefined) {
  const { checkout } = cart;
  const charge = cardToCharge(cart, user);
  if ("problem" in charge) return charge.problem;
  const { card, token } = charge;
  if (!card.outcome.approved) {
    const message = card.outcome.message ?? CHECKOUT_MESSAGES.cardUnverified;
    checkout.payment_method = null;
    checkout.card_token = null;
    checkout.saved_card_id = null;
    recordAttempt(cart.unique_id, { status: "declined", payment_method: "card", message, order_id: null });
    return errors(402, [{ code: 402, property: "number", message }]);
  }
  const order = placeOrder(cart, state, { method: "card", card: cardSummary(card), userId: user?.id ?? null });
  if (user && token?.save_card) saveCard(user, token);
  return placed(request, order);
}

/** Affirm express (PayPal express too, though the storefront uses POST /carts/checkout/paypal/order): no second redirect. */
function payByExpress(request: Request, cart: StoredCart, state: CartState, method: ExpressRedirectMethodId, user: User | undefined) {
  const session = approvedExpressSession(cart.unique_id, method);
  if (!session) return apiError(409, EXPRESS_MESSAGES.approveFirst(method));
  const mismatch = captureMismatch(cart, session, state.totals.final);
  if (mismatch) return mismatch;
  const order = placeOrder(cart, state, { method, card: null, userId: user?.id ?? session.user_id, payer: session.buyer });
  session.status = "paid";
  return placed(request, order);
}

export const placeOrderHandlers = [
  http.post(`${API}/carts/checkout`, idempotent("place-order", async ({ request }) => {
    const parsed = placeInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = cartFor(request, parsed.data.cart_unique_id);
    if (!cart) return notFound();
    const state = cartState(cart);
    const problem = orderProblem(cart, state);
    if (problem) return errors(400, [problem]);
    const user = optionalUser(request);
    const userId = user?.id ?? null;

    if (state.totals.final === 0) {
      return placed(request, placeOrder(cart, state, { method: GIFT_CARD_PAYMENT, card: null, userId }));
    }
    const method = cart.checkout.payment_method ?? "";
    if (isExpressRedirectMethod(method)) return payByExpress(request, cart, state, method, user);
    if (!isRedirectMethod(method)) return payByCard(request, cart, state, user);

    const back = checkReturnUrl(parsed.data.return_url);
    if ("problem" in back) return apiError(400, back.problem, "return_url");
    const session = openPaymentSession({
      cart_unique_id: cart.unique_id,
      method,
      amount_cents: state.totals.final,
      return_url: back.url,
      user_id: userId,
      express: false,
      buyer: null,
    });
    recordAttempt(cart.unique_id, { status: "pending", payment_method: method, message: null, order_id: null });
    return ok(request, { order: null, redirect_url: `${originOf(request)}/__provider/${session.id}` });
  })),

  http.get(`${API}/checkout/get-order`, ({ request }) => {
    const id = new URL(request.url).searchParams.get("cart_unique_id")?.trim();
    if (!id) return apiError(400, "The cart_unique_id field is required.", "cart_unique_id");
    const attempt = findAttempt(id);
    if (!attempt) return notFound();
    const order = attempt.order_id === null ? undefined : store.orders.find((o) => o.id === attempt.order_id);
    // An account's outcome is the account's: its order once placed, its cart until then.
    const owner = order ? order.user_id : null;
    if (owner !== null ? optionalUser(request)?.id !== owner : !mayUseCart(request, id)) return notFound();
    return ok(request, {
      status: attempt.status,
      payment_method: attempt.payment_method,
      message: attempt.message,
      order: order ? renderOrder(order) : null,
      payer: attempt.payer,
      ...(attempt.idempotency_key ? { idempotency_key: attempt.idempotency_key } : {}),
    });
  }),
];
