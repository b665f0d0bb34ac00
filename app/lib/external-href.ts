/**
 * Whether a link from the API (already made safe, lib/safe-url.ts) leaves the
 * store: it has a scheme or is protocol-relative (`//host`), so a router must
 * not resolve it as one of the store's paths. Apart from safe-url so that only
 * the pages that ask carry it in their first load.
 */
export function isExternalHref(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
}
