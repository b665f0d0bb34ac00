// A registry of the store's own, so nothing another library registers globally is exposed; labels never hold slugs, ids or queries.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, eventLoopMonitoringPrecision: 20 });

export const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const apiCallDuration = new Histogram({
  name: "storefront_api_call_duration_seconds",
  help: "Time of each call to the API, by endpoint (its path with ids and slugs as {id} and {slug}), method and outcome.",
  labelNames: ["endpoint", "method", "outcome"] as const,
  buckets: SECONDS,
  registers: [metrics],
});

export const apiCallFailures = new Counter({
  name: "storefront_api_call_failures_total",
  help: "API calls that failed: timeout, unreachable, 5xx, 4xx or an answer of another shape.",
  labelNames: ["endpoint", "method", "reason"] as const,
  registers: [metrics],
});

export const cacheLookups = new Counter({
  name: "storefront_cache_lookups_total",
  help: "Reads of the API cache and the render cache, by cache and result (hit or miss).",
  labelNames: ["cache", "result"] as const,
  registers: [metrics],
});

export const rateLimitRefusals = new Counter({
  name: "storefront_rate_limit_refusals_total",
  help: "Attempts refused by a rate limit, by rule.",
  labelNames: ["rule"] as const,
  registers: [metrics],
});

export const rateLimitHolds = new Counter({
  name: "storefront_rate_limit_holds_total",
  help: "Attempts held past a rate limit instead of refused, by rule.",
  labelNames: ["rule"] as const,
  registers: [metrics],
});

export const webVitals = new Histogram({
  name: "storefront_web_vitals",
  help: "Shoppers' own measures (LCP, INP, TTFB, FCP and the first touch's boot in seconds, CLS unitless), by route.",
  labelNames: ["metric", "route"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 1.8, 2.5, 4, 6, 10],
  registers: [metrics],
});

export function gauge(name: string, help: string, read: () => number | undefined) {
  return new Gauge({
    name,
    help,
    registers: [metrics],
    collect() {
      const value = read();
      if (value !== undefined) this.set(value);
    },
  });
}

/** Label cardinality: a segment with a digit is {id}, a product's or page's slug is {slug}. */
export function endpointLabel(path: string): string {
  const segments = path.split("?")[0].split("/");
  return segments
    .map((segment, index) => {
      if (/\d/.test(segment)) return "{id}";
      const before = segments[index - 1];
      if ((before === "products" || before === "pages") && index === 2 && segment !== "link-to-email") return "{slug}";
      return segment;
    })
    .join("/");
}
