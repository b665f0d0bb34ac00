/** ZIP codes are looked up in the `zipcodes` data set; the storefront computes distances and applies its 50-mile radius. */
import { http } from "msw";
import zipcodes from "zipcodes";

import { apiError, ok } from "../http";
import type { RetailStateGroup, RetailStore } from "../model";
import { store } from "../store";

const API = "*/api/v1";

/** Spec 9: distances use an earth radius of 6371000 m. */
const EARTH_RADIUS_M = 6371000;

export function distanceMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const renderStore = (s: RetailStore) => ({ ...s, phones: [...s.phones] });

const sortedGroups = (): RetailStateGroup[] =>
  [...store.locations].sort((a, b) => a.state.localeCompare(b.state, "en"));

export const locationHandlers = [
  http.get(`${API}/locations`, ({ request }) =>
    ok(
      request,
      sortedGroups().map((group) => ({ state: group.state, code: group.code, stores: group.stores.map(renderStore) })),
    ),
  ),

  http.get(`${API}/nearby-locations`, ({ request }) => {
    const zip = new URL(request.url).searchParams.get("zip")?.trim() ?? "";
    if (zip === "") return apiError(400, "The zip field is required.", "zip");
    if (!/^\d{5}$/.test(zip)) return apiError(400, "The zip must be 5 digits.", "zip");
    const found = zipcodes.lookup(zip);
    if (!found) return apiError(404, "We couldn't find that ZIP code.", "zip");

    const origin = { zip: found.zip, lat: found.latitude, lon: found.longitude, city: found.city, state: found.state };
    // Nearest first (ties by id), so a client that does not filter still reads them sensibly.
    const stores = sortedGroups()
      .flatMap((group) => group.stores)
      .map((s) => ({ s, d: distanceMeters(origin, s) }))
      .sort((a, b) => a.d - b.d || a.s.id - b.s.id)
      .map(({ s }) => renderStore(s));
    return ok(request, { origin, stores });
  }),
];
