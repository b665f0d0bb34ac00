// Every amount and date comes from the API; this only picks and labels them.
import type { Cart, ShippingRate } from "~/services/schemas/cart.server";

import { isDigitalOnly, itemCount } from "../cart";
import { type CartLine, type LeadTimes, toCartLine } from "../cart-line";
import { DEFAULT_DATE_FORMAT } from "../dates";
import { deliveryText } from "../delivery";
import { formatDeduction } from "../money";

import { DELAY_NOTICE } from "./shipping";

type SummaryCart = Pick<
  Cart,
  "items" | "total_cost" | "discount_amount" | "gift_card_amount" | "shipping_amount" | "tax_amount" | "final_amount" | "options"
> & {
  checkout: Pick<Cart["checkout"], "shipping_address"> & { shipping_rate_id?: string | null };
  shipping_rates: Pick<Cart["shipping_rates"], "delay_notice"> & { rates?: ShippingRate[] };
};

export type SummaryTerms = { leadTimes: LeadTimes; dateFormat: string };
const NO_TERMS: SummaryTerms = { leadTimes: null, dateFormat: DEFAULT_DATE_FORMAT };

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
  /** The cheapest rate as an estimate until the API quotes a real one. */
  estimate: { shipping: number; total: number } | null;
  delivery: { method: string; dates: string; estimated: boolean } | null;
  delayNotice: string | null;
};

const cents = (amount: number) => Math.round(amount * 100);

export function needsEstimate(cart: Pick<SummaryCart, "items" | "shipping_amount">): boolean {
  return !isDigitalOnly(cart.items) && cart.shipping_amount === null;
}

export function toOrderSummary(cart: SummaryCart, estimated: ShippingRate | null = null, terms: SummaryTerms = NO_TERMS): OrderSummary {
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
  // Summed in cents so it does not drift.
  const computed =
    cents(cart.total_cost) -
    cents(cart.discount_amount) +
    cents(cart.shipping_amount ?? 0) +
    cents(cart.tax_amount ?? 0) -
    cents(cart.gift_card_amount);
  const total = cart.final_amount ?? Math.max(0, computed) / 100;
  const digitalOnly = isDigitalOnly(cart.items);
  const estimating = needsEstimate(cart);
  const chosen = cart.shipping_rates.rates?.find((rate) => rate.id === cart.checkout.shipping_rate_id) ?? null;
  const quoted = chosen ?? (estimating ? estimated : null);
  const dates = quoted ? deliveryText(quoted.delivery, terms.dateFormat) : null;
  return {
    lines: cart.items.map((item) => toCartLine(item, terms.leadTimes, terms.dateFormat)),
    count: itemCount(cart.items),
    digitalOnly,
    subtotal: cart.total_cost,
    codes: [...discounts, ...giftCards],
    shipping: cart.shipping_amount,
    tax: cart.tax_amount,
    total,
    estimate: estimating && estimated !== null ? { shipping: estimated.amount, total: (cents(total) + cents(estimated.amount)) / 100 } : null,
    delivery: quoted && dates ? { method: quoted.title, dates, estimated: chosen === null } : null,
    delayNotice: cart.shipping_rates.delay_notice ? DELAY_NOTICE : null,
  };
}
