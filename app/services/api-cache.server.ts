/**
 * The API client's cache of shared reads (spec 4 "Caching" and 9), on
 * @epic-web/cachified: time to live, stale-while-revalidate, and one request
 * for concurrent misses of a key.
 *
 * Where entries live:
 * - in this process, an LRU bounded in bytes (`API_CACHE_MAX_BYTES`, counted
 *   as the entries' JSON size), so a crawler walking every product cannot grow
 *   the store's memory without limit;
 * - with `REDIS_URL`, also in Redis, so every instance of the store serves
 *   what one of them fetched. Memory stays in front: a fresh entry there is
 *   served without a Redis round trip, and a stale one is first checked
 *   against Redis (another instance may have refreshed it) before the API is
 *   asked. Redis failing only leaves each instance with its memory.
 *
 * Only the client's shared reads come here (cached groups and optional calls,
 * which never carry a shopper's token): a cart or a user is never cached.
 */
import { type Cache, type CacheEntry, cachified, getPendingValuesCache, isExpired, totalTtl } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

import { env } from "./env.server";
import { sharedRedis } from "./redis.server";

/** Redis keys of the cache, so it can share a database with the rate limits. */
const REDIS_PREFIX = "api-cache:";

const memory = new LRUCache<string, CacheEntry>({
  maxSize: env.API_CACHE_MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entrySize(entry)),
  // A value bigger than an eighth of the cache is served but not kept: it would push out everything else.
  maxEntrySize: Math.max(1, Math.floor(env.API_CACHE_MAX_BYTES / 8)),
});

/** Bumped by a clear: loads still in flight from before it write under keys nobody reads. */
let generation = 0;

/** A key whose refresh failed is not asked again before this time (ms since epoch). */
const failedUntil = new LRUCache<string, number>({ max: 1_000 });

function entrySize(entry: CacheEntry): number {
  // JSON length is the measure of the budget; V8 keeps a parsed value in a few times that.
  return JSON.stringify(entry.value)?.length ?? 0;
}

/** Redis's key for a memory key: the same on every instance, whatever this process's generation. */
const sharedKey = (key: string) => REDIS_PREFIX + key.slice(key.indexOf(" ") + 1);

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
    // The memory tier has it; a lost write only means another instance asks the API itself.
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
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long after that it is still served, at once, while one refresh runs. */
  staleMs: number;
  /** After a failed background refresh, the stale value stays and the API is asked again after this long. */
  retryMs?: number;
};

/**
 * The value under `key`: fresh from the cache, or stale while `load` refreshes
 * it in the background, or (on a miss) `load`'s own answer, shared by
 * concurrent callers.
 */
export function cached<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  return cachified<T>({
    key: `${generation} ${key}`,
    cache: tiers,
    ttl: policy.ttlMs,
    staleWhileRevalidate: policy.staleMs,
    async getFreshValue({ background }) {
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
  });
}

/** Forces a new value for `key`, concurrent callers sharing one `load`; a failure keeps nothing. */
export function refreshed<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  return cachified<T>({ key: `${generation} ${key}`, cache: tiers, ttl: policy.ttlMs, staleWhileRevalidate: policy.staleMs, forceFresh: true, fallbackToCache: false, getFreshValue: load });
}

/** What the memory tier holds, for the benchmark's memory figure and the health check. */
export function apiCacheStats(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: memory.size, bytes: memory.calculatedSize, maxBytes: env.API_CACHE_MAX_BYTES };
}

/** Forgets the memory tier and the loads in flight (tests; Redis keeps its entries until they expire). */
export function clearMemoryCache() {
  generation += 1;
  memory.clear();
  getPendingValuesCache(tiers).clear();
  failedUntil.clear();
}
