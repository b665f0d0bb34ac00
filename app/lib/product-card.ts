// Spec 2 "Favorites".
import type { CatalogProduct } from "~/services/schemas/catalog.server";

import { IMAGE_HEIGHT, IMAGE_WIDTH } from "./image-size";

type CardSource = Pick<
  CatalogProduct,
  "id" | "slug" | "base_cost" | "start_at_cost" | "default_sku" | "images" | "mixedTranslation"
> & {
  default_config: Pick<NonNullable<CatalogProduct["default_config"]>, "sku" | "cost" | "start_at_cost" | "medias"> | null;
  matched_config?: Pick<NonNullable<CatalogProduct["default_config"]>, "sku" | "cost" | "start_at_cost" | "medias"> | null;
  variant_plp_image: Pick<NonNullable<CatalogProduct["variant_plp_image"]>, "image"> | null;
};

export type ProductCardData = {
  id: number;
  /** Spec 8 "No default_sku". */
  sku: string | null;
  slug: string;
  title: string;
  href: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  hoverImage: string | null;
  price: number;
  compareAt: number | null;
};

export { IMAGE_HEIGHT, IMAGE_WIDTH } from "./image-size";

export function productHref(slug: string, sku: string | null | undefined, defaultSku?: string | null): string {
  const path = `/product/${encodeURIComponent(slug)}`;
  return sku && sku !== defaultSku ? `${path}?configuration_id=${encodeURIComponent(sku)}` : path;
}

export function toProductCard(product: CardSource): ProductCardData {
  const title = product.mixedTranslation.title ?? product.slug;
  const shown = product.matched_config ?? product.default_config;
  const medias = shown?.medias.length ? shown.medias : product.images;
  const plp = medias.find((media) => media.position === "PLP") ?? medias[0] ?? null;
  const price = shown?.cost ?? product.base_cost;
  const compareAt = shown?.start_at_cost ?? product.start_at_cost;
  // A matched card keeps to the configuration the search asked for.
  const hoverImage = product.matched_config
    ? (medias.find((media) => media.position === "GALLERY" && media.url !== plp?.url)?.url ?? null)
    : (product.variant_plp_image?.image.url ?? null);
  return {
    id: product.id,
    sku: shown?.sku || product.default_sku || null,
    slug: product.slug,
    title,
    href: productHref(product.slug, product.matched_config?.sku ?? null, product.default_sku),
    image: plp
      ? { url: plp.url, alt: plp.alt || title, width: plp.width ?? IMAGE_WIDTH, height: plp.height ?? IMAGE_HEIGHT }
      : null,
    hoverImage,
    price,
    compareAt: compareAt > 0 && compareAt !== price ? compareAt : null,
  };
}
