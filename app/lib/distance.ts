// Spec 9 store finder: great-circle distance with the spec's earth radius, and the 50-mile search radius.
export const EARTH_RADIUS_M = 6_371_000;
export const SEARCH_RADIUS_MILES = 50;
export const METERS_PER_MILE = 1_609.344;

export type Point = { lat: number; lon: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMeters(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would give NaN.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** A point built to lie exactly 50 miles away measures 50.00000000000008. */
const BOUNDARY_TOLERANCE_MILES = 1e-9;

export function storesWithin<S extends Point>(
  origin: Point,
  stores: readonly S[],
  radiusMiles: number = SEARCH_RADIUS_MILES,
): Array<S & { distanceMiles: number }> {
  return stores
    .map((store) => ({ store, miles: metersToMiles(distanceMeters(origin, store)) }))
    .filter(({ miles }) => miles <= radiusMiles + BOUNDARY_TOLERANCE_MILES)
    .sort((a, b) => a.miles - b.miles)
    .map(({ store, miles }) => ({ ...store, distanceMiles: Math.round(miles * 10) / 10 }));
}

export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} miles`;
}
