// React's render is the largest share of server time (docs/performance.md); the key holds all loader data, so new data only misses.
import { hash } from "node:crypto";

import { LRUCache } from "lru-cache";

import { cacheLookups, gauge } from "./metrics.server";

export const RENDER_CACHE_TTL_MS = 60_000;
const RENDER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

type Rendered = { parts: Buffer[]; bytes: number };

const rendered = new LRUCache<string, Rendered>({
  maxSize: RENDER_CACHE_MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.bytes),
  maxEntrySize: RENDER_CACHE_MAX_BYTES / 16,
  ttl: RENDER_CACHE_TTL_MS,
});

/** [loaderData, actionData, errors] → each route's data → a streamed field (Remix's convention). */
const PROMISE_DEPTH = 3;

function holdsPromise(value: unknown, depth: number): boolean {
  if (value instanceof Promise) return true;
  if (depth === 0 || typeof value !== "object" || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (holdsPromise(item, depth - 1)) return true;
  return false;
}

/** Null when the data streams a promise, which JSON would write as `{}` whatever it will hold. */
function fingerprint(value: unknown): string | null {
  return holdsPromise(value, PROMISE_DEPTH) ? null : JSON.stringify(value);
}

export type RenderInput = {
  method: string;
  url: string;
  status: number;
  cacheControl: string | null;
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
