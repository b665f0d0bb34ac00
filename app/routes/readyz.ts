// Whether a load balancer should send this instance shoppers: 503 while it warms and once it drains (SIGTERM), so the
// balancer takes it out before it stops. /healthz stays 200 throughout: the process is alive.
// It says no more than that: what an instance runs on (Redis's state) is for /metrics, which is guarded.
import { readiness } from "~/services/lifecycle.server";

export function loader() {
  const state = readiness();
  return new Response(`${state}\n`, {
    status: state === "ready" ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
