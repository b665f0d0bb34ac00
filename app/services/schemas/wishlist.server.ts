// Spec 3 "Wishlist", "Favorites card input", 7 "Wishlist".
import { z } from "zod";

import { envelope } from "./common.server";

const media = z.object({
  url: z.string(),
  position: z.string().nullish(),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

/** Spec 3: an engraving that arrives as an array (PHP's empty object), null or not at all is an empty object. */
export const engraving = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()])
  .optional()
  .transform((value): Record<string, unknown> => (value === null || value === undefined || Array.isArray(value) ? {} : value));

export const wishlistItem = z
  .object({
    sku: z.string().nullish().transform((sku) => sku ?? ""),
    engraving,
    id: z.number().nullish(),
    slug: z.string(),
    title: z.string().nullish(),
    price: z.number(),
    start_at_cost: z.number().nullish().transform((cost) => cost ?? 0),
    vendor_model: z.string().nullish(),
    collections_ids: z.array(z.number()).default([]),
    images: z.array(media).default([]),
    date: z.string().nullish(),
    material_categories: z.array(z.object({ id: z.number(), title: z.string().nullish() }).passthrough()).default([]),
    materials: z
      .array(
        z
          .object({ id: z.number(), sku: z.string(), title: z.string().nullish(), material_category_id: z.number().nullish(), medias: z.array(media).default([]) })
          .passthrough(),
      )
      .default([]),
    /** Absent: the cart decides. */
    track_inventory: z.boolean().nullish(),
    stock_qty: z.number().nullish(),
    /** A ring's sizes: Add to bag asks for one. */
    sizes: z.array(z.string().min(1).max(8)).default([]),
    /** An e-gift card: its recipient is asked on its page. */
    digital: z.boolean().default(false),
  })
  .passthrough();
export type WishlistItem = z.infer<typeof wishlistItem>;

export const wishlistResponse = envelope(
  z.object({
    unique_id: z.string(),
    baggage: z.array(wishlistItem),
  }),
);
export type Wishlist = z.infer<typeof wishlistResponse>["data"];
