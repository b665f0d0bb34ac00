// State lives in the URL so every state has a link; bad input is ignored or clamped with a notice, never an error.
export const SORTS = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export const PAGE_SIZE = 12;
/** Without JS page N shows every item so far; this bounds one response. */
export const MAX_PAGE = 20;
export const PRICE_LIMIT = 1_000_000;
const MAX_SEARCH = 100;
const MAX_SHOWN = 40;

export type ListingQuery = {
  search: string;
  categories: string[];
  collections: string[];
  materials: string[];
  priceMin: number | null;
  priceMax: number | null;
  sort: Sort;
  page: number;
};

type Known = { categories: string[]; collections: string[]; materials: string[] };

export const materialSlug = (sku: string) => sku.toLowerCase();

const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** Without the API's filters nothing tells a real value from a typo. */
const UNKNOWABLE = "The category, collection, metal and stone filters cannot be applied just now.";

function chosen(params: URLSearchParams, name: string, known: string[] | null, label: string, notices: string[]) {
  const values: string[] = [];
  if (known === null) {
    if (params.getAll(name).some((raw) => raw.trim()) && !notices.includes(UNKNOWABLE)) notices.push(UNKNOWABLE);
    return values;
  }
  for (const raw of params.getAll(name)) {
    const wanted = raw.trim().toLowerCase();
    if (!wanted) continue;
    const value = known.find((option) => option.toLowerCase() === wanted);
    if (value === undefined) notices.push(`There is no ${label} "${clip(raw.trim())}", so it is not applied.`);
    else if (!values.includes(value)) values.push(value);
  }
  return values;
}

function price(params: URLSearchParams, name: string, label: string, notices: string[]): number | null {
  const raw = params.get(name)?.trim();
  if (!raw) return null;
  if (!/^-?\d+(\.\d+)?$/.test(raw)) {
    notices.push(`The ${label} price "${clip(raw)}" is not a number, so it is not applied.`);
    return null;
  }
  const value = Number(raw);
  if (value < 0) {
    notices.push(`The ${label} price cannot be below 0, so 0 is used.`);
    return 0;
  }
  if (value > PRICE_LIMIT) {
    notices.push(`The ${label} price is capped at ${PRICE_LIMIT.toLocaleString("en-US")}.`);
    return PRICE_LIMIT;
  }
  return Math.round(value * 100) / 100;
}

export function parseListingQuery(params: URLSearchParams, known: Known | null) {
  const notices: string[] = [];
  const categories = chosen(params, "category", known?.categories ?? null, "category", notices);
  const collections = chosen(params, "collection", known?.collections ?? null, "collection", notices);
  const materials = chosen(params, "material", known?.materials ?? null, "material", notices);
  let priceMin = price(params, "price_min", "lowest", notices);
  let priceMax = price(params, "price_max", "highest", notices);
  if (priceMin !== null && priceMax !== null && priceMax < priceMin) {
    [priceMin, priceMax] = [priceMax, priceMin];
    notices.push("The highest price was below the lowest, so the two were swapped.");
  }
  const sortParam = params.get("sort");
  const sort = (SORTS.find((option) => option.value === sortParam)?.value ?? "featured") as Sort;
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? Math.min(pageParam, MAX_PAGE) : 1;
  const search = (params.get("search") ?? "").trim().slice(0, MAX_SEARCH);
  const query: ListingQuery = { search, categories, collections, materials, priceMin, priceMax, sort, page };
  return { query, notices };
}

/** `cumulative` serves no-JS pages; `single` serves load more. */
export function toApiQuery(query: ListingQuery, mode: "cumulative" | "single") {
  return {
    search: query.search || undefined,
    categories: query.categories,
    collections: query.collections,
    materials: query.materials,
    price_min: query.priceMin ?? undefined,
    price_max: query.priceMax ?? undefined,
    sort: query.sort,
    page: mode === "cumulative" ? 1 : query.page,
    count: mode === "cumulative" ? query.page * PAGE_SIZE : PAGE_SIZE,
  };
}

export function listingSearch(query: ListingQuery, overrides: Partial<ListingQuery> = {}): string {
  const next = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  for (const slug of next.categories) params.append("category", slug);
  for (const slug of next.collections) params.append("collection", slug);
  for (const sku of next.materials) params.append("material", materialSlug(sku));
  if (next.priceMin !== null) params.set("price_min", String(next.priceMin));
  if (next.priceMax !== null) params.set("price_max", String(next.priceMax));
  if (next.sort !== "featured") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const SCOPE_PARAMS = new Set(["category", "collection"]);

/** The scoped path is the one crawlers index. */
export function scopedListingPath(pathname: string, params: URLSearchParams): string | null {
  if (pathname.replace(/\/+$/, "") !== "/shop-all") return null;
  const entries = [...params];
  if (entries.length !== 1 || !SCOPE_PARAMS.has(entries[0][0])) return null;
  const slug = entries[0][1].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9-]*$/.test(slug) ? `/shop-all/${slug}` : null;
}

/** CMS menus may use the query form. */
export function listingHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const url = new URL(href, "http://link.invalid");
  return scopedListingPath(url.pathname, url.searchParams) ?? href;
}

export function isLoadMore(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("page");
    params.sort();
    return params.toString();
  };
  const page = (url: URL) => Number(url.searchParams.get("page") ?? 1);
  return strip(currentUrl) === strip(nextUrl) && page(nextUrl) > page(currentUrl);
}

type RevalidateArgs = { currentUrl: URL; nextUrl: URL; formMethod?: string; defaultShouldRevalidate: boolean };

export function revalidateListing(args: RevalidateArgs, otherwise: (args: RevalidateArgs) => boolean): boolean {
  return !args.formMethod && isLoadMore(args.currentUrl, args.nextUrl) ? false : otherwise(args);
}
