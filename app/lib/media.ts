// Spec 9 image sizes; only our own media answers `?w=`, so other URLs are left as they came.
export { IMAGE_HEIGHT, IMAGE_WIDTH } from "./image-size";

/** A fixed set so caches keep few copies and nobody makes the API render arbitrary sizes. */
export const MEDIA_WIDTHS = [192, 383, 765, 1530] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const CARD_WIDTHS: readonly MediaWidth[] = [383, 765, 1530];

export function clampWidth(value: string | null | undefined): MediaWidth | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const width = Number(value);
  return MEDIA_WIDTHS.find((candidate) => candidate >= width) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
}

/** Security: no encoded or dot segments. */
const SAFE_MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isSafeMediaPath(path: string): boolean {
  return path.length <= 300 && SAFE_MEDIA_PATH.test(path) && !path.includes("..");
}

export function isOwnMedia(src: string, mediaBase: string): boolean {
  if (src.includes("?") || src.includes("#")) return false;
  if (src.startsWith("/media/")) return true;
  return mediaBase !== "" && src.startsWith(`${mediaBase}/media/`);
}

export function absoluteImageUrl(src: string, siteUrl: string): string {
  return src.startsWith("/") && !src.startsWith("//") ? `${siteUrl}${src}` : src;
}

/** Social sites show no SVG, so our own SVGs are asked for as PNG (routes/media.$.tsx). */
export function shareImageUrl(src: string, siteUrl: string): string {
  if (src.startsWith("/media/") && /\.svg$/i.test(src)) return `${siteUrl}${src}?w=${MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]}&format=png`;
  return absoluteImageUrl(src, siteUrl);
}

export function mediaAtWidth(src: string, width: MediaWidth): string {
  return `${src}?w=${width}`;
}

export function mediaSrcSet(src: string, mediaBase: string, widths: readonly MediaWidth[] = CARD_WIDTHS): string | undefined {
  if (!isOwnMedia(src, mediaBase)) return undefined;
  return widths.map((width) => `${mediaAtWidth(src, width)} ${width}w`).join(", ");
}
