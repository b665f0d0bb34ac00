// Spec 2, 3, 8, 9: the API geocodes the ZIP and lists the stores; distances and the 50-mile radius are ours (lib/distance).
import { data } from "@remix-run/node";

import { type Point, storesWithin } from "~/lib/distance";
import { type FormResult, validate } from "~/lib/forms/form";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { GEOLOCATION_FAILURE, NO_STORES_NEAR_LOCATION, NO_STORES_NEAR_ZIP, coordinatesSchema, retailerSearchForm } from "./retailer-search.form";
import { PRIVATE_NO_STORE, PUBLIC_PAGE } from "~/lib/http-cache";
import { ApiError, api, isNotFound, isRedirect, orFallback } from "~/services/api.server";
import { fromApi } from "~/services/form-door.server";
import { type Store, locationsResponse, nearbyResponse } from "~/services/schemas/retailers.server";

export type RetailerResult = Store & { distanceMiles: number };
export type DirectoryGroup = { state: string; code: string; stores: Store[] };

type Query = { mode: "zip" | "location" | null; zip: string };
type Origin = { label: string };
type Search =
  | { kind: "found"; origin: Origin; results: RetailerResult[] }
  | { kind: "refused"; result: FormResult }
  | { kind: "bad-location" }
  | { kind: "failed" };

/** The directory rarely changes, so it is a cached read shared by every shopper. */
function getDirectory(request: Request): Promise<DirectoryGroup[]> {
  return api(request, "/locations", { schema: locationsResponse, cache: "page" }).then((response) =>
    [...response.data].sort((a, b) => a.state.localeCompare(b.state, "en")),
  );
}

/** Not cached: a crawler walking some 41,000 ZIP codes would push pages and products out of the shared cache. */
async function searchByZip(request: Request, zip: string): Promise<Search> {
  try {
    const { data: nearby } = await api(request, "/nearby-locations", { schema: nearbyResponse, query: { zip } });
    const { origin } = nearby;
    const place = [origin.city, origin.state].filter(Boolean).join(", ");
    return { kind: "found", origin: { label: place ? `${place} ${origin.zip}` : origin.zip }, results: storesWithin(origin, nearby.stores) };
  } catch (error) {
    // Spec 8 gives no message for an unknown ZIP code: it gets the one for a ZIP code with no store near it.
    if (isNotFound(error)) return { kind: "found", origin: { label: zip }, results: [] };
    if (error instanceof ApiError && error.status < 500 && Object.keys(error.fieldErrors).length > 0) {
      return { kind: "refused", result: fromApi(retailerSearchForm, error, { zip }) };
    }
    if (isRedirect(error)) throw error;
    console.error("Store search by ZIP failed:", error instanceof Error ? error.message : error);
    return { kind: "failed" };
  }
}

/** A location search measures from the directory's stores, which the page loads anyway. */
function searchNear(point: Point, directory: DirectoryGroup[] | null): Search {
  if (!directory) return { kind: "failed" };
  const stores = directory.flatMap((group) => group.stores);
  return { kind: "found", origin: { label: "your location" }, results: storesWithin(point, stores) };
}

/** `zip` (the form) wins over `lat` and `lon` ("Use my current location"). */
function readQuery(params: URLSearchParams) {
  const zip = params.get("zip");
  if (zip !== null) return { mode: "zip" as const, zip };
  if (!params.has("lat") && !params.has("lon")) return { mode: "none" as const };
  const coordinates = coordinatesSchema.safeParse({ lat: params.get("lat") ?? "", lon: params.get("lon") ?? "" });
  return coordinates.success ? { mode: "location" as const, point: coordinates.data } : { mode: "bad-location" as const };
}

async function runSearch(request: Request, input: ReturnType<typeof readQuery>, directory: Promise<DirectoryGroup[] | null>): Promise<Search | null> {
  switch (input.mode) {
    case "zip": {
      const checked = validate(retailerSearchForm, (name) => (name === "zip" ? input.zip : undefined));
      return checked.ok ? searchByZip(request, checked.data.zip) : { kind: "refused", result: checked.result };
    }
    case "location":
      return searchNear(input.point, await directory);
    case "bad-location":
      return { kind: "bad-location" };
    case "none":
      return null;
  }
}

export async function loadRetailerPage(request: Request) {
  const input = readQuery(new URL(request.url).searchParams);
  // Spec 8 swallows the directory's failure (site data), not the search's.
  const directoryCall = orFallback(getDirectory(request), null);
  const [search, directory] = await Promise.all([runSearch(request, input, directoryCall), directoryCall]);

  const query: Query = { mode: input.mode === "zip" || input.mode === "location" ? input.mode : null, zip: input.mode === "zip" ? input.zip.trim() : "" };
  const found = search?.kind === "found" ? search : null;
  let message: string | null = null;
  if (search?.kind === "failed") message = GENERIC_FAILURE;
  else if (found && found.results.length === 0) message = input.mode === "location" ? NO_STORES_NEAR_LOCATION : NO_STORES_NEAR_ZIP;
  const page = {
    query,
    origin: found?.origin ?? null,
    results: found?.results ?? null,
    message,
    failed: search?.kind === "failed",
    result: search?.kind === "refused" ? search.result : null,
    locationError: search?.kind === "bad-location" ? GEOLOCATION_FAILURE : null,
    directory,
  };

  const status = search?.kind === "refused" || search?.kind === "bad-location" ? 400 : search?.kind === "failed" ? 502 : 200;
  // The page shows nothing of the shopper's, so a CDN may keep it; never a failure or a page missing its directory.
  const cacheable = status < 500 && directory !== null;
  return data(page, { status, headers: { "Cache-Control": cacheable ? PUBLIC_PAGE : PRIVATE_NO_STORE } });
}
