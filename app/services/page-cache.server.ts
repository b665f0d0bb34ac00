// Whole answers for a visitor who sends no cookie at all (a first visit, a crawler, a link from a campaign), kept for
// PAGE_CACHE_TTL_MS so that a crowd on one page costs one render a second, not one each. Only what the caching rule
// already lets any shared cache keep for minutes (public, GET, 200), keyed by the API cache version this instance
// knows, so a new `cv` is seen by the very next request. Each answer gets its own nonce. server.mjs asks before Remix
// runs a loader; entry.server.tsx keeps what it rendered under the key the request brought.
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

import { notModified, notModifiedHeaders } from "~/lib/conditional";

import { cacheLookups } from "./metrics.server";
import { renderedBody } from "./render-cache.server";

export const PAGE_CACHE_TTL_MS = 1_000;
/** The key a request may be kept under, handed from server.mjs to the render; a client's own is dropped. */
export const PAGE_KEY_HEADER = "x-storefront-page-key";

/** A header's value around each place the answer's nonce was (the policy names it). */
type KeptHeader = [name: string, parts: string[]];
type KeptPage = { renderKey: string; status: number; headers: KeptHeader[] };

// Timed by the wall clock, which tests can move.
const pages = new LRUCache<string, KeptPage>({ max: 2_000, ttl: PAGE_CACHE_TTL_MS, ttlResolution: 0, perf: { now: () => Date.now() } });

export type PageRequest = {
  method: string;
  /** Path and query, as the request spelled them (after server.mjs made the path one spelling). */
  url: string;
  cookie: string | null | undefined;
  userAgent: string | null | undefined;
  /** The API cache version this instance reads with; none known yet, nothing kept. */
  cacheVersion: string | null;
};

export function pageCacheKey({ method, url, cookie, userAgent, cacheVersion }: PageRequest): string | null {
  if (method !== "GET" || cookie || cacheVersion === null) return null;
  return `${isbot(userAgent ?? "") ? "bot" : "person"} ${cacheVersion} ${url}`;
}

/** After a public 200 is rendered (or taken from the render cache): its headers, and where its body is kept. */
export function keepPage(key: string, page: { renderKey: string; status: number; headers: Headers; nonce: string }) {
  const headers: KeptHeader[] = [];
  page.headers.forEach((value, name) => headers.push([name, value.split(page.nonce)]));
  pages.set(key, { renderKey: page.renderKey, status: page.status, headers });
}

export type KeptAnswer = { status: number; headers: Headers; body: Buffer<ArrayBuffer> | null };

/** The kept answer with `nonce` in place of the old one, a 304 when the client has it, or null to render. */
export function keptPage(key: string, nonce: string, ifNoneMatch: string | null | undefined): KeptAnswer | null {
  const page = pages.get(key);
  const body = page ? renderedBody(page.renderKey, nonce) : null;
  cacheLookups.inc({ cache: "page", result: body ? "hit" : "miss" });
  if (!page || !body) return null;
  const headers = new Headers(page.headers.map(([name, parts]): [string, string] => [name, parts.join(nonce)]));
  const etag = headers.get("ETag");
  if (etag && notModified(ifNoneMatch, etag)) return { status: 304, headers: notModifiedHeaders(headers), body: null };
  return { status: page.status, headers, body };
}

export function clearPageCache() {
  pages.clear();
}
