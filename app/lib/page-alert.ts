// Security: the URL names an alert by id, never its words, so a link cannot inject text.
import { NO_DEFAULT_SKU, NO_DEFAULT_SKU_TITLE } from "./wishlist";

export const ALERT_PARAM = "alert";

export const PAGE_ALERTS = {
  // Spec 8.
  "no-default-sku": { title: NO_DEFAULT_SKU_TITLE, message: NO_DEFAULT_SKU },
} as const;

export type PageAlertId = keyof typeof PAGE_ALERTS;
export const NO_SKU_ALERT: PageAlertId = "no-default-sku";

export function pageAlertOf(search: URLSearchParams): (typeof PAGE_ALERTS)[PageAlertId] | null {
  const id = search.get(ALERT_PARAM);
  return id && Object.prototype.hasOwnProperty.call(PAGE_ALERTS, id) ? PAGE_ALERTS[id as PageAlertId] : null;
}

export function withAlert(path: string, id: PageAlertId | null): string {
  const url = new URL(path, "http://store.invalid");
  if (id) url.searchParams.set(ALERT_PARAM, id);
  else url.searchParams.delete(ALERT_PARAM);
  return `${url.pathname}${url.search}`;
}
