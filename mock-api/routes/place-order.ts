/**
 * Placing the order (POST /carts/checkout) and reading a checkout's outcome
 * (GET /checkout/get-order). A card is charged on the spot; PayPal, Klarna
 * and Affirm send the shopper to the provider's page (routes/provider.ts);
 * an express payment the buyer has approved there is ordered at once
 * (express.ts); when gift cards cover everything nothing is charged. Checks
 * and the order itself are in place-order.ts; an Idempotency-Key makes a
 * retry safe (idempotency.ts).
 */
import { http } from "msw";
import { z } from "zod";

import { optionalUser } from "../accounts";
import { type CartState, cartState, findCart } from "../cart";
import { cardSummary, findCardToken } from "../cards";
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

const placeInput = z.object({
  cart_unique_id: field.text("cart_unique_id", 64),
  // Where the provider sends the shopper back; needed for PayPal, Klarna and Affirm only.
  return_url: field.optionalText("return_url", 2048),
});

const placed = (request: Request, order: Order) => ok(request, { order: renderOrder(order), redirect_url: null });

/**
 * The card to charge: the checkout's one-time token, or the saved card it
 * holds, which only its owner's bearer can charge; when neither is usable,
 * the 400 on the field the payment step shows it under.
 */
function cardToCharge(cart: StoredCart, user: User | undefined) {
  const { card_token, saved_card_id } = cart.checkout;
  if (saved_card_id != null) {
    const saved = ownSavedCard(user, saved_card_id);
    return saved ? { card: saved, token: null } : { problem: apiError(400, SAVED_CARD_MESSAGES.notFoundAtCheckout, "saved_card_id") };
  }
  const token = card_token === null ? undefined : findCardToken(card_token);
  return token ? { card: token, token } : { problem: apiError(400, CHECKOUT_MESSAGES.cardUnverified, "payment_token") };
}

/**
 * Charges the checkout's card. A decline is a 402 on `number` (the field the
 * shopper fixes): the token is spent and the card and payment method are
 * cleared, so the payment step asks again. A signed-in buyer's card is saved
 * when its token asked for it (saved-cards.ts); a guest's never is.
 */
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

/**
 * Orders an express payment (Affirm express; PayPal express too, though the
 * storefront uses POST /carts/checkout/paypal/order) the buyer approved at
 * the provider: no second redirect. Without an approved session (the cart's
 * latest express one) it is a 409.
 */
function payByExpress(request: Request, cart: StoredCart, state: CartState, method: ExpressRedirectMethodId, user: User | undefined) {
  const session = approvedExpressSession(cart.unique_id, method);
  if (!session) return apiError(409, EXPRESS_MESSAGES.approveFirst(method));
  const order = placeOrder(cart, state, { method, card: null, userId: user?.id ?? session.user_id, payer: session.buyer });
  session.status = "paid";
  return placed(request, order);
}

export const placeOrderHandlers = [
  http.post(`${API}/carts/checkout`, idempotent("place-order", async ({ request }) => {
    const parsed = placeInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = findCart(parsed.data.cart_unique_id);
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
    return ok(request, {
      status: attempt.status,
      payment_method: attempt.payment_method,
      message: attempt.message,
      order: order ? renderOrder(order) : null,
      payer: attempt.payer,
      // Which call made the attempt, when that call had a key.
      ...(attempt.idempotency_key ? { idempotency_key: attempt.idempotency_key } : {}),
    });
  }),
];
