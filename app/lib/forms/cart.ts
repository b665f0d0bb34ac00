// Spec 5 "Quantity control". `redirectTo` is where a post without JavaScript goes back to; a fetcher marks its
// posts `enhanced` to get data instead.
import { z } from "zod";

import { RECIPIENT_LIMITS } from "../line-choice";
import { MAX_QUANTITY } from "../quantity";

import { isCalendarDay } from "./calendar-day";
import { optionalText } from "./fields";
import { INVALID_EMAIL } from "./messages";
import { defineForm } from "./form";

const back = {
  redirectTo: z.string().max(2048).optional(),
  enhanced: z
    .string()
    .optional()
    .transform((value) => value === "1"),
};

const itemId = z.coerce.number().int().positive();

export const INVALID_SEND_ON = "Enter the delivery date as a day, like 2026-12-24";

export const addToBagForm = defineForm(
  "add",
  z.object({
    product_configuration_id: z.coerce.number().int().positive(),
    quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY).default(1),
    // A ring's size; whether the piece needs one, and which, is the API's to say.
    size: z
      .string()
      .trim()
      .max(8)
      .optional()
      .transform((value) => value || undefined),
    // An e-gift card's recipient and message; whether the piece is e-mailed, and so needs them, is the API's to say.
    recipient_name: optionalText(RECIPIENT_LIMITS.recipient_name),
    recipient_email: optionalText(RECIPIENT_LIMITS.recipient_email).pipe(z.string().email(INVALID_EMAIL).optional()),
    gift_message: optionalText(RECIPIENT_LIMITS.gift_message),
    // The day it is e-mailed on; empty: when the order is placed. Which days the API takes (none gone, a year ahead at
    // most) is its to say: its refusal lands on this field.
    send_on: optionalText(RECIPIENT_LIMITS.send_on).refine((day) => day === undefined || isCalendarDay(day), INVALID_SEND_ON),
    ...back,
  }),
);

/** Digits only; beyond six digits, 999999 (still more than any line allows). */
function typedQuantity(value: unknown) {
  if (typeof value !== "string") return value;
  const digits = value.replace(/\D+/g, "").replace(/^0+(?=\d)/, "");
  return digits.length > 6 ? "999999" : digits;
}

/**
 * 0 is allowed here: it asks to remove the line (spec 4). Non-digits are stripped first; more than the line allows
 * is set to its limit by the action, which says so (a number beyond six digits counts as six nines).
 */
export const cartQuantityForm = defineForm(
  "update",
  z.object({
    item_id: itemId,
    quantity: z.preprocess(
      typedQuantity,
      z.coerce.number({ invalid_type_error: "Enter a quantity" }).int().min(0),
    ),
    ...back,
  }),
);

export const cartRemoveForm = defineForm("remove", z.object({ item_id: itemId, ...back }));
