/**
 * Who may keep an answer: the store's one caching rule. An answer is public
 * only when it is the same for every visitor: a GET (or HEAD) 200 that its
 * route declares public, to a request with no session cookie, setting no
 * cookie. Everything else, documents, route data, resource routes, error
 * pages and redirects alike, is `private, no-store`. server.mjs applies it to
 * every answer the Remix handler gives; deploy/varnish/store.vcl makes the same
 * decision before a request reaches the store.
 */
export const PRIVATE_NO_STORE = "private, no-store";
export const PUBLIC_PAGE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const SESSION_COOKIE = "__session";

/**
 * Answers that never read who asks (built assets, API images, the route
 * manifest, robots and sitemap): their own Cache-Control stands whatever
 * cookies come with the request. The VCL keeps the same list.
 */
export const VISITOR_FREE_PATH = /^\/(?:build\/|media\/|__manifest$|robots\.txt$|sitemap\.xml$|favicon\.svg$)/;

export type Answer = {
  method: string;
  path: string;
  status: number;
  /** The request's Cookie header. */
  cookie: string | null | undefined;
  setsCookie: boolean;
  /** What the route declared. */
  cacheControl: string | null | undefined;
};

export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`).test(cookie ?? "");
}

const isPublic = (value: string | null | undefined): value is string =>
  Boolean(value && /(?:^|,)\s*public\b/.test(value) && !/\b(?:private|no-store)\b/.test(value));

/** The Cache-Control an answer leaves with. */
export function answerCacheControl({ method, path, status, cookie, setsCookie, cacheControl }: Answer): string {
  if (setsCookie) return PRIVATE_NO_STORE;
  if (VISITOR_FREE_PATH.test(path)) return cacheControl ?? PRIVATE_NO_STORE;
  const readOnly = method === "GET" || method === "HEAD";
  return readOnly && status === 200 && !hasSessionCookie(cookie) && isPublic(cacheControl) ? cacheControl : PRIVATE_NO_STORE;
}

/**
 * The caching headers an answer leaves with. An answer that may depend on
 * cookies varies on them, so a browser that kept an anonymous page asks
 * again once it has a session. A public page is tagged with the API cache
 * version it was made from (`cacheVersion`), for the shared cache to ban
 * (services/shared-cache.server.ts).
 */
export function answerCaching(
  answer: Answer & { vary?: string | null; cacheVersion?: string | null },
): { cacheControl: string; vary: string | null; cacheVersionTag: string | null } {
  const cacheControl = answerCacheControl(answer);
  if (VISITOR_FREE_PATH.test(answer.path)) return { cacheControl, vary: answer.vary ?? null, cacheVersionTag: null };
  const names = (answer.vary ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  const varies = names.includes("*") || names.some((name) => name.toLowerCase() === "cookie");
  return {
    cacheControl,
    vary: (varies ? names : [...names, "Cookie"]).join(", "),
    cacheVersionTag: cacheControl === PRIVATE_NO_STORE ? null : (answer.cacheVersion ?? null),
  };
}

type HeadersArgs = { loaderHeaders: Headers; actionHeaders: Headers; parentHeaders: Headers };

/**
 * A page's declaration, for answerCacheControl: public only when the route's
 * own loader says so and neither the shell (the root, when it shows the
 * shopper's things) nor a form's answer says private.
 */
export function pageHeaders({ loaderHeaders, actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  // A rate-limited lookup or post (429) says when to come back.
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const own = loaderHeaders.get("Cache-Control");
  const personal = [parentHeaders, actionHeaders].some((source) => /\b(?:private|no-store)\b/.test(source.get("Cache-Control") ?? ""));
  headers.set("Cache-Control", !personal && isPublic(own) ? own : PRIVATE_NO_STORE);
  return headers;
}
