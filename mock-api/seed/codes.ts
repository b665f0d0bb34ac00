/** Documented in mock-api/README.md ("Checkout"): one code for each situation the storefront has to show. */
import type { DiscountCode, GiftCard } from "../model";

export const DISCOUNT_CODES: readonly DiscountCode[] = [
  { code: "WELCOME10", type: "percent", value: 10, expires_at: null },
  { code: "LUMIERE50", type: "static", value: 50, expires_at: null },
  // Last winter's campaign: known, but refused.
  { code: "WINTER2024", type: "percent", value: 20, expires_at: "2024-03-31T23:59:59.000Z" },
];

export const GIFT_CARDS: readonly GiftCard[] = [
  { code: "GIFT-100-LUMIERE", type: "static", value: 100, balance_cents: 10_000 },
  { code: "GIFT-500-LUMIERE", type: "static", value: 500, balance_cents: 50_000 },
  { code: "GIFT-15-PERCENT", type: "percent", value: 15, balance_cents: null },
  { code: "GIFT-EMPTY", type: "static", value: 100, balance_cents: 0 },
];
