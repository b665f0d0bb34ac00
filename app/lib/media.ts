/**
 * Responsive images of the store's media (spec 9: the default image size is
 * 765x994): the widths the media route serves, `srcset` and `sizes`.
 *
 * The store's media are root-relative `/media/...` (its own origin, the media
 * route) or on the configured media base (the API's CDN or MEDIA_URL, see
 * services/media.server.ts). Both answer `?w=` with the image at that width.
 * A URL anywhere else is shown as it came: nobody promised it takes `?w=`.
 */

export { IMAGE_HEIGHT, IMAGE_WIDTH } from "./image-size";

/**
 * The only widths `?w=` may ask for, so a cache keeps a handful of copies of
 * an image and nobody can make the API render arbitrary sizes: half, one and
 * two times the base width, and a thumbnail for small pictures at 2x.
 */
export const MEDIA_WIDTHS = [192, 383, 765, 1530] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Cards, tiles and the gallery: a 2x phone to a 2x desktop. */
export const CARD_WIDTHS: readonly MediaWidth[] = [383, 765, 1530];

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

/** An image URL made absolute on the store's origin (root-relative media are the store's): for og:image and structured data, which must be absolute. */
export function absoluteImageUrl(src: string, siteUrl: string): string {
  return src.startsWith("/") && !src.startsWith("//") ? `${siteUrl}${src}` : src;
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
