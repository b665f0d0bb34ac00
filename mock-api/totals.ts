/**
 * The one place cart (and so order) money is computed, in integer cents, in
 * this order:
 *
 * 1. subtotal: the items at their unit price (a gift-campaign line is free);
 * 2. discount: percent = round(subtotal x pct / 100), static = min(value, subtotal);
 * 3. tax: round((subtotal - discount) x the state's rate), once there is a
 *    shipping address (null before); shipping is not taxed;
 * 4. shipping: the chosen rate's amount (null before one is chosen);
 * 5. gift cards pay from due = subtotal - discount + shipping + tax, in the
 *    order applied: each takes min(its balance, or its percent of due, what
 *    is still to pay);
 * 6. final: what is left, never below 0.
 *
 * Recomputed on every read: a quantity change updates everything.
 */
import type { DiscountCode, GiftCard } from "./model";
import { percentOf, toCents } from "./money";

export interface TotalsInput {
  items: Array<{ base_cost: number; quantity: number; gift_campaign_id: number | null }>;
  discount: DiscountCode | null;
  /** In the order they were applied. */
  giftCards: GiftCard[];
  /** The chosen rate's amount in USD; null before a rate is chosen. */
  shipping: number | null;
  /** The shipping address's sales tax rate; null before there is an address. */
  taxRate: number | null;
}

/** Every amount in cents. */
export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number | null;
  tax: number | null;
  giftCards: Array<{ card: GiftCard; used: number }>;
  /** The gift cards' sum. */
  giftCard: number;
  final: number;
}

/** round(cents x rate) without float error: rates have at most 5 decimals (0.08875). */
const applyRate = (cents: number, rate: number) => Math.round((cents * Math.round(rate * 100_000)) / 100_000);

export function computeTotals(input: TotalsInput): Totals {
  const subtotal = input.items.reduce(
    (sum, item) => sum + (item.gift_campaign_id === null ? toCents(item.base_cost) * item.quantity : 0),
    0,
  );
  const { discount: code } = input;
  const discount = !code ? 0 : code.type === "percent" ? percentOf(subtotal, code.value) : Math.min(toCents(code.value), subtotal);
  const tax = input.taxRate === null ? null : applyRate(subtotal - discount, input.taxRate);
  const shipping = input.shipping === null ? null : toCents(input.shipping);
  const due = subtotal - discount + (shipping ?? 0) + (tax ?? 0);

  let left = due;
  const giftCards = input.giftCards.map((card) => {
    const available = card.type === "percent" ? percentOf(due, card.value) : (card.balance_cents ?? 0);
    const used = Math.max(0, Math.min(available, left));
    left -= used;
    return { card, used };
  });
  return { subtotal, discount, shipping, tax, giftCards, giftCard: due - left, final: Math.max(0, left) };
}
