// Rendered documents reused for identical data (React's render is the largest share of server time, docs/performance.md).
// Only pages a CDN may keep; the key holds the URL and all the loaders' data, so new data can only miss. Each answer gets
// its own nonce; entries expire, so nothing rendered from the clock outlives RENDER_CACHE_TTL_MS.
import { createHash } from "node:crypto";

import { LRUCache } from "lru-cache";

import { cacheLookups, gauge } from "./metrics.server";

export const RENDER_CACHE_TTL_MS = 60_000;
const RENDER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

type Rendered = { html: string; nonce: string };

const rendered = new LRUCache<string, Rendered>({
  maxSize: RENDER_CACHE_MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.html.length),
  maxEntrySize: RENDER_CACHE_MAX_BYTES / 16,
  ttl: RENDER_CACHE_TTL_MS,
});

class Unkeyable extends Error {}

/** Null when the data holds what JSON cannot say the same way twice (a promise). */
function fingerprint(value: unknown): string | null {
  try {
    return JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof Promise || typeof item === "function" || typeof item === "symbol") throw new Unkeyable();
      return item;
    });
  } catch (error) {
    if (error instanceof Unkeyable) return null;
    throw error;
  }
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
  return createHash("sha256").update(`${forBot ? "bot" : "person"} ${url}\n`).update(json).digest("base64url");
}

export function keptRender(key: string, nonce: string): string | null {
  const hit = rendered.get(key);
  cacheLookups.inc({ cache: "render", result: hit ? "hit" : "miss" });
  return hit ? hit.html.replaceAll(hit.nonce, nonce) : null;
}

export function keepRender(key: string, html: string, nonce: string) {
  rendered.set(key, { html, nonce });
}

gauge("storefront_render_cache_bytes", "Bytes held by the render cache.", () => renderCacheStats().bytes);

export function renderCacheStats(): { entries: number; bytes: number } {
  return { entries: rendered.size, bytes: rendered.calculatedSize };
}

export function clearRenderCache() {
  rendered.clear();
}
