/** The cart drawer's forms: a line and its quantity (spec 5 "Quantity control"). */
import { z } from "zod";

export const cartLineSchema = z.object({ item_id: z.coerce.number().int().positive() });

/** 0 is allowed here: it asks to remove the line (spec 4). Non-digits are stripped first. */
export const cartQuantitySchema = cartLineSchema.extend({
  quantity: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\D+/g, "") : value),
    z.coerce.number({ invalid_type_error: "Enter a quantity" }).int().min(0).max(999, "The most you can order is 999"),
  ),
});
