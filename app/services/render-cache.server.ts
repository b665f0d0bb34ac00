// Rendered documents reused for identical data (React's render is the largest share of server time, docs/performance.md).
// Only pages a CDN may keep; the key holds the URL and all the loaders' data, so new data can only miss. Each answer gets
// its own nonce; entries expire, so nothing rendered from the clock outlives RENDER_CACHE_TTL_MS.
import { hash } from "node:crypto";

import { LRUCache } from "lru-cache";

import { cacheLookups, gauge } from "./metrics.server";

export const RENDER_CACHE_TTL_MS = 60_000;
const RENDER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** The document's bytes around each place its nonce was: an answer is these joined by its own nonce, nothing to encode. */
type Rendered = { parts: Buffer[]; bytes: number };

const rendered = new LRUCache<string, Rendered>({
  maxSize: RENDER_CACHE_MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.bytes),
  maxEntrySize: RENDER_CACHE_MAX_BYTES / 16,
  ttl: RENDER_CACHE_TTL_MS,
});

/**
 * How deep a promise is looked for: the render's data is [loaderData, actionData, errors], loaderData holds each
 * route's data, and a loader streams a value as one of its data's own fields (Remix's convention).
 */
const PROMISE_DEPTH = 3;

function holdsPromise(value: unknown, depth: number): boolean {
  if (value instanceof Promise) return true;
  if (depth === 0 || typeof value !== "object" || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (holdsPromise(item, depth - 1)) return true;
  return false;
}

/** Null when the data streams a value (a promise), which JSON would write as `{}` whatever it will hold. */
function fingerprint(value: unknown): string | null {
  return holdsPromise(value, PROMISE_DEPTH) ? null : JSON.stringify(value);
}

export type RenderInput = {
  method: string;
  url: string;
  status: number;
  cacheControl: string | null;
  /** Crawlers get the whole page at once, people a stream: the same bodies, kept apart anyway. */
  forBot: boolean;
  data: unknown;
};

export function renderKey({ method, url, status, cacheControl, forBot, data }: RenderInput): string | null {
  if (method !== "GET" || status !== 200 || !cacheControl?.startsWith("public")) return null;
  const json = fingerprint(data);
  if (json === null) return null;
  return hash("sha256", `${forBot ? "bot" : "person"} ${url}\n${json}`, "base64url");
}

export function keptRender(key: string, nonce: string): Buffer<ArrayBuffer> | null {
  const body = renderedBody(key, nonce);
  cacheLookups.inc({ cache: "render", result: body ? "hit" : "miss" });
  return body;
}

/** A kept body with `nonce` in place of the old one, without counting a lookup (the page cache counts its own). */
export function renderedBody(key: string, nonce: string): Buffer<ArrayBuffer> | null {
  const hit = rendered.get(key);
  if (!hit) return null;
  const glue = Buffer.from(nonce);
  const pieces = hit.parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part]));
  return Buffer.concat(pieces, hit.bytes + glue.length * (hit.parts.length - 1));
}

export function keepRender(key: string, html: string, nonce: string) {
  const parts = html.split(nonce).map((part) => Buffer.from(part));
  rendered.set(key, { parts, bytes: parts.reduce((sum, part) => sum + part.length, 0) });
}

gauge("storefront_render_cache_bytes", "Bytes held by the render cache.", () => renderCacheStats().bytes);

export function renderCacheStats(): { entries: number; bytes: number } {
  return { entries: rendered.size, bytes: rendered.calculatedSize };
}

export function clearRenderCache() {
  rendered.clear();
}
