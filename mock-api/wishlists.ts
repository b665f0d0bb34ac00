/** Spec 3, 6, 7: favorites are for signed-in shoppers only, so every list is one account's and never served to another. */
import type { ApiError } from "./http";
import { opaqueId } from "./ids";
import { type Engraving, LANGUAGE_ID, type Product, type ProductConfiguration, type StoredWishlist, type StoredWishlistItem, type Translated, type User } from "./model";
import { configurationMaterials, findConfiguration, findConfigurationsBySku, findProduct, productTitle } from "./products";
import { store } from "./store";

export const MAX_WISHLIST_ITEMS = 100;
export const MAX_UNIQUE_ID_LENGTH = 64;
const MAX_SKU_LENGTH = 255;
const MAX_ENGRAVING_FIELDS = 10;
const MAX_ENGRAVING_LENGTH = 255;

export const WISHLIST_MESSAGES = {
  notFound: "Wishlist not found.",
  baggageRequired: "The baggage field is required.",
  baggageNotArray: "The baggage must be an array.",
  tooMany: `A wishlist holds at most ${MAX_WISHLIST_ITEMS} pieces.`,
  skuRequired: "The sku field is required.",
  skuNotString: "The sku must be a string.",
  skuTooLong: `The sku may not be greater than ${MAX_SKU_LENGTH} characters.`,
  unknownSku: (sku: string) => `No piece has the sku ${sku}.`,
  engravingNotObject: "The engraving must be an object.",
  engravingTooManyFields: `The engraving may not have more than ${MAX_ENGRAVING_FIELDS} fields.`,
  engravingValue: `Each engraving value must be a string of at most ${MAX_ENGRAVING_LENGTH} characters.`,
} as const;

/** Own keys only: a unique_id like "constructor" must not reach Object.prototype. */
export function findWishlist(uniqueId: string): StoredWishlist | undefined {
  return Object.hasOwn(store.wishlists, uniqueId) ? store.wishlists[uniqueId] : undefined;
}

const ownWishlist = (user: User) => Object.values(store.wishlists).find((list) => list.user_id === user.id);

function createWishlist(user: User): StoredWishlist {
  store.counters.wishlist += 1;
  const list: StoredWishlist = { unique_id: opaqueId("wishlist", store.counters.wishlist, 32), user_id: user.id, items: [] };
  store.wishlists[list.unique_id] = list;
  return list;
}

/** An unknown id and another account's list both give undefined: the caller's 404 must not tell them apart. */
export function findWishlistFor(user: User, uniqueId: string | undefined): StoredWishlist | undefined {
  if (uniqueId === undefined) return ownWishlist(user);
  const list = findWishlist(uniqueId);
  return list?.user_id === user.id ? list : undefined;
}

export function openWishlist(user: User, uniqueId: string | undefined): StoredWishlist | undefined {
  return findWishlistFor(user, uniqueId) ?? (uniqueId === undefined ? createWishlist(user) : undefined);
}

export interface CheckedItem {
  configuration: ProductConfiguration;
  engraving: Engraving;
}

export function sameEngraving(a: Engraving, b: Engraving): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

const sameEntry = (a: { sku: string; engraving: Engraving }, b: { sku: string; engraving: Engraving }) =>
  a.sku === b.sku && sameEngraving(a.engraving, b.engraving);

