// What an instance shares with the others: Redis (REDIS_URL), connected at start rather than on a shopper's first
// request, and the Varnish ban watcher (VARNISH_URLS). Both are started by server/index.ts and nowhere else.
import { closeRedis, sharedRedis } from "~/services/redis.server";

import { watchSharedCaches } from "./varnish-bans";

export function openSharedStores({ connect = sharedRedis, watch = watchSharedCaches } = {}) {
  connect();
  watch();
}

export function closeSharedStores(close = closeRedis) {
  close();
}
