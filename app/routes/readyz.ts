// 503 while warming or draining (SIGTERM) so the balancer drops it first; /healthz stays 200. Redis state is for /metrics only.
import { readiness } from "~/services/lifecycle.server";

export function loader() {
  const state = readiness();
  return new Response(`${state}\n`, {
    status: state === "ready" ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
