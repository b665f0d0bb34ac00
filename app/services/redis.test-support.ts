/**
 * For the unit tests of what instances share through Redis: a redis-server
 * for the calling `describe` block, and after each test the store's
 * connection closed and `REDIS_URL` unset (memory again). A test points the
 * store at it with `use()`, which resolves once connected.
 */
import { type RedisServer, startRedisServer } from "../../tests/redis-server";

import { env } from "./env.server";
import { closeRedis, redisReady } from "./redis.server";

export function withRedisServer(): { use: () => Promise<void>; url: () => string } {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());
  afterEach(() => {
    closeRedis();
    env.REDIS_URL = undefined;
  });
  return {
    url: () => redis.url,
    async use() {
      env.REDIS_URL = redis.url;
      await redisReady();
    },
  };
}
