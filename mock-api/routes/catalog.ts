/** Catalog endpoints (query rules: catalog-query.ts). The `cv` parameter is ignored: it only keys the storefront's cache. */
import { http } from "msw";

import { parseCatalogQuery, runCatalogQuery, scopeBySlug } from "../catalog-query";
import { apiError, errors, notFound, ok, okPage } from "../http";
import { findConfiguration, findConfigurationsBySku, findProduct, toCard, toDetail } from "../products";
import { popularTags } from "../search-words";
import { store } from "../store";

const API = "*/api/v1";

function catalog(request: Request, slug?: string) {
  const scope = slug === undefined ? undefined : scopeBySlug(slug);
  if (slug !== undefined && !scope) return notFound();
  const parsed = parseCatalogQuery(new URL(request.url).searchParams);
  if ("errors" in parsed) return errors(400, parsed.errors);
  const { items, meta: found } = runCatalogQuery(parsed.query, scope);
  // A search that found nothing answers with words that find something.
  const meta = found.total === 0 && parsed.query.words.length > 0 ? { ...found, suggestions: popularTags(store.products) } : found;
  // A search or a filter that named a material shows each piece in it (matched_config), not in its default.
  return okPage(request, items.map(({ product, matched_config }) => ({ ...toCard(product), matched_config })), meta);
}

/** A sku is shared by many products, so a sku lookup needs `product_id` unless it happens to be unique. */
function configuration(request: Request, key: string) {
  if (/^\d+$/.test(key)) {
    const match = findConfiguration(Number(key));
    return match ? ok(request, match.configuration) : notFound();
  }
  const productId = new URL(request.url).searchParams.get("product_id");
  const matches = findConfigurationsBySku(key).filter((m) => productId === null || String(m.product.id) === productId);
  if (matches.length === 0) return notFound();
  if (matches.length > 1) {
    return apiError(400, `The sku ${key} is used by ${matches.length} products; add product_id or use the numeric id.`, "product_id");
  }
  return ok(request, matches[0].configuration);
}

export const catalogHandlers = [
  http.get(`${API}/system-catalog`, ({ request }) => catalog(request)),
  http.get(`${API}/system-catalog/:slug`, ({ request, params }) => catalog(request, String(params.slug))),

  http.get(`${API}/products/:id`, ({ request, params }) => {
    const product = findProduct(String(params.id));
    return product ? ok(request, toDetail(product)) : notFound();
  }),

  http.get(`${API}/product-configurations/:id`, ({ request, params }) => configuration(request, String(params.id))),

  http.get(`${API}/collections`, ({ request }) =>
    ok(request, [...store.collections].sort((a, b) => a.sort_order - b.sort_order)),
  ),

  http.get(`${API}/collections/:slug`, ({ request, params }) => {
    const collection = store.collections.find((c) => c.slug === params.slug);
    return collection ? ok(request, collection) : notFound();
  }),
];
