/** Binding spends nothing: a gift card's balance is spent only when an order is placed (place-order.ts). */
import type { ApiError } from "./http";
import type { AmountType, DiscountCode, GiftCard } from "./model";
import { toDollars } from "./money";
import { store, type StoredCart } from "./store";

export const CODE_MESSAGES = {
  unknown: (code: string) => `The code ${code} is not valid.`,
  expired: "This code has expired.",
  applied: "This code is already applied to your cart.",
  oneDiscount: "Only one discount code can be used per order.",
  empty: "This gift card has no balance left.",
  notApplied: "This code is not applied to your cart.",
} as const;

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export const findDiscountCode = (code: string): DiscountCode | undefined =>
  store.discount_codes.find((d) => d.code === normalizeCode(code));

export const findGiftCard = (code: string): GiftCard | undefined =>
  store.gift_cards.find((g) => g.code === normalizeCode(code));

export const isExpired = (discount: DiscountCode, now = new Date()) =>
  discount.expires_at !== null && Date.parse(discount.expires_at) < now.getTime();

const codeError = (message: string): ApiError => ({ code: 400, property: "gift_card_code", message });

const isApplied = (cart: StoredCart, code: string) => cart.discount_code === code || cart.gift_card_codes.includes(code);

export function bindError(cart: StoredCart, code: string): ApiError | null {
  const discount = findDiscountCode(code);
  const giftCard = findGiftCard(code);
  if (!discount && !giftCard) return codeError(CODE_MESSAGES.unknown(code));
  if (discount && isExpired(discount)) return codeError(CODE_MESSAGES.expired);
  if (isApplied(cart, code)) return codeError(CODE_MESSAGES.applied);
  if (discount && cart.discount_code !== null) return codeError(CODE_MESSAGES.oneDiscount);
  if (giftCard && giftCard.balance_cents === 0) return codeError(CODE_MESSAGES.empty);
  return null;
}

export function bindCode(cart: StoredCart, code: string): void {
  if (findDiscountCode(code)) cart.discount_code = code;
  else cart.gift_card_codes.push(code);
}

export const unbindError = (cart: StoredCart, code: string): ApiError | null =>
  isApplied(cart, code) ? null : codeError(CODE_MESSAGES.notApplied);

export function unbindCode(cart: StoredCart, code: string): void {
  if (cart.discount_code === code) cart.discount_code = null;
  cart.gift_card_codes = cart.gift_card_codes.filter((c) => c !== code);
}

/** Spec 4 "Discount types" on the wire. */
export const AMOUNT_TYPE_ID: Record<AmountType, 1 | 2> = { percent: 1, static: 2 };

/** base: the percentage (percent) or the USD value (static). */
export const discountEntry = (discount: DiscountCode, usedCents: number) => ({
  code: discount.code,
  discount_type: AMOUNT_TYPE_ID[discount.type],
  base_discount_amount: discount.value,
  used_discount_amount: toDollars(usedCents),
});

/** base: the percentage (percent) or the USD balance left before this order (static). */
export const giftCardEntry = (card: GiftCard, usedCents: number) => ({
  code: card.code,
  gift_card_type: AMOUNT_TYPE_ID[card.type],
  base_gift_card_amount: card.type === "percent" ? card.value : toDollars(card.balance_cents ?? 0),
  used_gift_card_amount: toDollars(usedCents),
});
