/** Payment sessions at the off-site providers, played by the mock at /__provider/{id} (routes/provider.ts). */
import { opaqueId } from "./ids";
import { type PaymentMethodId, providerName } from "./payments";
import { type PaymentSession, store } from "./store";

export type SessionOutcome = "approve" | "decline" | "cancel";

export const PROVIDER_MESSAGES = {
  declined: (method: PaymentMethodId) => `Your payment was declined by ${providerName(method)}.`,
  cancelled: (method: PaymentMethodId) => `You cancelled the payment with ${providerName(method)}.`,
} as const;

/** An earlier waiting session of the same cart is retired (its page answers 404): only the latest attempt can pay. */
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

/** A newer attempt, or an order placed another way: their pages answer 404. */
export function retirePaymentSessions(cartId: string): void {
  for (const session of Object.values(store.payment_sessions)) {
    if (session.cart_unique_id === cartId && (session.status === "pending" || session.status === "approved")) session.status = "cancelled";
  }
}

/** Unknown, finished or retired give undefined. Own keys only. */
export function findPendingSession(id: string): PaymentSession | undefined {
  const session = Object.hasOwn(store.payment_sessions, id) ? store.payment_sessions[id] : undefined;
  return session?.status === "pending" ? session : undefined;
}

/** Its own query and fragment are kept. */
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

export function checkReturnUrl(value: string | undefined): { url: string } | { problem: string } {
  if (value === undefined) return { problem: RETURN_URL_MESSAGES.required };
  return isAbsoluteHttpUrl(value) ? { url: value } : { problem: RETURN_URL_MESSAGES.absolute };
}

export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
