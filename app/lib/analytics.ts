// Spec 3/4's events. No zod here: this module ships to every browser; the schema is on the server.
export const EVENT_IDS = [
  "visit",
  "add_to_cart",
  "remove_from_cart",
  "begin_checkout",
  "add_payment_info",
  "add_shipping_info",
  "checkout_error",
  "purchase",
  "search",
  "add_to_favorites",
  "remove_from_favorites",
  "remain",
  "scroll_depth",
] as const;

export type EventId = (typeof EVENT_IDS)[number];

export const EVENTS_ROUTE = "/resources/events";

/** Spec 5 "Search". */
export function shouldTrackSearch(text: string): boolean {
  return text.trim().length > 2;
}

/** Spec 9. */
export const REMAIN_INTERVAL_MS = 30_000;

export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

export function newScrollDepths(reached: number, sent: ReadonlySet<number>): ScrollDepth[] {
  const percent = Math.min(100, Math.round(reached * 100));
  return SCROLL_DEPTHS.filter((depth) => depth <= percent && !sent.has(depth));
}

/** Spec 4 "Event genders". */
export function eventSex(gender: string | null | undefined): 0 | 1 | 2 {
  const value = gender?.trim().toLowerCase();
  if (value === "male") return 1;
  if (value === "female") return 2;
  return 0;
}

export function ageOn(birthday: string | null | undefined, now: Date): number | undefined {
  const match = birthday?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born > now) return undefined;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age >= 0 && age < 150 ? age : undefined;
}

/** Spec 3 `is_plp`. */
export function isListingPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0];
  return /^\/(?:shop-all|search)(?:\/|$)/.test(pathname);
}

export type PageFields = {
  is_plp?: boolean;
  collection_id?: number | string;
  product_id?: number | string;
  product_configuration_id?: number | string;
  product_sku?: string;
  product_price?: string;
};

export type AnalyticsHandle = { analytics?: (data: never) => PageFields };

export function pageFields(pathname: string, matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>): PageFields {
  const fields: PageFields = isListingPath(pathname) ? { is_plp: true } : {};
  for (let i = matches.length - 1; i >= 0; i--) {
    const read = (matches[i].handle as AnalyticsHandle | undefined)?.analytics;
    if (read && matches[i].data) return { ...fields, ...read(matches[i].data as never) };
  }
  return fields;
}
