// A redis-server for the calling `describe`; after each test the store's connection closes and REDIS_URL is unset.
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
