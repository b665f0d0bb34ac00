// Never calls the API, so an API outage does not take the web tier out; 200 without Redis, as memory still serves.
import { redisState } from "~/services/redis.server";

export function loader() {
  return new Response(`ok\nredis: ${redisState()}\n`, { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
