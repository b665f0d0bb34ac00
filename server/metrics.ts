// Prometheus's scrape of the store's registry; the app's own series are defined beside what they count.
import type { RequestHandler } from "express";
import { Histogram } from "prom-client";

import { SECONDS, metrics } from "~/services/metrics.server";

import { mayScrape } from "./request-guards";

export const httpRequestDuration = new Histogram({
  name: "storefront_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by Remix route, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: SECONDS,
  registers: [metrics],
});

/** In production only with METRICS_TOKEN (server/request-guards.ts); anyone else gets the 404 of a page that is not there. */
export function metricsEndpoint(rule: { token: string; production: boolean }): RequestHandler {
  return async (req, res) => {
    const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined || req.headers.via !== undefined;
    if (!mayScrape({ authorization: req.headers.authorization, forwarded, peer: req.socket.remoteAddress }, rule)) {
      res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found\n");
      return;
    }
    res.type(metrics.contentType).set("Cache-Control", "no-store").send(await metrics.metrics());
  };
}
