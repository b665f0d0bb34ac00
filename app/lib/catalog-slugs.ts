// Spec 1: a category's key is singular (NECKLACE), its listing slug plural (necklaces).
const IRREGULAR: Record<string, string> = {};

export function categoryKeyToSlug(key: string): string {
  const upper = key.trim().toUpperCase();
  if (IRREGULAR[upper]) return IRREGULAR[upper];
  const plural = upper.endsWith("S") ? upper : `${upper}S`;
  return plural.toLowerCase();
}

export function categoryHref(key: string): string {
  return `/shop-all/${categoryKeyToSlug(key)}`;
}
