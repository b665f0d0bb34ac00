/** Rules a real API must enforce (mock-api/README.md "Who may read a cart, what a payment may capture"): */
// - an account's cart answers only to its bearer (anyone else gets the 404), a guest's to whoever holds its id;
// - a cart changed while a payment waits at a provider retires that payment; capture takes exactly the approved amount.
import { optionalUser } from "./accounts";
import { findCart } from "./cart";
import { toDollars } from "./money";
import { errors } from "./http";
import { type PaymentMethodId, providerName } from "./payments";
import { recordAttempt } from "./place-order";
import { type PaymentSession, store, type StoredCart } from "./store";

const usd = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsd = (cents: number) => `USD ${usd.format(toDollars(cents))}`;

export const PAYMENT_LOCK_MESSAGES = {
  /** The attempt's message once a change retired the payment (the return page shows it). */
  bagChanged: (method: PaymentMethodId) =>
    `Your order changed while the payment with ${providerName(method)} was open, so that payment was cancelled and nothing was charged. Please check your order and pay again.`,
  /** At approval or capture, when the order's total is not what the shopper approved. */
  amountChanged: (method: PaymentMethodId, approvedCents: number, totalCents: number) =>
    `The order's total is now ${formatUsd(totalCents)}, not the ${formatUsd(approvedCents)} you approved with ${providerName(method)}, so nothing was charged. Please choose how to pay the new total.`,
} as const;

export function cartOwnerId(cartId: string): number | null {
  return findCart(cartId)?.owner_id ?? null;
}

/** A guest's cart for anyone with its id; an account's only for its bearer. */
export function mayUseCart(request: Request, cartId: string): boolean {
  const owner = cartOwnerId(cartId);
  return owner === null || optionalUser(request)?.id === owner;
}

export function cartFor(request: Request, cartId: string): StoredCart | undefined {
  const cart = findCart(cartId);
  return cart && mayUseCart(request, cartId) ? cart : undefined;
}

/** A payment waiting on the provider's page: what a change to the cart retires. */
export function openPayments(cartId: string): PaymentSession[] {
  return Object.values(store.payment_sessions).filter((session) => session.cart_unique_id === cartId && session.status === "pending");
}

/** An approved express payment is not retired here: its capture checks the total against what was approved. */
export function retireOpenPayments(cart: StoredCart): void {
  const open = openPayments(cart.unique_id);
  if (open.length === 0) return;
  for (const session of open) session.status = "cancelled";
  const { method } = open.at(-1)!;
  if (open.some((session) => session.method === cart.checkout.payment_method)) cart.checkout.payment_method = null;
  recordAttempt(cart.unique_id, { status: "cancelled", payment_method: method, message: PAYMENT_LOCK_MESSAGES.bagChanged(method), order_id: null });
}

/** What a payment's amount and delivery depend on, beyond the lines and codes. */
const quoteOf = (cart: StoredCart) => JSON.stringify([cart.rates_address, cart.rates_from_sheet, cart.checkout.shipping_rate_id]);

/** A quote of the same address changes nothing (a step that only reads its rates); another address does. */
export function quotingShipping<T>(cart: StoredCart, quote: () => T): T {
  const before = quoteOf(cart);
  const answer = quote();
  if (quoteOf(cart) !== before) retireOpenPayments(cart);
  return answer;
}

/** A total other than the approved amount captures nothing, retires the payment and answers 409 so the shopper pays again. */
export function captureMismatch(cart: StoredCart, session: PaymentSession, totalCents: number): Response | null {
  if (totalCents === session.amount_cents) return null;
  const message = PAYMENT_LOCK_MESSAGES.amountChanged(session.method, session.amount_cents, totalCents);
  session.status = "cancelled";
  if (cart.checkout.payment_method === session.method) cart.checkout.payment_method = null;
  recordAttempt(cart.unique_id, { status: "cancelled", payment_method: session.method, message, order_id: null });
  return errors(409, [{ code: 409, property: "payment_method", message }]);
}
