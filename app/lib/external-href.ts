// A link with a scheme or `//host` leaves the store, so a router must not resolve it. Apart from safe-url so that
// only the pages that ask carry it in their first load.
export function isExternalHref(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
}
