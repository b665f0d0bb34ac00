// Every amount comes from the API; this only picks and labels them.
import type { Cart } from "~/services/schemas/cart.server";

import { isDigitalOnly, itemCount } from "../cart";
import { type CartLine, toCartLine } from "../cart-line";
import { formatDeduction } from "../money";

import { DELAY_NOTICE } from "./shipping";

type SummaryCart = Pick<
  Cart,
  "items" | "total_cost" | "discount_amount" | "gift_card_amount" | "shipping_amount" | "tax_amount" | "final_amount" | "options"
> & {
  checkout: Pick<Cart["checkout"], "shipping_address">;
  shipping_rates: Pick<Cart["shipping_rates"], "delay_notice">;
};

export type AppliedCode = { code: string; kind: "discount" | "gift card"; display: string };

export type OrderSummary = {
  lines: CartLine[];
  count: number;
  digitalOnly: boolean;
  subtotal: number;
  codes: AppliedCode[];
  shipping: number | null;
  tax: number | null;
  total: number;
  /**
   * While there is no address to quote (never for an e-mailed cart): the estimated shipping given, its cheapest rate
   * (POST /orders/rates), and the total with it. Null once the API knows, or when no estimate could be had.
   */
  estimate: { shipping: number; total: number } | null;
  delayNotice: string | null;
};

const cents = (amount: number) => Math.round(amount * 100);

/** No address quoted yet and a parcel to ship: the order panel shows an estimate. */
export function needsEstimate(cart: Pick<SummaryCart, "items" | "checkout" | "shipping_amount">): boolean {
  return !isDigitalOnly(cart.items) && !cart.checkout.shipping_address && cart.shipping_amount === null;
}

export function toOrderSummary(cart: SummaryCart, estimatedShipping: number | null = null): OrderSummary {
  const discounts = Object.values(cart.options.discounts).map((entry) => ({
    code: entry.code,
    kind: "discount" as const,
    display: formatDeduction(entry.discount_type, entry.used_discount_amount, entry.base_discount_amount),
  }));
  const giftCards = Object.values(cart.options.gift_cards).map((entry) => ({
    code: entry.code,
    kind: "gift card" as const,
    display: formatDeduction(entry.gift_card_type, entry.used_gift_card_amount, entry.base_gift_card_amount),
  }));
  // The API's final_amount when it sends one; else the same sum, in cents so it does not drift.
  const computed =
    cents(cart.total_cost) -
    cents(cart.discount_amount) +
    cents(cart.shipping_amount ?? 0) +
    cents(cart.tax_amount ?? 0) -
    cents(cart.gift_card_amount);
  const total = cart.final_amount ?? Math.max(0, computed) / 100;
  const digitalOnly = isDigitalOnly(cart.items);
  const estimating = needsEstimate(cart);
  return {
    lines: cart.items.map(toCartLine),
    count: itemCount(cart.items),
    digitalOnly,
    subtotal: cart.total_cost,
    codes: [...discounts, ...giftCards],
    shipping: cart.shipping_amount,
    tax: cart.tax_amount,
    total,
    estimate:
      estimating && estimatedShipping !== null ? { shipping: estimatedShipping, total: (cents(total) + cents(estimatedShipping)) / 100 } : null,
    delayNotice: cart.shipping_rates.delay_notice ? DELAY_NOTICE : null,
  };
}
