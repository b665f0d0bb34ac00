// Spec 4 "Wishlist": a sku names materials shared by many pieces, so "the same sku" also needs the same slug;
// an engraving arriving as `[]` (PHP's empty object) counts as empty.
export type Engraving = Record<string, unknown>;
export type WishlistEntry = { slug: string; sku: string; engraving: Engraving };
type Entry = { slug: string; sku: string; engraving?: unknown };

/** Spec 8. */
export const NO_DEFAULT_SKU = "No default_sku";
export const NO_DEFAULT_SKU_TITLE = "Error";

export function normalizeEngraving(engraving: unknown): Engraving {
  if (engraving === null || typeof engraving !== "object" || Array.isArray(engraving)) return {};
  return engraving as Engraving;
}

export function sameEngraving(a: unknown, b: unknown): boolean {
  const left = normalizeEngraving(a);
  const right = normalizeEngraving(b);
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && JSON.stringify(left[key]) === JSON.stringify(right[key]));
}

export function sameEntry(a: Entry, b: Entry): boolean {
  return a.slug === b.slug && a.sku === b.sku && sameEngraving(a.engraving, b.engraving);
}

export function toggleEntry<T extends Entry>(list: readonly T[], item: T): { list: T[]; added: boolean } {
  const kept = list.filter((entry) => !sameEntry(entry, item));
  if (kept.length < list.length) return { list: kept, added: false };
  return { list: [...list, item], added: true };
}

export function favoriteKey(slug: string, sku: string): string {
  return `${slug}/${sku}`;
}

export function isFavorite(keys: readonly string[] | null | undefined, slug: string, sku: string | null | undefined): boolean {
  return Boolean(sku && keys?.includes(favoriteKey(slug, sku)));
}
