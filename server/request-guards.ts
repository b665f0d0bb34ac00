// What the server answers before anything else reads a request (README, "Security").
import { timingSafeEqual } from "node:crypto";

/** OPTIONS means nothing here: the store answers no cross-origin request. */
export const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
export const ALLOW_HEADER = [...ALLOWED_METHODS].join(", ");

/** A page's own name, a listing, a product or a search: all lowercase. Tokens, order ids, assets and media keep case. */
const CASE_FREE = /^\/(?:(?:shop-all|product|search)\/)?[^/]*$/i;

/**
 * The one spelling of a path, or null when it is already so: dot segments resolved (`%2e%2e` too) by the WHATWG
 * parser as a browser would, slashes made one (`//evil.example` is no path to redirect to), no trailing slash,
 * lowercase where the store's paths are, the query kept.
 */
export function normalisedPath(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  // Slashes first: the parser would read `//host` as another host.
  const slashes = rawPath.replace(/[\\/]+/g, "/");
  let path: string;
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

export type ScrapeRequest = { authorization?: string; forwarded: boolean; peer?: string };

/**
 * With METRICS_TOKEN, its bearer token from anywhere. Without one, only outside production, from this machine and not
 * through a proxy on it: in production a forwarder on the same host that adds no header would make it public.
 */
export function mayScrape({ authorization, forwarded, peer }: ScrapeRequest, { token, production }: { token?: string; production: boolean }): boolean {
  const bearer = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  if (token) return bearer.length === token.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(token));
  if (production) return false;
  return !forwarded && ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(peer ?? "");
}
