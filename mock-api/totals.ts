/** Integer cents, recomputed on every read. Shipping and e-gift cards are untaxed (a card is taxed when spent); final never goes below 0. */
import type { DiscountCode, GiftCard } from "./model";
import { percentOf, toCents } from "./money";

export interface TotalsInput {
  items: Array<{ base_cost: number; quantity: number; gift_campaign_id: number | null; digital?: boolean }>;
  discount: DiscountCode | null;
  giftCards: GiftCard[];
  /** USD; null before a rate is chosen. */
  shipping: number | null;
  taxRate: number | null;
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number | null;
  tax: number | null;
  giftCards: Array<{ card: GiftCard; used: number }>;
  giftCard: number;
  final: number;
}

/** round(cents x rate) without float error: rates have at most 5 decimals (0.08875). */
const applyRate = (cents: number, rate: number) => Math.round((cents * Math.round(rate * 100_000)) / 100_000);

export function computeTotals(input: TotalsInput): Totals {
  const linesOf = (items: TotalsInput["items"]) =>
    items.reduce((sum, item) => sum + (item.gift_campaign_id === null ? toCents(item.base_cost) * item.quantity : 0), 0);
  const subtotal = linesOf(input.items);
  const taxable = linesOf(input.items.filter((item) => !item.digital));
  const { discount: code } = input;
  const discount = !code ? 0 : code.type === "percent" ? percentOf(subtotal, code.value) : Math.min(toCents(code.value), subtotal);
  // The discount comes off every line alike: the taxable lines' share of it.
  const taxableDiscount = subtotal === 0 ? 0 : Math.round((discount * taxable) / subtotal);
  const untaxed = taxable === 0 && input.items.length > 0;
  const tax = untaxed ? 0 : input.taxRate === null ? null : applyRate(taxable - taxableDiscount, input.taxRate);
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
