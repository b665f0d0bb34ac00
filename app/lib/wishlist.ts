/**
 * The wishlist's toggle rule (spec 4 "Wishlist"): an item with the same sku
 * and the same engraving is removed; if none matches, the item is added. An
 * engraving that arrives as an array (spec 3, PHP's empty object) counts as
 * an empty object. Shared by the server, which saves the toggle, and the
 * cards, which show a heart as pressed when its piece is in the list.
 *
 * The spec's sku stands for one configuration of one piece. In this
 * catalogue a configuration's sku is its materials ("YG14-DIA", spec 3:
 * "dash-separated material skus"), shared by many pieces, so "the same sku"
 * is read as the same sku of the same piece (its slug): hearting one
 * yellow-gold diamond ring must not remove another.
 */
export type Engraving = Record<string, unknown>;
export type WishlistEntry = { slug: string; sku: string; engraving: Engraving };
type Entry = { slug: string; sku: string; engraving?: unknown };

/** The message of spec 8's alert for a card with no sku, titled "Error". */
export const NO_DEFAULT_SKU = "No default_sku";
export const NO_DEFAULT_SKU_TITLE = "Error";

export function normalizeEngraving(engraving: unknown): Engraving {
  if (engraving === null || typeof engraving !== "object" || Array.isArray(engraving)) return {};
  return engraving as Engraving;
}

/** Two engravings are the same when they hold the same keys and values, whatever their order. */
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

/** Spec 4's rule: the list without the matching item, or with `item` added at the end; and which it was. */
export function toggleEntry<T extends Entry>(list: readonly T[], item: T): { list: T[]; added: boolean } {
  const kept = list.filter((entry) => !sameEntry(entry, item));
  if (kept.length < list.length) return { list: kept, added: false };
  return { list: [...list, item], added: true };
}

/** How the shell lists the pieces in the list without an engraving, the ones a card's heart stands for. */
export function favoriteKey(slug: string, sku: string): string {
  return `${slug}/${sku}`;
}

/** Whether a piece with no engraving (every card in the store) is in the list, by its favoriteKey. */
export function isFavorite(keys: readonly string[] | null | undefined, slug: string, sku: string | null | undefined): boolean {
  return Boolean(sku && keys?.includes(favoriteKey(slug, sku)));
}
