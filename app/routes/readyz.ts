// Whether a load balancer should send this instance shoppers: 503 while it warms and once it drains (SIGTERM), so the
// balancer takes it out before it stops. /healthz stays 200 throughout: the process is alive.
import { readiness } from "~/services/lifecycle.server";
import { sharedRedis } from "~/services/redis.server";

export function loader() {
  const state = readiness();
  const redis = sharedRedis();
  const shared = redis ? (redis.status === "ready" ? "ready" : "connecting") : "off";
  return new Response(`${state}\nredis: ${shared}\n`, {
    status: state === "ready" ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
