import { data, redirect } from "@remix-run/node";

import { categoryKeyToSlug } from "~/lib/catalog-slugs";
import { PAGE_SIZE, materialSlug, parseListingQuery, scopedListingPath } from "~/lib/listing-query";
import { toProductCard } from "~/lib/product-card";
import { breadcrumbJsonLd, itemListJsonLd } from "~/lib/structured-data";

import { getCollection, getListing } from "./catalog.server";
import type { Collection, Filters } from "./schemas/catalog.server";
import type { Bootstrap } from "./schemas/site.server";
import { getBootstrap, getFilters } from "./site.server";

const bySortOrder = <T extends { sort_order: number }>(items: T[]) => [...items].sort((a, b) => a.sort_order - b.sort_order);

export type Scope = {
  kind: "category" | "collection";
  id: number;
  slug: string;
  title: string;
  description: string | null;
  image: string | null;
};

export function findScope(filters: Filters | null, slug: string): Scope | null {
  const wanted = slug.toLowerCase();
  const category = filters?.categories.find((c) => c.slug === wanted || categoryKeyToSlug(c.key) === wanted);
  if (category) {
    return {
      kind: "category",
      id: category.id,
      slug: category.slug,
      title: category.mixedTranslation.title ?? category.slug,
      description: category.mixedTranslation.description ?? null,
      image: null,
    };
  }
  const collection = filters?.collections.find((c) => c.slug === wanted);
  if (collection) {
    return { kind: "collection", id: collection.id, slug: collection.slug, title: collection.mixedTranslation.title ?? collection.slug, description: null, image: null };
  }
  return null;
}

/** Spec 8 swallows a collections failure: the page keeps the filters' title and goes without the rest. */
export function withCollection(scope: Scope, collection: Collection | null): Scope {
  if (!collection) return scope;
  return {
    ...scope,
    title: collection.mixedTranslation.title ?? scope.title,
    description: collection.mixedTranslation.description ?? null,
    image: collection.image ?? null,
  };
}

type MaterialCategory = Bootstrap["material_categories"][number];

function materialGroups(materials: Filters["materials"], categories: MaterialCategory[]) {
  const options = (list: Filters["materials"]) =>
    bySortOrder(list).map((m) => ({ slug: materialSlug(m.sku), title: m.mixedTranslation.title ?? m.sku }));
  const known = new Set(categories.map((category) => category.id));
  return [
    ...bySortOrder(categories).map((category) => ({
      legend: category.mixedTranslation.title ?? category.slug,
      options: options(materials.filter((m) => m.material_category_id === category.id)),
    })),
    { legend: "Material", options: options(materials.filter((m) => !known.has(m.material_category_id))) },
  ].filter((group) => group.options.length > 0);
}

export function filterOptions(filters: Filters | null, materialCategories: MaterialCategory[]) {
  return {
    categories: bySortOrder(filters?.categories ?? []).map((c) => ({ slug: c.slug, title: c.mixedTranslation.title ?? c.slug })),
    collections: bySortOrder(filters?.collections ?? []).map((c) => ({ slug: c.slug, title: c.mixedTranslation.title ?? c.slug })),
    materials: materialGroups(filters?.materials ?? [], materialCategories),
  };
}

type ListingOptions = {
  slug?: string | null;
  search?: string;
  mode?: "cumulative" | "single";
};

export async function loadListing(request: Request, { slug, search, mode = "cumulative" }: ListingOptions) {
  const url = new URL(request.url);
  const [filters, bootstrap] = await Promise.all([getFilters(request), getBootstrap(request)]);
  const scope = slug ? findScope(filters, slug) : null;
  // Without the filters nothing tells a category from a typo: the API's outage is a 503, never the shopper's 404.
  if (slug && !filters) throw data({ message: null }, { status: 503 });
  if (slug && !scope) throw data({ message: "This page could not be found" }, { status: 404 });

  const options = filterOptions(filters, bootstrap.material_categories);
  // One page, one address: a category asked for by query alone redirects to its own path.
  const own = slug || search !== undefined ? null : scopedListingPath(url.pathname, url.searchParams);
  if (own && [...options.categories, ...options.collections].some((option) => `/shop-all/${option.slug}` === own)) {
    throw redirect(own, 301);
  }
  const params = new URLSearchParams(url.searchParams);
  if (search !== undefined) params.set("search", search);
  const { query, notices } = parseListingQuery(
    params,
    filters && {
      categories: options.categories.map((c) => c.slug),
      collections: options.collections.map((c) => c.slug),
      materials: filters.materials.map((m) => m.sku),
    },
  );
  const [page, collection] = await Promise.all([
    getListing(request, query, mode, scope?.slug),
    scope?.kind === "collection" ? getCollection(request, scope.slug) : null,
  ]);
  // A page past the last one is the last page, at its address (load more never asks for one).
  const lastPage = Math.max(1, Math.ceil(page.meta.total / PAGE_SIZE));
  if (mode === "cumulative" && query.page > lastPage) {
    const params = new URLSearchParams(url.searchParams);
    if (lastPage > 1) params.set("page", String(lastPage));
    else params.delete("page");
    throw redirect(`${url.pathname}${params.size ? `?${params}` : ""}`, 301);
  }
  return {
    scope: scope ? withCollection(scope, collection) : null,
    query,
    notices,
    options,
    items: page.data.map(toProductCard),
    total: page.meta.total,
    suggestions: page.meta.suggestions ?? [],
  };
}

export function listingStructuredData(listing: Awaited<ReturnType<typeof loadListing>>, siteUrl: string): object[] {
  const { scope } = listing;
  const title = scope?.title ?? "Shop all";
  return [
    breadcrumbJsonLd([
      { name: "Home", url: `${siteUrl}/` },
      { name: "Shop all", url: `${siteUrl}/shop-all` },
      ...(scope ? [{ name: scope.title, url: `${siteUrl}/shop-all/${scope.slug}` }] : []),
    ]),
    itemListJsonLd(title, listing.items.map((card) => ({ name: card.title, url: `${siteUrl}${card.href}` }))),
  ];
}
