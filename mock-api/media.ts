/** Every image the API refers to is SVG drawn here on request from the store's records (URL shapes: seed/paths.ts). */
import { http, HttpResponse } from "msw";

import { footerLogoSvg, logoSvg, socialIconSvg } from "./art/brand";
import { materialSwatch, pieceImage, type View } from "./art/compose";
import { heroSvg } from "./art/hero";
import { menuIconSvg } from "./art/icons";
import { categoryTileSvg, collectionTileSvg } from "./art/tiles";
import { METAL_CATEGORY_ID } from "./seed/catalog";
import { configurationMaterials } from "./products";
import { GALLERY_VIEWS, type GalleryView } from "./seed/paths";
import { store, type StoreState } from "./store";

const titleOf = (record: { translations: Array<{ title?: string }> }) => record.translations[0]?.title ?? "";

function productImage(state: StoreState, slug: string, file: string): string | null {
  const product = [...state.products, ...state.gifts].find((p) => p.slug === slug);
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
  const found = configurationMaterials(product, configuration, state);
  if (found.some((entry) => !entry)) return null;
  const materials = found.map((entry) => entry!.material);
  const names = materials.map(titleOf);
  // The e-gift card: its amount, drawn on the card and named in its title ("…, USD 500"); it has no metal or stone.
  if (product.art.kind === "gift-card") {
    return pieceImage({ kind: "gift-card", style: String(configuration.cost), metal: "YG14", stone: null, view, title: [titleOf(product), ...names].join(", ") });
  }
  const metal = materials.find((m) => m.material_category_id === METAL_CATEGORY_ID);
  const stone = materials.find((m) => m.material_category_id !== METAL_CATEGORY_ID);
  return pieceImage({
    kind: product.art.kind,
    style: product.art.style,
    metal: metal?.sku ?? "YG14",
    stone: stone?.sku ?? null,
    view,
    title: names.length ? `${titleOf(product)} in ${names.join(" and ")}` : titleOf(product),
  });
}

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
      return one === "logo" ? logoSvg() : one === "logo-footer" ? footerLogoSvg() : one === "hero" ? heroSvg() : null;
    default:
      return null;
  }
}

/** Images never change for a given URL, so they may be cached for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** A wider `?w=` is drawn at this width. */
export const MAX_MEDIA_WIDTH = 3000;

/** Scales the width and height attributes and keeps the viewBox, so it draws the same picture at that size. */
export function scaleSvg(svg: string, width: string | null): string {
  if (!width || !/^\d{1,6}$/.test(width) || Number(width) === 0) return svg;
  const target = Math.min(Number(width), MAX_MEDIA_WIDTH);
  return svg.replace(/^<svg ([^>]*)>/, (open, attributes: string) => {
    const w = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(` ${attributes}`)?.[1]);
    const h = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(` ${attributes}`)?.[1]);
    if (!w || !h) return open;
    const scaled = ` ${attributes}`
      .replace(/\swidth="[^"]*"/, ` width="${target}"`)
      .replace(/\sheight="[^"]*"/, ` height="${Math.round((h * target) / w)}"`);
    return `<svg${scaled}>`;
  });
}

/** FNV-1a over the text: enough to tell two images apart. */
export function etagOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `"${(hash >>> 0).toString(16).padStart(8, "0")}-${text.length.toString(16)}"`;
}

/** Weak comparison, as for GET; `*` names any. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === etag);
}

const serveMedia = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/media/")) return undefined;
  const drawn = renderMedia(url.pathname);
  if (drawn === null) {
    return HttpResponse.json(
      { errors: [{ code: 404, property: null, message: "Not found" }] },
      { status: 404 },
    );
  }
  const svg = scaleSvg(drawn, url.searchParams.get("w"));
  const etag = etagOf(svg);
  const headers = { "Cache-Control": MEDIA_CACHE_CONTROL, ETag: etag };
  if (matches(request.headers.get("if-none-match"), etag)) return new HttpResponse(null, { status: 304, headers });
  return new HttpResponse(request.method === "HEAD" ? null : svg, {
    headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" },
  });
};

export const mediaHandler = http.get("*/media/*", serveMedia);
export const mediaHeadHandler = http.head("*/media/*", serveMedia);
