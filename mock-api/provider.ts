/**
 * Payment sessions at the off-site providers (PayPal, Klarna, Affirm), played
 * by the mock itself: POST /carts/checkout (or, express, POST
 * /carts/checkout/express) opens one and sends the shopper to
 * /__provider/{id}; the page's buttons finish it (routes/provider.ts) and send
 * the shopper back to the store's return_url with the outcome in the query.
 */
import { opaqueId } from "./ids";
import { type PaymentMethodId, providerName } from "./payments";
import { type PaymentSession, store } from "./store";

export type SessionOutcome = "approve" | "decline" | "cancel";

export const PROVIDER_MESSAGES = {
  declined: (method: PaymentMethodId) => `Your payment was declined by ${providerName(method)}.`,
  cancelled: (method: PaymentMethodId) => `You cancelled the payment with ${providerName(method)}.`,
} as const;

/**
 * Opens a session for the cart. An earlier session of the same cart still
 * waiting (pending, or an approved express one not ordered yet) is retired
 * (its page answers 404): only the latest attempt can pay.
 */
export function openPaymentSession(input: Omit<PaymentSession, "id" | "status">): PaymentSession {
  retirePaymentSessions(input.cart_unique_id);
  store.counters.payment_session += 1;
  const session: PaymentSession = {
    id: `ps_${opaqueId("payment_session", store.counters.payment_session, 24)}`,
    status: "pending",
    ...input,
  };
  store.payment_sessions[session.id] = session;
  return session;
}

/** Closes the cart's waiting sessions (a newer attempt, or an order placed another way): their pages answer 404. */
export function retirePaymentSessions(cartId: string): void {
  for (const session of Object.values(store.payment_sessions)) {
    if (session.cart_unique_id === cartId && (session.status === "pending" || session.status === "approved")) session.status = "cancelled";
  }
}

/** A session still waiting for the shopper, or undefined (unknown, finished or retired). Own keys only. */
export function findPendingSession(id: string): PaymentSession | undefined {
  const session = Object.hasOwn(store.payment_sessions, id) ? store.payment_sessions[id] : undefined;
  return session?.status === "pending" ? session : undefined;
}

/** The store's return_url with `payment_session` and `status` added; its own query and fragment are kept. */
export function returnUrl(session: PaymentSession): string {
  const url = new URL(session.return_url);
  url.searchParams.set("payment_session", session.id);
  url.searchParams.set("status", session.status);
  return url.href;
}

export const RETURN_URL_MESSAGES = {
  required: "The return_url field is required.",
  absolute: "The return_url must be an absolute URL starting with http:// or https://.",
} as const;

/** The return_url a provider session needs, or why it cannot be used (missing, or not an absolute http(s) URL). */
export function checkReturnUrl(value: string | undefined): { url: string } | { problem: string } {
  if (value === undefined) return { problem: RETURN_URL_MESSAGES.required };
  return isAbsoluteHttpUrl(value) ? { url: value } : { problem: RETURN_URL_MESSAGES.absolute };
}

/** An absolute http(s) URL, as a return_url must be. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
