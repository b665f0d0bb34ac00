// Spec 5 "Quantity control".
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
    size: z
      .string()
      .trim()
      .max(8)
      .optional()
      .transform((value) => value || undefined),
    recipient_name: optionalText(RECIPIENT_LIMITS.recipient_name),
    recipient_email: optionalText(RECIPIENT_LIMITS.recipient_email).pipe(z.string().email(INVALID_EMAIL).optional()),
    gift_message: optionalText(RECIPIENT_LIMITS.gift_message),
    // Which days are allowed is the API's to say; its refusal lands on this field.
    send_on: optionalText(RECIPIENT_LIMITS.send_on).refine((day) => day === undefined || isCalendarDay(day), INVALID_SEND_ON),
    ...back,
  }),
);

function typedQuantity(value: unknown) {
  if (typeof value !== "string") return value;
  const digits = value.replace(/\D+/g, "").replace(/^0+(?=\d)/, "");
  return digits.length > 6 ? "999999" : digits;
}

/** 0 removes the line (spec 4); the action clamps to the line's limit and says so. */
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
