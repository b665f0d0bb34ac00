// The store's one caching rule (lib/http-cache.ts) on every answer, and the page cache that answers before Remix.
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

import { currentCacheVersion } from "~/services/api.server";
import { PAGE_KEY_HEADER, keptPage, pageCacheKey } from "~/services/page-cache.server";
import { createNonce } from "~/services/security-headers.server";

import { contextOf } from "./context";
import { settleUnreadBody } from "./unread-body";

/** Whatever made the answer; a document's was decided by its render and is read back from the request's context. */
export const applyCachingRule: RequestHandler = (req, res, next) => {
  const { caching } = contextOf(res);
  onHeaders(res, function decide(this: typeof res) {
    const { cacheControl, vary, cacheVersionTag } = caching({
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
};

/** A cookieless visitor's page another one just had (services/page-cache.server.ts): answered before any loader. */
export const answerFromPageCache: RequestHandler = (req, res, next) => {
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
};
