// All cached with the cache version.
import { type ListingQuery, toApiQuery } from "~/lib/listing-query";

import { api, asRouteError, orFallback } from "./api.server";
import { acknowledged } from "./schemas/common.server";
import { type Collection, catalogResponse, collectionResponse, collectionsResponse, productResponse } from "./schemas/catalog.server";

export function getListing(request: Request, query: ListingQuery, mode: "cumulative" | "single", scope?: string) {
  const path = scope ? `/system-catalog/${encodeURIComponent(scope)}` : "/system-catalog";
  return api(request, path, { schema: catalogResponse, cache: "catalog", query: toApiQuery(query, mode) }).catch(asRouteError);
}

export const SUGGESTION_COUNT = 5;

/** Spec 5/8: null when the call failed, which the header shows as nothing at all. */
export function getSuggestions(request: Request, search: string) {
  return orFallback(
    api(request, "/system-catalog", { schema: catalogResponse, cache: "catalog", query: { search, count: SUGGESTION_COUNT } }).then(
      (page) => page.data.slice(0, SUGGESTION_COUNT),
    ),
    null,
  );
}

export function getBestSellers(request: Request, count = 8) {
  return orFallback(
    api(request, "/system-catalog", { schema: catalogResponse, cache: "catalog", query: { sort: "best_selling", count } }).then(
      (page) => page.data,
    ),
    [],
  );
}

/** Spec 8: swallowed (null). */
export function getCollection(request: Request, slug: string): Promise<Collection | null> {
  return orFallback(
    api(request, `/collections/${encodeURIComponent(slug)}`, { schema: collectionResponse, cache: "collection" }).then((r) => r.data),
    null,
  );
}

/** Spec 8: swallowed (null). */
export function getCollections(request: Request): Promise<Collection[] | null> {
  return orFallback(
    api(request, "/collections", { schema: collectionsResponse, cache: "collection" }).then((r) =>
      [...r.data].sort((a, b) => a.sort_order - b.sort_order),
    ),
    null,
  );
}

export async function getProduct(request: Request, slug: string) {
  const response = await api(request, `/products/${encodeURIComponent(slug)}`, { schema: productResponse, cache: "product" }).catch(
    asRouteError,
  );
  return response.data;
}

export type HintInput = { email: string; product_id: number; url: string; name?: string; message?: string };

export function sendProductLink(request: Request, input: HintInput) {
  return api(request, "/products/link-to-email", { method: "POST", body: input, schema: acknowledged });
}

export type QuestionInput = {
  subject?: string;
  question: string;
  first_name: string;
  last_name: string;
  email: string;
  slug: string;
};

/** Spec 7: `name` is first and last name joined. */
export function askQuestion(request: Request, input: QuestionInput) {
  return api(request, "/questions", {
    method: "POST",
    body: { ...input, name: `${input.first_name} ${input.last_name}`.trim() },
    schema: acknowledged,
  });
}
