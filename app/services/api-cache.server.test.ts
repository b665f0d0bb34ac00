import { freePort } from "../../tests/redis-server";

import { apiCacheStats, cached, clearMemoryCache } from "./api-cache.server";
import { env } from "./env.server";
import { redisKey, sharedRedis } from "./redis.server";
import { withRedisServer } from "./redis.test-support";

const policy = { ttlMs: 60_000, staleMs: 60_000 };
const failing = () => Promise.reject(new Error("the API is down"));

afterEach(() => {
  clearMemoryCache();
  vi.restoreAllMocks();
});

describe("cached (memory)", () => {
  it("keeps a value, shares one load between concurrent misses, and forgets on clear", async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: loads };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cached("k", policy, load)));
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(await cached("k", policy, load)).toEqual({ n: 1 });
    clearMemoryCache();
    expect(await cached("k", policy, load)).toEqual({ n: 2 });
  });

  it("does not keep a failure", async () => {
    await expect(cached("k", policy, failing)).rejects.toThrow("the API is down");
    expect(await cached("k", policy, async () => "then fine")).toBe("then fine");
  });

  it("is bounded in bytes: the least recently used entries go first", async () => {
    const { maxBytes } = apiCacheStats();
    const big = "x".repeat(Math.floor(maxBytes / 10));
    for (let i = 0; i < 30; i += 1) await cached(`big-${i}`, policy, async () => big);
    const stats = apiCacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
    expect(stats.entries).toBeLessThan(11);
    // The newest is there; the first one was pushed out and is loaded again.
    expect(await cached("big-29", policy, failing)).toBe(big);
    await expect(cached("big-0", policy, failing)).rejects.toThrow();
  });
});

describe("cached (Redis)", () => {
  const redis = withRedisServer();

  it("serves another instance's entry: one loads it, the next (an empty memory) reads it from Redis", async () => {
    await redis.use();
    const key = `shared-${Date.now()}`;
    expect(await cached(key, policy, async () => ({ title: "About us" }))).toEqual({ title: "About us" });
    await vi.waitFor(async () => expect(await sharedRedis()?.exists(redisKey(`api-cache:dev:${key}`))).toBe(1));
    // Another instance: nothing in its memory, the API failing.
    clearMemoryCache();
    expect(await cached(key, policy, failing)).toEqual({ title: "About us" });
    const ttl = await sharedRedis()?.pttl(redisKey(`api-cache:dev:${key}`));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(policy.ttlMs + policy.staleMs);
  });

  it("prefers a newer entry in Redis to its own stale one", async () => {
    await redis.use();
    const key = `newer-${Date.now()}`;
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    await cached(key, policy, async () => "old");
    // Much later another instance refreshed it; this one's memory still holds "old", now stale.
    clock.mockReturnValue(now + policy.ttlMs + 1);
    const entry = { value: "new", metadata: { createdTime: now + policy.ttlMs + 1, ttl: policy.ttlMs, swr: policy.staleMs } };
    await sharedRedis()?.set(redisKey(`api-cache:dev:${key}`), JSON.stringify(entry));
    let loads = 0;
    expect(
      await cached(key, policy, async () => {
        loads += 1;
        return "from the API";
      }),
    ).toBe("new");
    expect(loads).toBe(0);
  });

  it("keeps answering from memory while Redis cannot be reached", async () => {
    env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await cached("k", policy, async () => "loaded")).toBe("loaded");
    expect(await cached("k", policy, failing)).toBe("loaded");
  });
});
