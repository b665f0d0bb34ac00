/**
 * The process's one connection to Redis, shared by what several instances of
 * the store must agree on: the API cache and its version (api-cache.server.ts)
 * and the rate limits (rate-limit.server.ts). Only when `REDIS_URL` is set;
 * without it every store keeps these in its own memory.
 *
 * Redis is a helper, never a dependency: no offline queue and a short command
 * timeout, so while it is away a call fails at once and the caller uses its
 * memory instead of making a shopper wait.
 */
import { Redis } from "ioredis";

import { env } from "./env.server";

/** A Redis answer slower than this is treated as a failure: the memory tier answers instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

let client: Redis | null = null;
let clientUrl: string | null = null;

/** The shared connection, or null when no `REDIS_URL` is set. */
export function sharedRedis(): Redis | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  if (client && clientUrl === url) return client;
  client?.disconnect();
  clientUrl = url;
  client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });
  let lastError = "";
  client.on("error", (error: Error) => {
    // Reconnection repeats the same error every second or so: say it once per change.
    if (error.message !== lastError) console.error("Redis:", error.message);
    lastError = error.message;
  });
  client.on("ready", () => {
    lastError = "";
  });
  return client;
}

/** Resolves once the shared store is connected (at once without `REDIS_URL`): until then memory answers. */
export async function redisReady(): Promise<void> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return;
  await new Promise<void>((resolve) => redis.once("ready", () => resolve()));
}

/** For tests and shutdown: drop the connection (the next `sharedRedis()` opens a new one). */
export function closeRedis() {
  client?.disconnect();
  client = null;
  clientUrl = null;
}
