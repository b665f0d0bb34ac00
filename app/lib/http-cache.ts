/**
 * HTTP cache headers for documents. A page that shows anything of the
 * shopper's session is private; an anonymous page may be kept briefly by a
 * CDN and served stale while it revalidates, so crawlers get it fast.
 */
export const PRIVATE_NO_STORE = "private, no-store";
export const PUBLIC_PAGE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

export function documentCacheControl({ personal }: { personal: boolean }): string {
  return personal ? PRIVATE_NO_STORE : PUBLIC_PAGE;
}

type HeadersArgs = { loaderHeaders: Headers; actionHeaders: Headers; parentHeaders: Headers };

/**
 * The document's Cache-Control: the root knows whether the page is personal
 * (signed in, a cart), the route whether its content is cacheable. The
 * stricter of the two wins.
 */
export function pageHeaders({ loaderHeaders, actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  // A rate-limited lookup or post (429) says when to come back.
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const own = loaderHeaders.get("Cache-Control");
  const parent = parentHeaders.get("Cache-Control");
  // A form's answer (the door's are private) makes the whole document private.
  const answer = actionHeaders.get("Cache-Control");
  const isPrivate = [own, parent, answer].some((value) => value?.includes("private") || value?.includes("no-store"));
  headers.set("Cache-Control", isPrivate ? PRIVATE_NO_STORE : (own ?? parent ?? PRIVATE_NO_STORE));
  headers.set("Vary", "Cookie");
  return headers;
}
