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

/** The URL that asks "remove this line?" before a quantity of 0 is applied without JavaScript. */
export const REMOVE_PARAM = "remove";

/** `path` with the remove confirmation asked for `itemId`, or without any. */
export function withRemoveParam(path: string, itemId: number | null): string {
  const url = new URL(path, "http://storefront.invalid");
  if (itemId === null) url.searchParams.delete(REMOVE_PARAM);
  else url.searchParams.set(REMOVE_PARAM, String(itemId));
  return `${url.pathname}${url.search}`;
}
