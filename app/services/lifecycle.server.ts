// /healthz says the process lives; /readyz whether to send it shoppers (warming, ready, draining after SIGTERM).
import { loadStartup } from "./startup.server";
import { sharedRedis } from "./redis.server";

export type Readiness = "warming" | "ready" | "draining";

let state: Readiness = "warming";
let warming: Promise<void> | null = null;

/** The API may be down: past this the instance says it is ready anyway. */
export const WARM_UP_LIMIT_MS = 10_000;

function redisConnected(): Promise<void> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => redis.once("ready", () => resolve()));
}

/** Spec 8: a failed read does not keep the instance out; it serves what it can. */
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

export function resetLifecycle() {
  state = "warming";
  warming = null;
}
