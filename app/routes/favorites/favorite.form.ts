// The heart (spec 4 "Wishlist") on every product card, the product page and the favorites.
import { z } from "zod";

import { NO_DEFAULT_SKU, normalizeEngraving } from "~/lib/wishlist";
import { defineForm } from "~/lib/forms/form";

/** An engraving is posted as the JSON of its object; anything unreadable is refused rather than guessed. */
const engraving = z
  .string()
  .max(4000)
  .optional()
  .transform((text, context) => {
    if (!text) return {};
    try {
      return normalizeEngraving(JSON.parse(text));
    } catch {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "This engraving could not be read" });
      return z.NEVER;
    }
  });

export const favoriteForm = defineForm(
  "favorite",
  z.object({
    // Spec 8: a card with no sku gets the alert "No default_sku", never a save.
    sku: z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string().min(1, NO_DEFAULT_SKU).max(255)),
    // The piece the sku belongs to (a sku is its materials, shared by many pieces: lib/wishlist.ts).
    slug: z.string().trim().min(1).max(255),
    engraving,
    redirectTo: z.string().max(2048).optional(),
    enhanced: z
      .string()
      .optional()
      .transform((value) => value === "1"),
  }),
);
