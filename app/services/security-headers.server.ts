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

import { type Env, env as serverEnv } from "./env.server";

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
 * Third parties the store loads, each one function of the settings giving
 * the origins it needs by directive; they are merged into the policy. A tag
 * manager, a pixel or a chat widget adds its line here and nowhere else, e.g.
 *
 *   (env) => (env.CHAT_ENABLED ? { "script-src": ["https://cdn.chat.example"], "connect-src": ["wss://chat.example"] } : {}),
 *
 * Origins and scheme sources only: a keyword ('unsafe-inline', 'unsafe-eval')
 * is refused, so no integration can undo the nonce.
 */
const INTEGRATIONS: ReadonlyArray<(env: Env) => CspSources> = [];

/** What the store itself needs beyond its own origin, from its settings. */
function storeSources(env: Env): CspSources[] {
  return [
    // Chrome checks form-action on the redirect after a post too: the checkout's
    // post answered by a redirect to PayPal, Klarna or Affirm must be let through.
    { "form-action": env.paymentProviderOrigins },
    { "img-src": env.mediaOrigins },
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
    // The browser fetches only the store itself: route data, the beacon, search suggestions.
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

/** The headers of a document answer, besides EVERY_RESPONSE_HEADERS. */
export function documentHeaders(nonce: string, env: Env = serverEnv): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, [...storeSources(env), ...INTEGRATIONS.map((integration) => integration(env))]),
    // The legacy twin of frame-ancestors 'none', for browsers that predate it.
    "X-Frame-Options": "DENY",
    // Geolocation for the store finder, the Payment Request API for checkout; no camera or microphone.
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(self)",
  };
  // Only a site served over https may ask to be reached over https only.
  if (env.SITE_URL?.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
