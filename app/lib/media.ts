/**
 * Responsive images of the store's media (spec 9: the default image size is
 * 765x994): the widths the media route serves, `srcset` and `sizes`.
 *
 * The store's media are root-relative `/media/...` (its own origin, the media
 * route) or on the configured media base (the API's CDN or MEDIA_URL, see
 * services/media.server.ts). Both answer `?w=` with the image at that width.
 * A URL anywhere else is shown as it came: nobody promised it takes `?w=`.
 */

export const IMAGE_WIDTH = 765;
export const IMAGE_HEIGHT = 994;

/**
 * The only widths `?w=` may ask for, so a cache keeps a handful of copies of
 * an image and nobody can make the API render arbitrary sizes: half, one and
 * two times the base width, and a thumbnail for the bag's lines at 2x.
 */
export const MEDIA_WIDTHS = [192, 383, 765, 1530] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Cards, tiles and the gallery: a 2x phone to a 2x desktop. */
export const CARD_WIDTHS: readonly MediaWidth[] = [383, 765, 1530];
/** Small fixed-size pictures (bag lines, order lines, the promotion banner). */
export const THUMBNAIL_WIDTHS: readonly MediaWidth[] = [192, 383, 765];

/**
 * A requested width, made one of MEDIA_WIDTHS: the smallest that is at least
 * as wide, or the widest. Anything but digits is no width (null): the image as
 * the API has it.
 */
export function clampWidth(value: string | null | undefined): MediaWidth | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const width = Number(value);
  return MEDIA_WIDTHS.find((candidate) => candidate >= width) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
}

/** A path under /media/ the media route may ask the API for: plain segments only, nothing encoded, no dot segments. */
const SAFE_MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isSafeMediaPath(path: string): boolean {
  return path.length <= 300 && SAFE_MEDIA_PATH.test(path) && !path.includes("..");
}

/** Whether `src` is on the store's media (root-relative or on `mediaBase`), so `?w=` may be added. */
export function isOwnMedia(src: string, mediaBase: string): boolean {
  if (src.includes("?") || src.includes("#")) return false;
  if (src.startsWith("/media/")) return true;
  return mediaBase !== "" && src.startsWith(`${mediaBase}/media/`);
}

/** `src` at `width`. */
export function mediaAtWidth(src: string, width: MediaWidth): string {
  return `${src}?w=${width}`;
}

/** The `srcset` of one of the store's images, or undefined for a URL that is not the store's. */
export function mediaSrcSet(src: string, mediaBase: string, widths: readonly MediaWidth[] = CARD_WIDTHS): string | undefined {
  if (!isOwnMedia(src, mediaBase)) return undefined;
  return widths.map((width) => `${mediaAtWidth(src, width)} ${width}w`).join(", ");
}

/**
 * `sizes` for each layout, from app/styles/app.css: the container is 100vw
 * less two gutters (16px, 32px from 768px, 48px from 1440px) up to 1440px,
 * then each grid's columns and gaps. Keep them in step with the CSS.
 */
export const IMAGE_SIZES = {
  /** .product-grid: 2 columns (gap 12px), 3 from 768px (gap 16px), 4 from 1221px. */
  productCard: "(min-width: 1440px) 324px, (min-width: 1221px) calc(25vw - 28px), (min-width: 768px) calc(33.33vw - 32px), calc(50vw - 22px)",
  /** .gallery, first image: 88% of the container, scrolled, below 1025px; from 1025px the 1.4fr column beside the details (gap 72px). */
  galleryFirst: "(min-width: 1440px) 742px, (min-width: 1025px) calc(58.33vw - 79px), (min-width: 768px) calc(88vw - 56px), calc(88vw - 28px)",
  /** .gallery, the other images: half of that column (gap 8px) from 1025px. */
  galleryOther: "(min-width: 1440px) 367px, (min-width: 1025px) calc(29.17vw - 44px), (min-width: 768px) calc(88vw - 56px), calc(88vw - 28px)",
  /** .tile-grid: 2 columns, 3 from 768px, 6 from 1221px (gap 16px). */
  categoryTile: "(min-width: 1440px) 211px, (min-width: 1221px) calc(16.67vw - 24px), (min-width: 768px) calc(33.33vw - 32px), calc(50vw - 24px)",
  /** .collection-grid: 2 columns, 4 from 1025px (gap 24px). */
  collectionCard: "(min-width: 1440px) 318px, (min-width: 1025px) calc(25vw - 34px), (min-width: 768px) calc(50vw - 44px), calc(50vw - 28px)",
  /** .favorites-page .favorites-grid: 2 columns, at most 60rem wide (gap 12px, 24px from 768px). */
  favoriteCard: "(min-width: 1024px) 468px, (min-width: 768px) calc(50vw - 44px), calc(50vw - 22px)",
  /** The favorites drawer: 2 columns in a panel of at most 440px with 24px padding. */
  favoriteCardCompact: "(min-width: 440px) 190px, calc(50vw - 30px)",
  /** .promotion-banner__image: a 112px column, 240px from 768px. */
  promotionBanner: "(min-width: 768px) 240px, 112px",
  /** .cart-line__image. */
  cartLine: "88px",
  /** The order panel's and the order's lines. */
  orderLine: "64px",
} as const;
export type ImageLayout = keyof typeof IMAGE_SIZES;
