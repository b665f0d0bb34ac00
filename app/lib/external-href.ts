// Apart from safe-url to keep it out of pages' first load.
export function isExternalHref(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
}
