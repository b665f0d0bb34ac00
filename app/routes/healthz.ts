/**
 * For load balancers: answers without calling the API, so an API outage does
 * not take the web tier out. It says too whether the shared store (Redis) is
 * connected, for operators and the scale-out spec; the answer is 200 either
 * way, since an instance without Redis still serves from its own memory.
 */
import { sharedRedis } from "~/services/redis.server";

export function loader() {
  const redis = sharedRedis();
  const shared = redis ? (redis.status === "ready" ? "ready" : "connecting") : "off";
  return new Response(`ok\nredis: ${shared}\n`, { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
