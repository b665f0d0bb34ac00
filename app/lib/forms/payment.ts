/**
 * The checkout's payment step: a card checked here and at the gateway, one of
 * the signed-in shopper's saved cards, or an off-site provider.
 */
import { z } from "zod";

import { isExpired, isValidCardNumber, normalizeCardNumber, parseExpiry, securityCodeLength } from "../checkout/card";

import { defineForm } from "./form";

export const PAYMENT_METHODS = ["card", "paypal", "klarna", "affirm"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

export const CARD_MESSAGES = {
  holder: "Name on card is required",
  number: "Enter a valid card number",
  expiryFormat: "Enter the expiry date as MM/YY",
  expired: "This card has expired",
  cvc: (length: number) => `Enter the ${length}-digit security code`,
  savedCard: "Choose one of your saved cards or a new card",
} as const;

/** The saved-card choice that means "type a new card". */
export const NEW_CARD = "new";

/** What the card's nickname may be at most (the gateway's limit). */
export const CARD_NAME_MAX = 60;

/**
 * Card fields are checked only when the method is card and no saved card is
 * chosen. Card rules: Luhn, an expiry in the future, a 3-4 digit security
 * code (4 for Amex). `keep_card` (sent when a card is already verified) lets
 * the shopper go on with that card by leaving the card fields empty.
 * `card_name` is the shopper's own name for the card; `save_card` asks the
 * gateway to keep it for the account (only a signed-in shopper is offered it).
 */
const keepsCard = (value: { keep_card?: string; holder_name?: string; card_number?: string; expiry?: string; cvc?: string }) =>
  value.keep_card === "1" && !value.card_number?.trim() && !value.expiry?.trim() && !value.cvc?.trim();

/** The saved card chosen, or null for a new one. */
const savedCardOf = (value: { saved_card_id?: string }) =>
  value.saved_card_id && value.saved_card_id !== NEW_CARD ? Number(value.saved_card_id) : null;

export const paymentSchema = z
  .object({
    payment_method: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose a payment method" }) }),
    saved_card_id: z
      .string()
      .trim()
      .refine((id) => id === NEW_CARD || /^\d{1,12}$/.test(id), CARD_MESSAGES.savedCard)
      .optional(),
    holder_name: z.string().trim().max(120).optional(),
    card_name: z.string().trim().max(CARD_NAME_MAX, `Keep the card's name to ${CARD_NAME_MAX} characters`).optional(),
    card_number: z.string().max(40).optional(),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(8).optional(),
    save_card: z.literal("on").optional(),
    keep_card: z.literal("1").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.payment_method !== "card" || savedCardOf(value) !== null || keepsCard(value)) return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!value.holder_name) issue("holder_name", CARD_MESSAGES.holder);
    const number = value.card_number ?? "";
    if (!isValidCardNumber(number)) issue("card_number", CARD_MESSAGES.number);
    const expiry = parseExpiry(value.expiry ?? "");
    if (!expiry) issue("expiry", CARD_MESSAGES.expiryFormat);
    else if (isExpired(expiry, new Date())) issue("expiry", CARD_MESSAGES.expired);
    const length = securityCodeLength(number);
    if (!new RegExp(`^\\d{${length}}$`).test((value.cvc ?? "").trim())) issue("cvc", CARD_MESSAGES.cvc(length));
  })
  .transform((value) => {
    if (value.payment_method !== "card") return { payment_method: value.payment_method, card: null };
    const saved = savedCardOf(value);
    if (saved !== null) return { payment_method: value.payment_method, card: { saved_card_id: saved } };
    if (keepsCard(value)) return { payment_method: value.payment_method, card: "kept" as const };
    const expiry = parseExpiry(value.expiry ?? "")!;
    return {
      payment_method: value.payment_method,
      card: {
        holder_name: value.holder_name!,
        number: normalizeCardNumber(value.card_number!),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: value.cvc!.trim(),
        card_name: value.card_name || null,
        save: value.save_card === "on",
      },
    };
  });
export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentForm = defineForm("payment", paymentSchema);
