/** The demo shopper's favorites, by slug and sku because a sku alone is shared by many pieces. */
import type { Product, StoredWishlist } from "../model";

import { DEMO_USER_ID } from "./users";

/** Fixed so QA can name it; created lists get 32 hex characters (ids.ts). */
export const DEMO_WISHLIST_ID = "wl-demo-0001";

export const DEMO_FAVORITES = [
  { slug: "heritage-onyx-signet", sku: "YG14-ONX", added_at: "2026-09-14T14:20:00.000Z" },
  { slug: "maree-aquamarine-drop-necklace", sku: "WG14-AQU", added_at: "2026-10-02T09:45:00.000Z" },
  { slug: "maree-wave-medallion", sku: "YG14-AQU", added_at: "2026-11-05T19:10:00.000Z" },
] as const;

export const DEMO_FAVORITE_SKUS: readonly string[] = DEMO_FAVORITES.map((favorite) => favorite.sku);

export function buildWishlists(products: Product[]): Record<string, StoredWishlist> {
  const items = DEMO_FAVORITES.map(({ slug, sku, added_at }) => {
    const product = products.find((p) => p.slug === slug);
    const configuration = product?.configurations.find((c) => c.sku === sku);
    if (!product || !configuration) throw new Error(`seed wishlist ${DEMO_WISHLIST_ID}: no configuration ${slug} ${sku}`);
    return { product_configuration_id: configuration.id, sku, engraving: {}, added_at };
  });
  return { [DEMO_WISHLIST_ID]: { unique_id: DEMO_WISHLIST_ID, user_id: DEMO_USER_ID, items } };
}
