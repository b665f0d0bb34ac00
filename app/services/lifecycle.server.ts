// An instance's life as a load balancer sees it (README, "Running it in production"): warming, then ready, then
// draining after SIGTERM (server.mjs). /healthz says the process lives; /readyz whether to send it shoppers.
import { loadStartup } from "./startup.server";
import { sharedRedis } from "./redis.server";

export type Readiness = "warming" | "ready" | "draining";

let state: Readiness = "warming";
let warming: Promise<void> | null = null;

/** How long a start may take to warm before the instance says it is ready anyway: the API may be down. */
export const WARM_UP_LIMIT_MS = 10_000;

function redisConnected(): Promise<void> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => redis.once("ready", () => resolve()));
}

/**
 * The API's settings, languages and payment methods in the cache, and Redis connected when there is one. A failed
 * read does not keep the instance out: it serves what it can, as every page does when the API fails (spec 8).
 */
export function warmUp(limitMs = WARM_UP_LIMIT_MS): Promise<void> {
  warming ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void Promise.allSettled([loadStartup(), redisConnected()]).then(() => {
      clearTimeout(timer);
      resolve();
    });
  }).then(() => {
    if (state === "warming") state = "ready";
  });
  return warming;
}

export function startDraining() {
  state = "draining";
}

export function readiness(): Readiness {
  return state;
}

/** For tests: a new process's state. */
export function resetLifecycle() {
  state = "warming";
  warming = null;
}
