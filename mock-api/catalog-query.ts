/** GET /system-catalog query semantics, kept apart from the handler so the rules read in one place. */
import type { ApiError, PageMeta } from "./http";
import type { Product, ProductConfiguration } from "./model";
import { singular } from "./search-words";
import { store } from "./store";

export const CATALOG_SORTS = ["featured", "newest", "price_asc", "price_desc", "best_selling"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 240;

export interface CatalogQuery {
  words: string[];
  categorySlugs: string[];
  collectionSlugs: string[];
  materialSkus: string[];
  priceMin: number | null;
  priceMax: number | null;
  sort: CatalogSort;
  page: number;
  count: number;
}

/** Lower case without accents, so "celeste" finds "Céleste". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The storefront sends arrays with brackets (`categories[]=rings`); plain repeats are accepted too. */
const list = (params: URLSearchParams, name: string) =>
  [...params.getAll(`${name}[]`), ...params.getAll(name)].map((v) => v.trim()).filter(Boolean);

/** An empty parameter counts as absent: forms and query builders send `price_min=`. */
const scalar = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

export function parseCatalogQuery(params: URLSearchParams): { query: CatalogQuery } | { errors: ApiError[] } {
  const problems: ApiError[] = [];
  const invalid = (property: string, message: string) => problems.push({ code: 400, property, message });

  const price = (name: string) => {
    const raw = scalar(params, name);
    if (raw === null) return null;
    if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
    invalid(name, `The ${name} must be a number.`);
    return null;
  };
  const positiveInteger = (name: string, fallback: number) => {
    const raw = scalar(params, name);
    if (raw === null) return fallback;
    if (/^\d+$/.test(raw) && Number(raw) >= 1) return Number(raw);
    invalid(name, `The ${name} must be an integer of at least 1.`);
    return fallback;
  };

  const priceMin = price("price_min");
  const priceMax = price("price_max");
  const page = positiveInteger("page", 1);
  // A too-large page size is capped rather than refused, as paginating APIs usually do.
  const count = Math.min(positiveInteger("count", DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const sort = scalar(params, "sort") ?? "featured";
  if (!(CATALOG_SORTS as readonly string[]).includes(sort)) {
    invalid("sort", `The selected sort is invalid. Expected one of: ${CATALOG_SORTS.join(", ")}.`);
  }
  if (problems.length) return { errors: problems };

  return {
    query: {
      words: fold(params.get("search") ?? "").split(/\s+/).filter(Boolean).map(singular),
      categorySlugs: list(params, "categories"),
      collectionSlugs: list(params, "collections"),
      materialSkus: list(params, "materials"),
      priceMin,
      priceMax,
      sort: sort as CatalogSort,
      page,
      count,
    },
  };
}

export function scopeBySlug(slug: string): ((product: Product) => boolean) | undefined {
  const category = store.categories.find((c) => c.slug === slug);
  if (category) return (product) => product.categories_ids.includes(category.id);
  const collection = store.collections.find((c) => c.slug === slug);
  if (collection) return (product) => product.collections_ids.includes(collection.id);
  return undefined;
}

/** Everything a search word may match: title, description, category, collection and material titles, and its tags. */
function searchText(product: Product): string {
  const titles = (records: Array<{ translations: Array<{ title: string }> }>) =>
    records.flatMap((record) => record.translations.map((t) => t.title));
  const categories = store.categories.filter((c) => product.categories_ids.includes(c.id));
  const collections = store.collections.filter((c) => product.collections_ids.includes(c.id));
  return fold(
    [
      ...product.translations.flatMap((t) => [t.title, t.description]),
      ...titles(categories),
      ...titles(collections),
      ...titles(product.materials),
      ...product.tags,
    ].join("\n"),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** 3: a title word starts with it, 2: another word does, 1: only inside a word, so "ring" lists rings before earrings. */
export function relevance(product: Product, words: string[]): number {
  const title = fold(product.translations.map((t) => t.title).join(" "));
  const text = searchText(product);
  return words.reduce((score, word) => {
    const wordStart = new RegExp(`(^|[^a-z0-9])${escapeRegExp(word)}`);
    return score + (wordStart.test(title) ? 3 : wordStart.test(text) ? 2 : 1);
  }, 0);
}

/** OR within a material category, AND across; only unknown skus make a list nothing holds, as an unknown slug. */
function chosenMaterials(skus: string[]): number[][] | null {
  if (skus.length === 0) return null;
  const byCategory = new Map<number, number[]>();
  for (const material of store.materials.filter((m) => skus.includes(m.sku))) {
    const ids = byCategory.get(material.material_category_id) ?? [];
    byCategory.set(material.material_category_id, [...ids, material.id]);
  }
  return byCategory.size ? [...byCategory.values()] : [[]];
}

/** One configuration must answer for all named materials: platinum with sapphire is not platinum-with-diamonds plus gold-with-sapphires. */
function askedConfiguration(product: Product, words: string[], chosen: number[][] | null): ProductConfiguration | null {
  if (words.length === 0 && !chosen) return null;
  const titleOf = new Map(product.materials.map((material) => [material.id, fold(material.translations.map((t) => t.title).join(" "))]));
  const materialWords = words.filter((word) => [...titleOf.values()].some((title) => title.includes(word)));
  if (materialWords.length === 0 && !chosen) return null;
  return (
    product.configurations.find(
      (configuration) =>
        (chosen ?? []).every((ids) => ids.some((id) => configuration.materials_ids.includes(id))) &&
        materialWords.every((word) => configuration.materials_ids.some((id) => titleOf.get(id)?.includes(word))),
    ) ?? null
  );
}

const idsOf = (records: Array<{ id: number; slug: string }>, slugs: string[]) =>
  records.filter((r) => slugs.includes(r.slug)).map((r) => r.id);

/** `price` is the one the card shows (the asked configuration, else the default), so filters and sorts match what is seen. */
type Found = { product: Product; asked: ProductConfiguration | null; price: number };

function matches(query: CatalogQuery): (found: Found) => boolean {
  // Unknown slugs select nothing; they are not an error (a stale link should show an empty list).
  const categoryIds = idsOf(store.categories, query.categorySlugs);
  const collectionIds = idsOf(store.collections, query.collectionSlugs);
  return ({ product, asked, price }) => {
    if (query.materialSkus.length && !asked) return false;
    if (query.priceMin !== null && price < query.priceMin) return false;
    if (query.priceMax !== null && price > query.priceMax) return false;
    if (query.categorySlugs.length && !product.categories_ids.some((id) => categoryIds.includes(id))) return false;
    if (query.collectionSlugs.length && !product.collections_ids.some((id) => collectionIds.includes(id))) return false;
    if (query.words.length) {
      const text = searchText(product);
      if (!query.words.every((word) => text.includes(word))) return false;
    }
    return true;
  };
}

/** Every order ends with ascending id, so pages are stable. */
const ORDER: Record<CatalogSort, (a: Found, b: Found) => number> = {
  featured: (a, b) => Number(b.product.best_seller) - Number(a.product.best_seller),
  newest: (a, b) => (b.product.created_at > a.product.created_at ? 1 : b.product.created_at < a.product.created_at ? -1 : 0),
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  best_selling: (a, b) => b.product.sales_count - a.product.sales_count,
};

export type MatchedConfig = Pick<ProductConfiguration, "id" | "sku" | "cost" | "start_at_cost" | "medias">;

export function runCatalogQuery(
  query: CatalogQuery,
  scope: (product: Product) => boolean = () => true,
): { items: Array<{ product: Product; matched_config: MatchedConfig | null }>; meta: PageMeta } {
  const match = matches(query);
  const chosen = chosenMaterials(query.materialSkus);
  // A search in the default order lists the best answers first; a sort the shopper chose is kept as chosen.
  const ranked = query.words.length > 0 && query.sort === "featured";
  const score = new Map<Product, number>();
  const rank = (product: Product) => score.get(product) ?? score.set(product, relevance(product, query.words)).get(product)!;
  const found = store.products
    .filter(scope)
    .map((product): Found => {
      const asked = askedConfiguration(product, query.words, chosen);
      return { product, asked, price: (asked ?? product.default_config).cost };
    })
    .filter(match)
    .sort((a, b) => (ranked ? rank(b.product) - rank(a.product) : 0) || ORDER[query.sort](a, b) || a.product.id - b.product.id);
  const start = (query.page - 1) * query.count;
  return {
    // The default configuration is the card's own: matched_config names another.
    items: found.slice(start, start + query.count).map(({ product, asked }) => ({
      product,
      matched_config:
        asked && asked.sku !== product.default_sku
          ? { id: asked.id, sku: asked.sku, cost: asked.cost, start_at_cost: asked.start_at_cost, medias: asked.medias }
          : null,
    })),
    meta: {
      total: found.length,
      page: query.page,
      count: query.count,
      // As Laravel's paginator: at least 1, even when nothing matched.
      last_page: Math.max(1, Math.ceil(found.length / query.count)),
    },
  };
}
