// Readiness (warming, ready, draining after SIGTERM) and the drain itself; server/probes.ts answers for it.
import { loadStartup } from "~/services/startup.server";
import { sharedRedis } from "~/services/redis.server";

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

type Closable = { close(done: () => void): void; closeIdleConnections(): void; closeAllConnections(): void };
type Log = { info(fields: object, message: string): void; error(fields: object, message: string): void };

/**
 * SIGTERM (or SIGINT): readiness off at once, the listener closed after `delayMs`, idle keep-alive sockets closed,
 * what is in flight finished (each answer closes its socket), then `closed` (Redis) and exit 0. Past `timeoutMs`
 * whatever is left is cut and the process exits 1.
 */
export function drainOn(server: Closable, { delayMs, timeoutMs, log, closed, exit = process.exit }: { delayMs: number; timeoutMs: number; log: Log; closed: () => void; exit?: (code: number) => void }) {
  return (signal: string) => {
    if (state === "draining") return;
    startDraining();
    log.info({ signal, delay_ms: delayMs, timeout_ms: timeoutMs }, "draining");
    const started = Date.now();
    setTimeout(() => {
      log.error({ after_ms: Date.now() - started }, "drain timed out: cutting what is left");
      server.closeAllConnections();
      closed();
      exit(1);
    }, timeoutMs).unref();
    setTimeout(() => {
      server.close(() => {
        closed();
        log.info({ after_ms: Date.now() - started }, "drained");
        exit(0);
      });
      server.closeIdleConnections();
    }, delayMs);
  };
}
