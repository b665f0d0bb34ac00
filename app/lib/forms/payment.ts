/** The checkout's payment step: a card checked here and at the gateway, or an off-site provider. */
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
} as const;

/**
 * Card fields are checked only when the method is card. Issue's card rules:
 * Luhn, an expiry in the future, a 3-4 digit security code (4 for Amex).
 * `keep_card` (sent when a card is already verified) lets the shopper go on
 * with that card by leaving the card fields empty.
 */
const keepsCard = (value: { keep_card?: string; holder_name?: string; card_number?: string; expiry?: string; cvc?: string }) =>
  value.keep_card === "1" && !value.card_number?.trim() && !value.expiry?.trim() && !value.cvc?.trim();

export const paymentSchema = z
  .object({
    payment_method: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose a payment method" }) }),
    holder_name: z.string().trim().max(120).optional(),
    card_number: z.string().max(40).optional(),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(8).optional(),
    keep_card: z.literal("1").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.payment_method !== "card" || keepsCard(value)) return;
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
      },
    };
  });
export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentForm = defineForm("payment", paymentSchema);
