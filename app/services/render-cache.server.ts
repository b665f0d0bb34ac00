/**
 * Rendered documents, kept for a short while and served again when a request
 * brings exactly the same data: React's render is the largest share of a
 * page's server time (docs/performance.md), and an anonymous page is the same
 * for everyone who asks it.
 *
 * Only pages a CDN may keep qualify (`Cache-Control: public`, status 200, a
 * GET): never a personal page. The key is the URL with everything the render
 * reads, the loaders' data included, so a new price, a new `cv` or a
 * different shopper can only miss, never be served something rendered for
 * other data. Each answer gets its own CSP nonce: the kept body's is replaced.
 * Bounded in bytes; entries also expire, so nothing rendered from the clock
 * outlives RENDER_CACHE_TTL_MS.
 */
import { createHash } from "node:crypto";

import { LRUCache } from "lru-cache";

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

/** JSON of the data a page renders, or null when it holds what JSON cannot say the same way twice (a promise). */
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
  /** The document's Cache-Control as the routes set it, before any per-visitor header. */
  cacheControl: string | null;
  /** Crawlers get the whole page at once, people a stream: the bodies are the same, kept apart anyway. */
  forBot: boolean;
  data: unknown;
};

/** The key of a page that may be kept, or null. */
export function renderKey({ method, url, status, cacheControl, forBot, data }: RenderInput): string | null {
  if (method !== "GET" || status !== 200 || !cacheControl?.startsWith("public")) return null;
  const json = fingerprint(data);
  if (json === null) return null;
  return createHash("sha256").update(`${forBot ? "bot" : "person"} ${url}\n`).update(json).digest("base64url");
}

/** A kept body, with `nonce` in place of the one it was rendered with. */
export function keptRender(key: string, nonce: string): string | null {
  const hit = rendered.get(key);
  return hit ? hit.html.replaceAll(hit.nonce, nonce) : null;
}

export function keepRender(key: string, html: string, nonce: string) {
  rendered.set(key, { html, nonce });
}

export function renderCacheStats(): { entries: number; bytes: number } {
  return { entries: rendered.size, bytes: rendered.calculatedSize };
}

export function clearRenderCache() {
  rendered.clear();
}
