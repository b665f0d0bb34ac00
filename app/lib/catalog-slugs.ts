/**
 * Spec 1 and issue "Catalogue": a category's key is singular (NECKLACE) and
 * its listing slug plural (necklaces). NECKLACE maps to NECKLACES, and the
 * other singular keys likewise.
 */
const IRREGULAR: Record<string, string> = {};

export function categoryKeyToSlug(key: string): string {
  const upper = key.trim().toUpperCase();
  if (IRREGULAR[upper]) return IRREGULAR[upper];
  const plural = upper.endsWith("S") ? upper : `${upper}S`;
  return plural.toLowerCase();
}

/** The listing URL of a category. */
export function categoryHref(key: string): string {
  return `/shop-all/${categoryKeyToSlug(key)}`;
}
