import { z } from "zod";

import { US_STATES, isUsState } from "~/lib/us-states";
import { WALLET_METHODS, type WalletId } from "~/lib/wallet";

import { addressFields } from "~/lib/forms/address";
import { shippingMethodSchema } from "~/routes/checkout.$id/checkout.form";
import { email, optionalText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";

/** Apple Pay's payment data runs to a few KB; the door's 64 KB cap still holds the whole post. */
export const TOKEN_MAX = 16_000;
const TOKEN_MISSING = "The wallet sent no payment. Please try again.";

const CODE_BY_NAME = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** A wallet may give a state by its code ("ny") or in full ("New York"). */
export function usStateCode(value: string): string {
  const trimmed = value.trim();
  if (/^[a-z]{2}$/i.test(trimmed)) return trimmed.toUpperCase();
  return CODE_BY_NAME.get(trimmed.toLowerCase()) ?? trimmed;
}

/** The sheet shows this on its own state field: a wallet's region is picked from its list, not typed. */
export const STATE_NOT_SHIPPED = "We cannot ship to this state.";

const state = z.preprocess(
  (value) => (typeof value === "string" ? usStateCode(value) : value),
  z.string({ required_error: STATE_NOT_SHIPPED }).refine(isUsState, STATE_NOT_SHIPPED),
);

const wallet = z.enum(Object.keys(WALLET_METHODS) as [WalletId, ...WalletId[]], {
  errorMap: () => ({ message: "Choose Google Pay or Apple Pay" }),
});

/** Only the parts of the address the sheet shares before the payment. `begin` marks the sheet's first quote. */
export const walletQuoteSchema = z.object({
  country: addressFields.country,
  state,
  zip_code: addressFields.zip_code,
  city: optionalText(100),
  shipping_rate_id: z.string().trim().max(40).optional().transform((value) => value || undefined),
  begin: z.literal("1").optional(),
});

/** The sheet's total, as the Payment Request API writes an amount ("1234.50"). */
const AMOUNT_MISSING = "The wallet sent no amount. Please try again.";
const amount = z
  .string({ required_error: AMOUNT_MISSING })
  .regex(/^\d{1,9}\.\d{2}$/, AMOUNT_MISSING)
  .transform(Number);

export const walletPaySchema = z.object({
  payment_method: wallet,
  payment_token: z.string({ required_error: TOKEN_MISSING }).min(1, TOKEN_MISSING).max(TOKEN_MAX, TOKEN_MISSING),
  amount,
  email: email(),
  shipping_rate_id: shippingMethodSchema.shape.shipping_rate_id,
  ...addressFields,
  state,
});

export const walletQuoteForm = defineForm("wallet-quote", walletQuoteSchema, { apiErrors: "fields and message" });
export const walletPayForm = defineForm("wallet-pay", walletPaySchema, { apiErrors: "fields and message" });
