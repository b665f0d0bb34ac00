/**
 * The store's security headers, all set from here.
 *
 * - Every answer (documents, data, resource routes, static files) gets
 *   EVERY_RESPONSE_HEADERS; server.mjs sets them, so none is missed and none
 *   is sent twice.
 * - Every document, error pages included, also gets documentHeaders(nonce):
 *   the Content-Security-Policy with the request's nonce, framing refused,
 *   the browser features the store uses, and HSTS when the site is https.
 *   entry.server.tsx makes the nonce and hands it to React (components/Nonce.tsx).
 *
 * A page kept by a CDN (public pages may be, see lib/http-cache.ts) repeats
 * its nonce to everyone it is served to. Header and page stay in step, and
 * the nonce only guards that page's markup, so that is accepted.
 */
import { randomBytes } from "node:crypto";

import { type ClientIntegration, integrationOrigins } from "~/lib/integrations";
import { WALLET_CONNECT_SOURCES } from "~/lib/wallet";

import { type Env, env as serverEnv } from "./env.server";
import { mediaOrigin } from "./media.server";

export const EVERY_RESPONSE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

/** The directives an integration may add origins to: the fetch directives, and where forms may post. */
export type SourceDirective =
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src"
  | "media-src"
  | "worker-src"
  | "form-action";

/** Origins to allow, by directive: `{ "img-src": ["https://cdn.example.com"] }`. */
export type CspSources = Partial<Record<SourceDirective, readonly string[]>>;

/**
 * The third parties a page runs (services/integrations.server.ts): each
 * script's origin may load scripts and be fetched, framed and shown (beacons,
 * widgets, tracking pixels). Only the integrations the settings enable, so
 * the policy allows exactly what the page loads; origins only, never a
 * keyword, so no integration can undo the nonce.
 */
export function integrationSources(integrations: readonly ClientIntegration[]): CspSources {
  const origins = integrationOrigins(integrations);
  if (origins.length === 0) return {};
  return { "script-src": origins, "connect-src": origins, "img-src": origins, "frame-src": origins };
}

/** What the store itself needs beyond its own origin, from its settings. */
function storeSources(env: Env): CspSources[] {
  return [
    // Chrome checks form-action on the redirect after a post too: the checkout's
    // post answered by a redirect to PayPal, Klarna or Affirm must be let through.
    { "form-action": env.paymentProviderOrigins },
    // Media are on the store's own origin ('self') unless the API names a CDN or MEDIA_URL is set
    // (media.server.ts); the API's origin is never needed, its media URLs are all rewritten.
    { "img-src": [...env.mediaOrigins, ...[mediaOrigin()].filter((origin) => origin !== null)] },
    // The wallet buttons ask the Payment Request API whether Google Pay can pay; Chrome fetches its manifest to answer.
    { "connect-src": WALLET_CONNECT_SOURCES },
  ];
}

/** 128 random bits for one response's policy and markup. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

type Policy = Record<string, string[]>;

function basePolicy(nonce: string): Policy {
  const nonceSource = `'nonce-${nonce}'`;
  return {
    "default-src": ["'self'"],
    // No 'unsafe-inline': an inline script runs only with this response's nonce.
    // 'self' covers the entry's chunks, their modulepreload links and the lazy
    // forms' import(); 'strict-dynamic' would drop 'self' and is not needed.
    "script-src": ["'self'", nonceSource],
    // The root's @font-face <style> carries the nonce. A few elements take a
    // style attribute (the top banner's colour from the API, the progress
    // bar's duration): an attribute can set a colour but never load or run
    // anything, so attributes may be inline while <style> elements may not.
    "style-src": ["'self'", nonceSource],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    // The store itself: route data, the beacon, search suggestions; integrations add their origins.
    "connect-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
}

const SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\s;,']+|[a-z][a-z0-9+.-]*:)$/i;

/**
 * The Content-Security-Policy for one response: the base policy with each
 * entry of `sources` merged in. A directive the base leaves to default-src
 * starts from 'self', as it would have been.
 */
export function contentSecurityPolicy(nonce: string, sources: readonly CspSources[] = []): string {
  const policy = basePolicy(nonce);
  for (const entry of sources) {
    for (const [directive, values] of Object.entries(entry) as Array<[SourceDirective, readonly string[]]>) {
      for (const value of values) {
        if (!SOURCE.test(value)) throw new Error(`CSP ${directive}: ${JSON.stringify(value)} is not an origin or a scheme`);
      }
      const current = (policy[directive] ??= [...policy["default-src"]]);
      for (const value of values) if (!current.includes(value)) current.push(value);
    }
  }
  return Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(" ")}`)
    .join("; ");
}

/** The headers of a document answer, besides EVERY_RESPONSE_HEADERS; `integrations` are the page's own. */
export function documentHeaders(nonce: string, env: Env = serverEnv, integrations: readonly ClientIntegration[] = []): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, [...storeSources(env), integrationSources(integrations)]),
    // The legacy twin of frame-ancestors 'none', for browsers that predate it.
    "X-Frame-Options": "DENY",
    // Geolocation for the store finder, the Payment Request API for checkout; no camera or microphone.
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(self)",
  };
  // Only a site served over https may ask to be reached over https only.
  if (env.SITE_URL?.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
