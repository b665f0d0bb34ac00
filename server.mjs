/**
 * The storefront's HTTP server: remix-serve's setup with one difference. Remix answers a post whose
 * `Origin` differs from `Host` with an empty 500, refusing every form behind a proxy that rewrites Host;
 * the form door (app/services/form-door.server.ts) checks against SITE_URL instead, so the browser's
 * Origin reaches it under our own header. nosniff and the referrer policy (security-headers.server.ts)
 * go on every answer here, static files included. Run after `npm run build`: `NODE_ENV=production node server.mjs`.
 */
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import onHeaders from "on-headers";

/** Must match ORIGIN_HEADER in app/services/form-door.server.ts. */
const ORIGIN_HEADER = "x-storefront-origin";
/** Must match CLIENT_IP_HEADER in app/services/client-ip.server.ts. */
const CLIENT_IP_HEADER = "x-storefront-client-ip";
const trustProxy = ["1", "true"].includes(process.env.TRUST_PROXY ?? "");

installGlobals({ nativeFetch: true });

const build = await import("./build/index.js");
const mode = process.env.NODE_ENV ?? "production";
const port = Number(process.env.PORT ?? 3000);

const app = express();
app.disable("x-powered-by");
// One trusted hop: req.ip is the address the nearest proxy saw, not one a client wrote into X-Forwarded-For.
app.set("trust proxy", trustProxy ? 1 : false);
const everyResponseHeaders = build.entry.module.EVERY_RESPONSE_HEADERS;
app.use((_req, res, next) => {
  res.set(everyResponseHeaders);
  next();
});
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
// Only a path that names a file looks in public/: a page's path would cost a file-system miss on every request.
const publicFiles = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
// The log keeps no query strings (e-mails, ZIP codes, provider tokens) and no e-mailed link tokens.
const { logPath } = build.entry.module;
morgan.token("path", (req) => logPath(req.originalUrl ?? req.url ?? ""));
app.use(morgan(":method :path :status :res[content-length] - :response-time ms"));
app.use((req, _res, next) => {
  // Whatever a client sends under our header is dropped; only the browser's Origin is handed on.
  delete req.headers[ORIGIN_HEADER];
  delete req.headers[CLIENT_IP_HEADER];
  if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
  if (req.headers.origin !== undefined) {
    req.headers[ORIGIN_HEADER] = req.headers.origin;
    delete req.headers.origin;
  }
  next();
});
// The store's one caching rule (app/lib/http-cache.ts), on every answer Remix gives, whatever made it.
const { answerCaching, currentCacheVersion } = build.entry.module;
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
    // A body refused before it was read (413, 415): the rest of it would be read as the next request on this socket.
    if (!req.complete && req.method !== "GET" && req.method !== "HEAD") this.setHeader("Connection", "close");
    if (cacheVersionTag) this.setHeader("X-Api-Cv", cacheVersionTag);
  });
  next();
});
app.all("*", createRequestHandler({ build, mode }));

const server = process.env.HOST ? app.listen(port, process.env.HOST, ready) : app.listen(port, ready);

function ready() {
  console.info(`Storefront on http://localhost:${port}`);
  if (mode === "development") void broadcastDevReady(build);
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close();
    // The shared store's connection would keep the process alive after the last request.
    build.entry.module.closeSharedStores?.();
  });
}
