// Never calls the API, so an API outage does not take the web tier out. 200 even without Redis: an instance
// without it still serves from its own memory.
import { sharedRedis } from "~/services/redis.server";

export function loader() {
  const redis = sharedRedis();
  const shared = redis ? (redis.status === "ready" ? "ready" : "connecting") : "off";
  return new Response(`ok\nredis: ${shared}\n`, { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
