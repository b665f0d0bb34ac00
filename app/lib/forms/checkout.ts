/**
 * The checkout steps' forms (issue "Cart and checkout"). Each step posts one
 * of these; the same schema runs in the browser and in the action, so every
 * field has its message under it with or without JavaScript.
 */
import { z } from "zod";

import { isExpired, isValidCardNumber, normalizeCardNumber, parseExpiry, securityCodeLength } from "../checkout/card";
import { isUsState } from "../us-states";

import { email, optionalText, requiredText } from "./fields";

export const contactSchema = z.object({ email: email() });

/** Spec 5 phone_number: an optional country or area code, then groups of 3-4 digits (US numbers here). */
const PHONE = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
const ZIP = /^\d{5}(-\d{4})?$/;

export const INVALID_ZIP = "Enter a valid ZIP code, like 10023";
export const INVALID_PHONE = "Enter a valid phone number, like 212-555-0147";

export const addressFields = {
  first_name: requiredText("First name", 80),
  last_name: requiredText("Last name", 80),
  company: optionalText(120),
  address: requiredText("Address", 200),
  apartment: optionalText(80),
  city: requiredText("City", 100),
  state: requiredText("State", 2).refine(isUsState, "Choose a state"),
  zip_code: requiredText("ZIP code", 10).pipe(z.string().regex(ZIP, INVALID_ZIP)),
  country: z.literal("US", { errorMap: () => ({ message: "We only ship within the United States" }) }),
  phone_number: requiredText("Phone number", 30).pipe(z.string().regex(PHONE, INVALID_PHONE)),
};

export const addressSchema = z.object(addressFields);
export type AddressInput = z.infer<typeof addressSchema>;

/**
 * A signed-in shopper may pick a saved address instead of typing one: then
 * only the choice is checked here, and the server looks the address up.
 */
export const SAVED_NEW = "new";
const savedId = (value: unknown) => (typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null);

export const addressStepSchema = z
  .object({ saved_address_id: z.string().max(20).optional() })
  .passthrough()
  .superRefine((value, ctx) => {
    if (savedId(value.saved_address_id) !== null) return;
    const typed = addressSchema.safeParse(value);
    if (!typed.success) typed.error.issues.forEach((issue) => ctx.addIssue(issue));
  })
  .transform((value): { saved_address_id: number } | { address: AddressInput } => {
    const id = savedId(value.saved_address_id);
    return id !== null ? { saved_address_id: id } : { address: addressSchema.parse(value) };
  });

export const shippingMethodSchema = z.object({
  shipping_rate_id: z.string({ required_error: "Choose a shipping method" }).trim().min(1, "Choose a shipping method").max(40),
});

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

/** The fields of the payment form that may be shown again after a failed post: never the card's. */
export const REPEATABLE_PAYMENT_FIELDS = ["payment_method", "holder_name"] as const;

export const codeSchema = z.object({
  gift_card_code: requiredText("Code", 64),
});
