// No offline queue and a short timeout: while Redis is away callers use memory at once.
import { Redis } from "ioredis";

import { env } from "./env.server";
import { gauge } from "./metrics.server";

export const REDIS_COMMAND_TIMEOUT_MS = 250;

let client: Redis | null = null;
let clientUrl: string | null = null;

export const redisKey = (key: string) => `${env.REDIS_PREFIX}${key}`;

let buildId = "dev";
/** Data one build processed is not another's. */
export function setBuildId(id: string) {
  buildId = id;
}
export const currentBuildId = () => buildId;

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

export async function redisReady(): Promise<void> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return;
  await new Promise<void>((resolve) => redis.once("ready", () => resolve()));
}

export function closeRedis() {
  client?.disconnect();
  client = null;
  clientUrl = null;
}

export function redisState(): "ready" | "connecting" | "off" {
  const redis = sharedRedis();
  return redis ? (redis.status === "ready" ? "ready" : "connecting") : "off";
}

gauge("storefront_redis_up", "1 when the shared Redis is connected, 0 while it is not; absent without REDIS_URL.", () => {
  const state = redisState();
  return state === "off" ? undefined : Number(state === "ready");
});
