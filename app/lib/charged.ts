// The confirmation's word on the payment. Apart from lib/orders.ts, which the checkout's steps load: only the
// confirmation needs it.
import { formatPrice } from "./money";
import { paymentMethodLabel } from "./orders";

/**
 * What the confirmation says was charged, and to what: the order's final amount, which the API captures only when it
 * is the amount the shopper approved (a provider's page, a wallet's sheet).
 */
export function chargedLine(order: { final_amount: number; payment_method?: string | null; card?: { brand: string; last4: string } | null }): string {
  if (order.final_amount <= 0) return "Nothing was charged: gift cards or codes paid for the whole order.";
  const to = paymentMethodLabel(order.payment_method, order.card);
  return to ? `${formatPrice(order.final_amount)} was charged to ${to}.` : `${formatPrice(order.final_amount)} was charged.`;
}
