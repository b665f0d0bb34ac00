/**
 * What server.mjs answers before anything else reads a request (README, "Security"): the methods the store serves,
 * one spelling of each path, and who may scrape /metrics.
 */
import { timingSafeEqual } from "node:crypto";
import { URL } from "node:url";

/** OPTIONS means nothing here: the store answers no cross-origin request. */
export const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
export const ALLOW_HEADER = [...ALLOWED_METHODS].join(", ");

/**
 * Paths whose letters are all lowercase in this store: a page's own name (`/about`, CMS pages), a listing, a product
 * or a search. Tokens, order ids, built assets and media keep their case.
 */
const CASE_FREE = /^\/(?:(?:shop-all|product|search)\/)?[^/]*$/i;

/**
 * The path as the caching rule and the routes must read it, or null when it is already so: dot segments resolved
 * (`/media/../about`, `%2e%2e` too), runs of slashes made one (`//evil.example` is no path to redirect to), no
 * trailing slash, lowercase where the store's paths are, the query kept. The WHATWG URL parser does the resolving, as
 * a browser would.
 */
export function normalisedPath(rawUrl) {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  // Slashes first: the parser would read `//host` as another host.
  const slashes = rawPath.replace(/[\\/]+/g, "/");
  let path;
  try {
    path = new URL(slashes, "http://store.invalid").pathname;
  } catch {
    return "/";
  }
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  // Escapes (`%C3%A9`) keep the case browsers send them in.
  if (CASE_FREE.test(path)) path = path.replace(/%[0-9A-Fa-f]{2}|[A-Z]/g, (part) => (part.length === 3 ? part : part.toLowerCase()));
  return path === rawPath ? null : `${path}${query}`;
}

/**
 * Prometheus's scrape. With METRICS_TOKEN, its bearer token wherever it comes from; without one, outside production
 * only, from this machine and not through a proxy on it. In production without a token, no one: a forwarder on the
 * same host that adds no header would otherwise make it public.
 */
export function mayScrape({ authorization, forwarded, peer }, { token, production }) {
  const bearer = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  if (token) return bearer.length === token.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(token));
  if (production) return false;
  return !forwarded && ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(peer ?? "");
}
