/**
 * Media: every image the API refers to is SVG generated here, on request,
 * from the store's records. Nothing is fetched or stored on disk.
 *
 * URL shapes (see seed/paths.ts):
 *   /media/products/{slug}/{sku}.svg           main view (PLP and first GALLERY)
 *   /media/products/{slug}/{sku}.{view}.svg    gallery views: detail, angle
 *   /media/materials/{sku}.svg                 96x96 swatch
 *   /media/categories/{slug}.svg               765x994 tile
 *   /media/collections/{slug}.svg              1200x800 banner
 *   /media/icons/{name}.svg                    64x64 menu icon
 *   /media/brand/logo.svg, logo-footer.svg
 *   /media/social/{name}.svg                   24x24
 */
import { http, HttpResponse } from "msw";

import { footerLogoSvg, logoSvg, socialIconSvg } from "./art/brand";
import { materialSwatch, pieceImage, type View } from "./art/compose";
import { menuIconSvg } from "./art/icons";
import { categoryTileSvg, collectionTileSvg } from "./art/tiles";
import { METAL_CATEGORY_ID } from "./seed/catalog";
import { GALLERY_VIEWS, type GalleryView } from "./seed/paths";
import { store, type StoreState } from "./store";

const titleOf = (record: { translations: Array<{ title?: string }> }) => record.translations[0]?.title ?? "";

function productImage(state: StoreState, slug: string, file: string): string | null {
  const product = state.products.find((p) => p.slug === slug);
  if (!product) return null;
  const [sku, maybeView, ...extra] = file.split(".");
  if (extra.length) return null;
  let view: View = "main";
  if (maybeView !== undefined) {
    if (!GALLERY_VIEWS.includes(maybeView as GalleryView)) return null;
    view = maybeView as View;
  }
  const configuration = product.configurations.find((c) => c.sku === sku);
  if (!configuration) return null;
  const materials = configuration.materials_ids.map((id) => state.materials.find((m) => m.id === id));
  if (materials.some((m) => !m)) return null;
  const metal = materials.find((m) => m?.material_category_id === METAL_CATEGORY_ID);
  const stone = materials.find((m) => m?.material_category_id !== METAL_CATEGORY_ID);
  return pieceImage({
    kind: product.art.kind,
    style: product.art.style,
    metal: metal?.sku ?? "YG14",
    stone: stone?.sku ?? null,
    view,
    // The e-gift card has no materials: its title alone.
    title: materials.length
      ? `${titleOf(product)} in ${materials.map((m) => (m ? titleOf(m) : "")).join(" and ")}`
      : titleOf(product),
  });
}

/** Renders the SVG for a /media/... pathname, or null when there is none. */
export function renderMedia(pathname: string, state: StoreState = store): string | null {
  const match = /^\/media\/(.+)\.svg$/.exec(pathname);
  if (!match) return null;
  const parts = match[1].split("/").map(decodeURIComponent);
  const [section, ...rest] = parts;
  const one = rest.length === 1 ? rest[0] : null;

  switch (section) {
    case "products":
      return rest.length === 2 ? productImage(state, rest[0], rest[1]) : null;
    case "materials": {
      const material = one ? state.materials.find((m) => m.sku === one) : undefined;
      return material ? materialSwatch(material.sku, titleOf(material)) : null;
    }
    case "categories": {
      const category = one ? state.categories.find((c) => c.slug === one) : undefined;
      return category ? categoryTileSvg(category.slug, titleOf(category)) : null;
    }
    case "collections": {
      const collection = one ? state.collections.find((c) => c.slug === one) : undefined;
      return collection ? collectionTileSvg(collection.slug, titleOf(collection)) : null;
    }
    case "icons":
      return one ? menuIconSvg(one) : null;
    case "social":
      return one ? socialIconSvg(one) : null;
    case "brand":
      return one === "logo" ? logoSvg() : one === "logo-footer" ? footerLogoSvg() : null;
    default:
      return null;
  }
}

/** Images never change for a given URL, so they may be cached for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const mediaHandler = http.get("*/media/*", ({ request }) => {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith("/media/")) return undefined;
  const svg = renderMedia(pathname);
  if (svg === null) {
    return HttpResponse.json(
      { errors: [{ code: 404, property: null, message: "Not found" }] },
      { status: 404 },
    );
  }
  return new HttpResponse(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": MEDIA_CACHE_CONTROL },
  });
});
