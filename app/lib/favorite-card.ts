// Spec 2 "Favorites", 3 "Favorites card input".
import type { WishlistItem } from "~/services/schemas/wishlist.server";

import { IMAGE_HEIGHT, IMAGE_WIDTH, productHref } from "./product-card";
import { type Engraving, normalizeEngraving } from "./wishlist";

export type FavoriteCardData = {
  key: string;
  slug: string;
  sku: string;
  engraving: Engraving;
  title: string;
  href: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  price: number;
  compareAt: number | null;
  added: { text: string; iso: string } | null;
  material: string | null;
  buyableId: number | null;
  sizes: string[];
  emailed: boolean;
};

export function toFavoriteCard(item: WishlistItem, dayOf: (iso: string | null | undefined) => string | null): FavoriteCardData {
  const sku = item.sku;
  const engraving = normalizeEngraving(item.engraving);
  const title = item.title || item.slug;
  const image = item.images.find((media) => media.position === "PLP") ?? item.images[0] ?? null;
  const text = dayOf(item.date);
  const inStock = !item.track_inventory || (item.stock_qty ?? 0) > 0;
  return {
    key: `${item.slug}/${sku}|${JSON.stringify(engraving)}`,
    slug: item.slug,
    sku,
    engraving,
    title,
    href: productHref(item.slug, sku || null),
    image: image
      ? { url: image.url, alt: image.alt || title, width: image.width ?? IMAGE_WIDTH, height: image.height ?? IMAGE_HEIGHT }
      : null,
    price: item.price,
    compareAt: item.start_at_cost > 0 && item.start_at_cost !== item.price ? item.start_at_cost : null,
    added: text && item.date ? { text, iso: item.date } : null,
    material: item.materials.map((material) => material.title).filter(Boolean).join(", ") || null,
    buyableId: item.id && sku && inStock ? item.id : null,
    sizes: item.sizes,
    emailed: item.digital,
  };
}

export function newestFirst<T extends { added: { iso: string } | null }>(cards: readonly T[]): T[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => (b.card.added?.iso ?? "").localeCompare(a.card.added?.iso ?? "") || b.index - a.index)
    .map(({ card }) => card);
}
