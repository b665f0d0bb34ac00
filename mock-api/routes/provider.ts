/** Never faulted and outside /api/v1: they stand for another company's site. */
import { http, HttpResponse } from "msw";

import { cartState, findCart } from "../cart";
import { PAYMENT_LOCK_MESSAGES } from "../cart-access";
import { expressQuoteCents } from "../express";
import { providerName } from "../payments";
import { orderProblem, placeOrder, recordAttempt } from "../place-order";
import { findPendingSession, PROVIDER_MESSAGES, returnUrl, type SessionOutcome } from "../provider";
import { notFoundPage, sessionPage } from "../provider-page";
import { providersDecline } from "../scenarios";
import { type PaymentSession, store } from "../store";

const PROVIDER = "*/__provider";

const OUTCOMES: readonly SessionOutcome[] = ["approve", "decline", "cancel"];

const html = (body: string, status = 200) =>
  new HttpResponse(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });

const merchant = () => store.settings.company_name;

function notFound(id: string) {
  const known = Object.hasOwn(store.payment_sessions, id) ? store.payment_sessions[id] : undefined;
  return html(notFoundPage(known ? returnUrl(known) : store.settings.front_domain, merchant()), 404);
}

/** Approve re-checks as POST /carts/checkout would (stock, amount); express places nothing. Decline clears the method, cancel keeps it. */
function finish(session: PaymentSession, outcome: SessionOutcome): void {
  const cart = findCart(session.cart_unique_id);
  const method = session.method;
  const decline = (message: string) => {
    session.status = "declined";
    if (cart && (!session.express || cart.checkout.payment_method === method)) cart.checkout.payment_method = null;
    recordAttempt(session.cart_unique_id, { status: "declined", payment_method: method, message, order_id: null });
  };

  if (outcome === "cancel") {
    session.status = "cancelled";
    recordAttempt(session.cart_unique_id, { status: "cancelled", payment_method: method, message: PROVIDER_MESSAGES.cancelled(method), order_id: null });
    return;
  }
  // QA's declining-provider scenario: Approve answers as Decline does.
  if (outcome === "decline" || !cart || providersDecline()) return decline(PROVIDER_MESSAGES.declined(method));

  const total = session.express && session.buyer ? expressQuoteCents(cart, session.buyer) : cartState(cart).totals.final;
  if (total !== session.amount_cents) return decline(PAYMENT_LOCK_MESSAGES.amountChanged(method, session.amount_cents, total));

  if (session.express) {
    session.status = "approved";
    recordAttempt(session.cart_unique_id, { status: "approved", payment_method: method, message: null, order_id: null, payer: session.buyer });
    return;
  }
  const state = cartState(cart);
  const problem = orderProblem(cart, state);
  if (problem) return decline(problem.message);
  placeOrder(cart, state, { method, card: null, userId: session.user_id });
  session.status = "paid";
}

export const providerHandlers = [
  http.get(`${PROVIDER}/:session`, ({ params }) => {
    const id = String(params.session);
    const session = findPendingSession(id);
    if (!session) return notFound(id);
    return html(
      sessionPage({
        sessionId: session.id,
        provider: providerName(session.method),
        method: session.method,
        merchant: merchant(),
        amountCents: session.amount_cents,
        buyer: session.express ? session.buyer : null,
      }),
    );
  }),

  http.post(`${PROVIDER}/:session/:outcome`, async ({ request, params }) => {
    await request.text();
    const id = String(params.session);
    const outcome = String(params.outcome) as SessionOutcome;
    const session = findPendingSession(id);
    if (!session || !OUTCOMES.includes(outcome)) return notFound(id);
    finish(session, outcome);
    return new HttpResponse(null, { status: 303, headers: { Location: returnUrl(session), "Cache-Control": "no-store" } });
  }),
];
