// Separate from lib/orders.ts so the checkout steps do not load it.
import { formatPrice } from "./money";
import { paymentMethodLabel } from "./orders";

/** The API captures final_amount only when it matches what the shopper approved. */
export function chargedLine(order: { final_amount: number; payment_method?: string | null; card?: { brand: string; last4: string } | null }): string {
  if (order.final_amount <= 0) return "Nothing was charged: gift cards or codes paid for the whole order.";
  const to = paymentMethodLabel(order.payment_method, order.card);
  return to ? `${formatPrice(order.final_amount)} was charged to ${to}.` : `${formatPrice(order.final_amount)} was charged.`;
}
