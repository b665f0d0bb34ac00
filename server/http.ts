// The storefront's HTTP server: remix-serve's setup, plus what production needs (README, "Running it in production").
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";

import { EVERY_RESPONSE_HEADERS } from "~/services/security-headers.server";

import { applyCachingRule, answerFromPageCache } from "./caching";
import type { ServerConfig } from "./config";
import { getLoadContext, giveContext } from "./context";
import { handOnForwarding } from "./forwarding";
import { readiness } from "./lifecycle";
import { logRequests } from "./logging";
import { httpRequestDuration, metricsEndpoint } from "./metrics";
import { readyz } from "./probes";
import { ALLOW_HEADER, ALLOWED_METHODS, normalisedPath } from "./request-guards";
import { assignRequestId } from "./request-id";
import { parseTrustedProxies, trustsPeer } from "./trusted-proxies";

/** `routeOf` is the build's route labeller, shared with the real-user figures (server/index.ts). */
export function storeApp(build: ServerBuild, config: ServerConfig, routeOf: (path: string) => string) {
  const trustedProxies = parseTrustedProxies(config.trustedProxies);
  const app = express();
  app.disable("x-powered-by");
  // req.ip is the first address from the right in X-Forwarded-For that is no trusted proxy (server/trusted-proxies.ts).
  app.set("trust proxy", trustedProxies);
  app.use((_req, res, next) => {
    res.set(EVERY_RESPONSE_HEADERS);
    // A socket kept alive would outlive the drain: each answer from then on closes its connection.
    if (readiness() === "draining") res.set("Connection", "close");
    next();
  });
  app.use(assignRequestId);
  // Before anything reads the request: the store's methods only (no error log, no metric series for a probe's), and
  // one spelling of each path, which is the one the caching rule and the routes read.
  app.use((req, res, next) => {
    if (!ALLOWED_METHODS.has(req.method)) {
      res.status(405).set({ Allow: ALLOW_HEADER, "Cache-Control": "no-store" }).type("text/plain").send("Method not allowed\n");
      return;
    }
    const path = normalisedPath(req.url);
    if (path === null) return next();
    if (req.method === "POST") {
      res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad request\n");
      return;
    }
    res.redirect(301, path);
  });
  app.use(compression());
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  // Only a path that names a file looks in public/: a page's path would cost a file-system miss on every request.
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  app.get("/metrics", metricsEndpoint(config.metrics));

  app.use((req, res, next) => {
    // Once per request, for the log line and the metrics.
    res.locals.route = routeOf(req.path);
    next();
  });
  app.use(logRequests((labels, seconds) => httpRequestDuration.observe(labels, seconds)));
  app.use(handOnForwarding(trustsPeer(trustedProxies)));
  app.use(giveContext);
  app.use(applyCachingRule);
  app.get("/readyz", readyz);
  app.use(answerFromPageCache);
  app.all("*", createRequestHandler({ build, mode: config.mode, getLoadContext }));
  return app;
}
