// How the operator tunes the HTTP server (README, "Running it in production"); `.env` is read by server.mjs first.
export function serverConfig(environment: Record<string, string | undefined> = process.env) {
  const numberFrom = (name: string, fallback: number) => (environment[name] ? Number(environment[name]) : fallback);
  const mode = environment.NODE_ENV ?? "production";
  const keepAliveTimeoutMs = numberFrom("KEEP_ALIVE_TIMEOUT_MS", 65_000);
  return {
    mode,
    port: Number(environment.PORT ?? 3000),
    host: environment.HOST,
    trustedProxies: environment.TRUSTED_PROXIES,
    /** Longer than a load balancer's idle timeout (60 s on the common ones): the balancer closes idle sockets. */
    keepAliveTimeoutMs,
    /** Node's rule: longer than the keep-alive timeout, or a slow request's headers are cut on a reused socket. */
    headersTimeoutMs: keepAliveTimeoutMs + 1_000,
    /** After SIGTERM: how long readiness is off before the listener closes (the balancer's checks must see it). */
    shutdownDelayMs: numberFrom("SHUTDOWN_DELAY_MS", 0),
    /** After SIGTERM: whatever is still in flight then is cut, and the process exits 1. */
    shutdownTimeoutMs: numberFrom("SHUTDOWN_TIMEOUT_MS", 30_000),
    metrics: { token: environment.METRICS_TOKEN ?? "", production: mode === "production" },
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
