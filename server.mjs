/**
 * The storefront's HTTP server: remix-serve's setup with these differences.
 * - Remix answers a post whose `Origin` differs from `Host` with an empty 500, refusing every form behind a proxy that
 *   rewrites Host; the form door (app/services/form-door.server.ts) checks against SITE_URL instead, so the browser's
 *   Origin reaches it under our own header. nosniff and the referrer policy (security-headers.server.ts) go on every
 *   answer here, static files included.
 * - Production's needs (README, "Running it in production"): one JSON log line per request with its id, Prometheus
 *   metrics at /metrics (loopback or METRICS_TOKEN), /readyz apart from /healthz, and a drain on SIGTERM.
 * Run after `npm run build`: `NODE_ENV=production node server.mjs`. A `.env` beside it is read; the environment wins.
 */
// First: the `.env` file, before anything reads the environment.
import "./scripts/load-env.mjs";

import { format } from "node:util";

import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import onHeaders from "on-headers";

import { explainPortInUse } from "./scripts/port-in-use.mjs";
import { requestLog } from "./scripts/request-log.mjs";
import { ALLOW_HEADER, ALLOWED_METHODS, mayScrape, normalisedPath } from "./scripts/request-guards.mjs";
import { FORWARDING_HEADERS, parseTrustedProxies, trustsPeer } from "./scripts/trusted-proxies.mjs";
import { settleUnreadBody } from "./scripts/unread-body.mjs";

/** Must match ORIGIN_HEADER in app/services/form-door.server.ts. */
const ORIGIN_HEADER = "x-storefront-origin";
/** Must match CLIENT_IP_HEADER in app/services/client-ip.server.ts. */
const CLIENT_IP_HEADER = "x-storefront-client-ip";
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const fromTrustedProxy = trustsPeer(trustedProxies);
const numberFrom = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
/** Longer than a load balancer's idle timeout (60 s on the common ones): the balancer, not the store, closes idle sockets. */
const KEEP_ALIVE_TIMEOUT_MS = numberFrom("KEEP_ALIVE_TIMEOUT_MS", 65_000);
/** After SIGTERM: how long readiness is off before the listener closes (the balancer's checks must see it). */
const SHUTDOWN_DELAY_MS = numberFrom("SHUTDOWN_DELAY_MS", 0);
/** After SIGTERM: whatever is still in flight then is cut, and the process exits 1. */
const SHUTDOWN_TIMEOUT_MS = numberFrom("SHUTDOWN_TIMEOUT_MS", 30_000);
const METRICS_TOKEN = process.env.METRICS_TOKEN ?? "";

installGlobals({ nativeFetch: true });

const build = await import("./build/index.js");
const mode = process.env.NODE_ENV ?? "production";
const port = Number(process.env.PORT ?? 3000);
const store = build.entry.module;
const { logger } = store;
store.setBuildId(build.assets.version);

// Everything the app says goes to the same JSON log.
for (const [method, level] of [["log", "info"], ["info", "info"], ["warn", "warn"], ["error", "error"], ["debug", "debug"]]) {
  // eslint-disable-next-line no-console -- replacing console's methods is the point here
  console[method] = (...args) => logger[level](format(...args));
}

const app = express();
app.disable("x-powered-by");
// req.ip is the first address from the right in X-Forwarded-For that is no trusted proxy (scripts/trusted-proxies.mjs).
app.set("trust proxy", trustedProxies);
let draining = false;
const everyResponseHeaders = store.EVERY_RESPONSE_HEADERS;
app.use((req, res, next) => {
  res.set(everyResponseHeaders);
  // A socket kept alive would outlive the drain: each answer from then on closes its connection.
  if (draining) res.set("Connection", "close");
  // One id per request: the proxy's when it is a plain token, else a new one; on the answer and on every API call.
  req.id = store.requestIdFrom(req.headers[store.REQUEST_ID_HEADER]);
  req.headers[store.REQUEST_ID_HEADER] = req.id;
  res.set("X-Request-Id", req.id);
  next();
});
// Before anything reads the request: the store's methods only (no error log, no metric series for a probe's), and
// one spelling of each path, which is the one the caching rule and the routes read.
app.use((req, res, next) => {
  if (!ALLOWED_METHODS.has(req.method)) {
    return res.status(405).set({ Allow: ALLOW_HEADER, "Cache-Control": "no-store" }).type("text/plain").send("Method not allowed\n");
  }
  const path = normalisedPath(req.url);
  if (path === null) return next();
  if (req.method === "POST") return res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad request\n");
  res.redirect(301, path);
});
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
// Only a path that names a file looks in public/: a page's path would cost a file-system miss on every request.
const publicFiles = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

// Prometheus's scrape (scripts/request-guards.mjs): in production only with METRICS_TOKEN.
const scrapeRule = { token: METRICS_TOKEN, production: mode === "production" };
app.get("/metrics", async (req, res) => {
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined || req.headers.via !== undefined;
  if (!mayScrape({ authorization: req.headers.authorization, forwarded, peer: req.socket.remoteAddress }, scrapeRule)) {
    return res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found\n");
  }
  res.type(store.metrics.contentType).set("Cache-Control", "no-store").send(await store.metrics.metrics());
});