/** Spec 4's identity of a favorite (and the storefront's toggle rule): same piece and engraving. */
const samePiece = (
  a: { product_configuration_id: number; engraving: Engraving },
  b: { product_configuration_id: number; engraving: Engraving },
) => a.product_configuration_id === b.product_configuration_id && sameEngraving(a.engraving, b.engraving);

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Missing, null or an array (PHP's empty object) is {}. */
function checkEngraving(value: unknown): Engraving | string {
  if (value === undefined || value === null || Array.isArray(value)) return {};
  if (typeof value !== "object") return WISHLIST_MESSAGES.engravingNotObject;
  const entries = Object.entries(value);
  if (entries.length > MAX_ENGRAVING_FIELDS) return WISHLIST_MESSAGES.engravingTooManyFields;
  if (entries.some(([, text]) => typeof text !== "string" || text.length > MAX_ENGRAVING_LENGTH)) {
    return WISHLIST_MESSAGES.engravingValue;
  }
  // Object.fromEntries defines keys as data, so even "__proto__" stays a plain key.
  return Object.fromEntries(entries) as Engraving;
}

function checkSku(value: unknown): string | { error: string } {
  if (value === undefined || value === null) return { error: WISHLIST_MESSAGES.skuRequired };
  if (typeof value !== "string") return { error: WISHLIST_MESSAGES.skuNotString };
  const sku = value.trim();
  if (sku === "") return { error: WISHLIST_MESSAGES.skuRequired };
  if (sku.length > MAX_SKU_LENGTH) return { error: WISHLIST_MESSAGES.skuTooLong };
  return sku;
}

/** A sku is on many pieces, so hints decide (id, slug, listed, default, any); bad hints are ignored since the spec asks only for the sku. */
function resolvePiece(
  sku: string,
  engraving: Engraving,
  hints: Record<string, unknown>,
  current: StoredWishlistItem[],
): ProductConfiguration | undefined {
  const candidates = findConfigurationsBySku(sku);
  if (candidates.length === 0) return undefined;
  const id = typeof hints.id === "string" && /^\d+$/.test(hints.id.trim()) ? Number(hints.id) : hints.id;
  const byId = candidates.find((match) => match.configuration.id === id);
  if (byId) return byId.configuration;
  const product = typeof hints.slug === "string" && hints.slug.trim() !== "" ? findProduct(hints.slug.trim()) : undefined;
  const bySlug = candidates.find((match) => match.product === product);
  if (bySlug) return bySlug.configuration;
  const kept = current.find((item) => sameEntry(item, { sku, engraving }));
  const byList = kept && candidates.find((match) => match.configuration.id === kept.product_configuration_id);
  if (byList) return byList.configuration;
  const byDefault = candidates.find((match) => match.product.default_config.id === match.configuration.id);
  return (byDefault ?? candidates[0]).configuration;
}

/** Reports every failing item at once. Other posted fields are the client's copy of GET's and are ignored (but see resolvePiece). */
export function checkBaggage(baggage: unknown, current: StoredWishlistItem[]): { items: CheckedItem[]; problems: ApiError[] } {
  const problems: ApiError[] = [];
  const problem = (property: string, message: string) => problems.push({ code: 400, property, message });
  if (baggage === undefined || baggage === null) {
    problem("baggage", WISHLIST_MESSAGES.baggageRequired);
    return { items: [], problems };
  }
  if (!Array.isArray(baggage)) {
    problem("baggage", WISHLIST_MESSAGES.baggageNotArray);
    return { items: [], problems };
  }
  // Counted as posted, before duplicates collapse; the items are still checked, so one answer says everything.
  if (baggage.length > MAX_WISHLIST_ITEMS) problem("baggage", WISHLIST_MESSAGES.tooMany);

  const items: CheckedItem[] = [];
  baggage.forEach((value: unknown, index) => {
    const posted = asRecord(value);
    const sku = checkSku(posted.sku);
    const engraving = checkEngraving(posted.engraving);
    let configuration: ProductConfiguration | undefined;
    if (typeof sku !== "string") {
      problem(`baggage.${index}.sku`, sku.error);
    } else {
      configuration = resolvePiece(sku, typeof engraving === "string" ? {} : engraving, posted, current);
      if (!configuration) problem(`baggage.${index}.sku`, WISHLIST_MESSAGES.unknownSku(sku));
    }
    if (typeof engraving === "string") problem(`baggage.${index}.engraving`, engraving);
    else if (configuration) items.push({ configuration, engraving });
  });
  return { items, problems };
}

/** A repeated piece and engraving counts once; a favorite already listed keeps its added date. */
export function replaceItems(list: StoredWishlist, items: CheckedItem[], now: string): void {
  const next: StoredWishlistItem[] = [];
  for (const { configuration, engraving } of items) {
    const entry = { product_configuration_id: configuration.id, sku: configuration.sku, engraving };
    if (next.some((item) => samePiece(item, entry))) continue;
    const previous = list.items.find((item) => samePiece(item, entry));
    next.push({ ...entry, added_at: previous?.added_at ?? now });
  }
  list.items = next;
}

const titleOf = (record: Translated<{ title: string }>) =>
  (record.translations.find((t) => t.language_id === LANGUAGE_ID) ?? record.translations[0])?.title ?? null;

function materialsOf(product: Product, configuration: ProductConfiguration) {
  const found = configurationMaterials(product, configuration).flatMap((entry) => entry ?? []);
  const materials = found.map((entry) => entry.material);
  const categories = new Map(found.flatMap(({ category }) => (category ? [[category.id, category] as const] : [])));
  return {
    material_categories: [...categories.values()]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((category) => ({ id: category.id, title: titleOf(category) })),
    materials: materials.map((m) => ({
      id: m.id,
      sku: m.sku,
      title: titleOf(m),
      material_category_id: m.material_category_id,
      medias: m.medias,
    })),
  };
}

function wishlistItem(item: StoredWishlistItem, product: Product, configuration: ProductConfiguration) {
  return {
    id: configuration.id,
    product_id: product.id,
    sku: configuration.sku,
    engraving: item.engraving,
    slug: product.slug,
    title: productTitle(product),
    price: configuration.cost,
    start_at_cost: configuration.start_at_cost,
    // The style number; the mock has none, so like cart and order items it uses the sku.
    vendor_model: configuration.sku,
    collections_ids: product.collections_ids,
    images: configuration.medias,
    date: item.added_at,
    ...materialsOf(product, configuration),
    // Mock addition: the favorites card offers Add to bag only when the piece can be bought.
    track_inventory: configuration.track_inventory,
    stock_qty: configuration.stock_qty,
    // Mock addition: a ring goes to the bag in one of its sizes, chosen on the card.
    sizes: product.sizes.map((size) => size.value),
    // Mock addition: an e-gift card is e-mailed, so its recipient is asked on its page before it goes to the bag.
    digital: product.digital,
  };
}

export function renderWishlist(list: StoredWishlist) {
  return {
    unique_id: list.unique_id,
    baggage: list.items.flatMap((item) => {
      const match = findConfiguration(item.product_configuration_id);
      return match ? [wishlistItem(item, match.product, match.configuration)] : [];
    }),
  };
}
