// Whole answers for cookieless visitors, so a crowd on one page costs one render a second; keyed by `cv`, each with its own nonce.
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

import { notModified, notModifiedHeaders } from "~/lib/conditional";

import { cacheLookups } from "./metrics.server";
import { renderedBody } from "./render-cache.server";

export const PAGE_CACHE_TTL_MS = 1_000;
/** Handed from server.mjs to the render; a client's own is dropped. */
export const PAGE_KEY_HEADER = "x-storefront-page-key";

type KeptHeader = [name: string, parts: string[]];
type KeptPage = { renderKey: string; status: number; headers: KeptHeader[] };

// Timed by the wall clock, which tests can move.
const pages = new LRUCache<string, KeptPage>({ max: 2_000, ttl: PAGE_CACHE_TTL_MS, ttlResolution: 0, perf: { now: () => Date.now() } });

export type PageRequest = {
  method: string;
  url: string;
  cookie: string | null | undefined;
  userAgent: string | null | undefined;
  cacheVersion: string | null;
};

export function pageCacheKey({ method, url, cookie, userAgent, cacheVersion }: PageRequest): string | null {
  if (method !== "GET" || cookie || cacheVersion === null) return null;
  return `${isbot(userAgent ?? "") ? "bot" : "person"} ${cacheVersion} ${url}`;
}

export function keepPage(key: string, page: { renderKey: string; status: number; headers: Headers; nonce: string }) {
  const headers: KeptHeader[] = [];
  page.headers.forEach((value, name) => headers.push([name, value.split(page.nonce)]));
  pages.set(key, { renderKey: page.renderKey, status: page.status, headers });
}

export type KeptAnswer = { status: number; headers: Headers; body: Buffer<ArrayBuffer> | null };

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
