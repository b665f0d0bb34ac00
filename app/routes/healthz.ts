// Never calls the API, so an API outage does not take the web tier out. 200 even without Redis: an instance
// without it still serves from its own memory.
import { redisState } from "~/services/redis.server";

export function loader() {
  return new Response(`ok\nredis: ${redisState()}\n`, { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
