// Spec 4 "Caching", 9: shared reads only (never a token); memory is byte-bounded so a crawler cannot grow it without limit.
import { type Cache, type CacheEntry, cachified, getPendingValuesCache, isExpired, totalTtl } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

import { env } from "./env.server";
import { cacheLookups, gauge } from "./metrics.server";
import { currentBuildId, redisKey, sharedRedis } from "./redis.server";

const memory = new LRUCache<string, CacheEntry>({
  maxSize: env.API_CACHE_MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entrySize(entry)),
  // A value bigger than an eighth of the cache is served but not kept: it would push out everything else.
  maxEntrySize: Math.max(1, Math.floor(env.API_CACHE_MAX_BYTES / 8)),
});

/** Bumped by a clear: loads still in flight from before it write under keys nobody reads. */
let generation = 0;

const failedUntil = new LRUCache<string, number>({ max: 1_000 });

function entrySize(entry: CacheEntry): number {
  // JSON length is the measure; V8 keeps a parsed value in a few times that.
  return JSON.stringify(entry.value)?.length ?? 0;
}

/** Per build: values are kept as this build processed them (sanitised, media rewritten), so a deploy never serves the old. */
const sharedKey = (key: string) => redisKey(`api-cache:${currentBuildId()}:${key.slice(key.indexOf(" ") + 1)}`);

const tiers: Cache = {
  get(key) {
    const local = memory.get(key);
    const redis = sharedRedis();
    if (!redis || redis.status !== "ready" || (local && !isExpired(local.metadata))) return local;
    return redis
      .get(sharedKey(key))
      .then((text) => {
        const shared = text ? (JSON.parse(text) as CacheEntry) : undefined;
        if (shared && (!local || shared.metadata.createdTime > local.metadata.createdTime)) {
          memory.set(key, shared);
          return shared;
        }
        return local;
      })
      .catch(() => local);
  },
  set(key, entry) {
    memory.set(key, entry);
    const redis = sharedRedis();
    if (!redis || redis.status !== "ready") return;
    const ttl = totalTtl(entry.metadata);
    const text = JSON.stringify(entry);
    const write = Number.isFinite(ttl) ? redis.set(sharedKey(key), text, "PX", Math.max(1, Math.ceil(ttl))) : redis.set(sharedKey(key), text);
    return write.then(() => undefined).catch(() => undefined);
  },
  delete(key) {
    memory.delete(key);
    const redis = sharedRedis();
    if (!redis || redis.status !== "ready") return;
    return redis
      .del(sharedKey(key))
      .then(() => undefined)
      .catch(() => undefined);
  },
};

export type CachePolicy = {
  ttlMs: number;
  staleMs: number;
  retryMs?: number;
};

export function cached<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  const local = memory.get(`${generation} ${key}`);
  if (local && !isExpired(local.metadata)) {
    cacheLookups.inc({ cache: "api", result: "hit" });
    return Promise.resolve(local.value as T);
  }
  // A refresh in the background is not a miss.
  let missed = false;
  return cachified<T>({
    key: `${generation} ${key}`,
    cache: tiers,
    ttl: policy.ttlMs,
    staleWhileRevalidate: policy.staleMs,
    async getFreshValue({ background }) {
      if (!background) missed = true;
      if (background && (failedUntil.get(key) ?? 0) > Date.now()) throw new Error(`Refresh of ${key} is resting after a failure`);
      try {
        const value = await load();
        failedUntil.delete(key);
        return value;
      } catch (error) {
        if (background && policy.retryMs) failedUntil.set(key, Date.now() + policy.retryMs);
        throw error;
      }
    },
  }).finally(() => cacheLookups.inc({ cache: "api", result: missed ? "miss" : "hit" }));
}

export function refreshed<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  return cachified<T>({ key: `${generation} ${key}`, cache: tiers, ttl: policy.ttlMs, staleWhileRevalidate: policy.staleMs, forceFresh: true, fallbackToCache: false, getFreshValue: load });
}

gauge("storefront_api_cache_bytes", "Bytes held by the in-memory API cache.", () => apiCacheStats().bytes);

export function apiCacheStats(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: memory.size, bytes: memory.calculatedSize, maxBytes: env.API_CACHE_MAX_BYTES };
}

export function clearMemoryCache() {
  generation += 1;
  memory.clear();
  getPendingValuesCache(tiers).clear();
  failedUntil.clear();
}