// One line per request (assets aside): method, path without its query, Remix route, status, duration, request id.
const { logPath } = store;
const routeOf = store.createRouteLabeler(build.routes);
// Shoppers' real-user figures are counted by the route of the page they measured.
store.setRouteLabeler(routeOf);
const quiet = new Set(["/healthz", "/readyz", "/metrics"]);
app.use((req, res, next) => {
  // Once per request, for the log line and the metrics.
  res.locals.route = routeOf(req.path);
  next();
});
app.use(requestLog({ logger, logPath, quiet, observe: (labels, seconds) => store.httpRequestDuration.observe(labels, seconds) }));
app.use((req, _res, next) => {
  // Whatever a client sends under our header is dropped; only the browser's Origin is handed on.
  delete req.headers[ORIGIN_HEADER];
  delete req.headers[CLIENT_IP_HEADER];
  if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
  // Forwarding headers from a peer that is no trusted proxy say whatever its sender wants: the app never sees them.
  if (!fromTrustedProxy(req.socket.remoteAddress)) for (const header of FORWARDING_HEADERS) delete req.headers[header];
  if (req.headers.origin !== undefined) {
    req.headers[ORIGIN_HEADER] = req.headers.origin;
    delete req.headers.origin;
  }
  next();
});
// The store's one caching rule (app/lib/http-cache.ts), on every answer Remix gives, whatever made it.
const { answerCaching, currentCacheVersion } = store;
app.use((req, res, next) => {
  onHeaders(res, function decide() {
    const { cacheControl, vary, cacheVersionTag } = answerCaching({
      method: req.method,
      path: req.path,
      status: this.statusCode,
      cookie: req.headers.cookie,
      setsCookie: this.hasHeader("set-cookie"),
      cacheControl: this.getHeader("cache-control")?.toString(),
      vary: this.getHeader("vary")?.toString(),
      cacheVersion: currentCacheVersion(),
    });
    this.setHeader("Cache-Control", cacheControl);
    if (vary) this.setHeader("Vary", vary);
    // A body refused before it was read (403, 413, 415) is read and dropped, so the answer is not lost to a reset.
    settleUnreadBody(req, this);
    if (cacheVersionTag) this.setHeader("X-Api-Cv", cacheVersionTag);
  });
  next();
});
// A cookieless visitor's page another one just had (app/services/page-cache.server.ts): answered before any loader.
const { PAGE_KEY_HEADER, pageCacheKey, keptPage, createNonce } = store;
app.use((req, res, next) => {
  delete req.headers[PAGE_KEY_HEADER];
  const key = pageCacheKey({
    method: req.method,
    url: req.originalUrl,
    cookie: req.headers.cookie,
    userAgent: req.headers["user-agent"],
    cacheVersion: currentCacheVersion(),
  });
  if (key === null) return next();
  const kept = keptPage(key, createNonce(), req.headers["if-none-match"]);
  if (kept === null) {
    req.headers[PAGE_KEY_HEADER] = key;
    return next();
  }
  res.statusCode = kept.status;
  kept.headers.forEach((value, name) => res.setHeader(name, value));
  if (kept.body) res.setHeader("Content-Length", kept.body.length);
  res.end(kept.body ?? undefined);
});
app.all("*", createRequestHandler({ build, mode }));

const server = process.env.HOST ? app.listen(port, process.env.HOST, listening) : app.listen(port, listening);
// A taken port names PORT, the variable that moves it, rather than crashing with a stack.
server.once("error", (error) => {
  const explained = explainPortInUse(error, port, "PORT");
  if (explained === error) throw error;
  logger.fatal(explained.message);
  process.exit(1);
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// Node's rule: longer than the keep-alive timeout, or a slow request's headers are cut on a reused socket.
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

function listening() {
  logger.info({ port, build: build.assets.version }, `Storefront on http://localhost:${port}`);
  if (mode === "development") void broadcastDevReady(build);
  // Ready (/readyz) once the API's settings are cached and Redis, if any, is connected; 10 s at most.
  void store.warmUp().then(() => logger.info("ready"));
}

/**
 * SIGTERM (or SIGINT): readiness off at once, the listener closed after SHUTDOWN_DELAY_MS, idle keep-alive sockets
 * closed, what is in flight finished (each answer closes its socket), Redis closed last, exit 0. Past
 * SHUTDOWN_TIMEOUT_MS whatever is left is cut and the process exits 1.
 */
function shutdown(signal) {
  if (draining) return;
  draining = true;
  store.startDraining();
  logger.info({ signal, delay_ms: SHUTDOWN_DELAY_MS, timeout_ms: SHUTDOWN_TIMEOUT_MS }, "draining");
  const started = Date.now();
  setTimeout(() => {
    logger.error({ after_ms: Date.now() - started }, "drain timed out: cutting what is left");
    server.closeAllConnections();
    store.closeSharedStores?.();
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  setTimeout(() => {
    server.close(() => {
      // The shared store's connection would keep the process alive after the last request.
      store.closeSharedStores?.();
      logger.info({ after_ms: Date.now() - started }, "drained");
      process.exit(0);
    });
    server.closeIdleConnections();
  }, SHUTDOWN_DELAY_MS);
}

for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => shutdown(signal));
