// A CDN-kept public page repeats its nonce to everyone; accepted, as the nonce only guards that page's markup.
import { randomBytes } from "node:crypto";

import { type ClientIntegration, integrationOrigins } from "~/lib/integrations";
import { WALLET_CONNECT_SOURCES } from "~/lib/wallet";

import { type Env, env as serverEnv } from "./env.server";
import { mediaOrigin } from "./media.server";

export const EVERY_RESPONSE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

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

export type CspSources = Partial<Record<SourceDirective, readonly string[]>>;

/** Origins only, never a keyword that could undo the nonce. */
export function integrationSources(integrations: readonly ClientIntegration[]): CspSources {
  const origins = integrationOrigins(integrations);
  if (origins.length === 0) return {};
  return { "script-src": origins, "connect-src": origins, "img-src": origins, "frame-src": origins };
}

function storeSources(env: Env): CspSources[] {
  return [
    // Chrome checks form-action on the redirect after a post too (the checkout's to PayPal, Klarna, Affirm).
    { "form-action": env.paymentProviderOrigins },
    { "img-src": [...env.mediaOrigins, ...[mediaOrigin()].filter((origin) => origin !== null)] },
    // Chrome fetches Google Pay's manifest when the wallet buttons ask whether it can pay.
    { "connect-src": WALLET_CONNECT_SOURCES },
  ];
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

type Policy = Record<string, string[]>;

function basePolicy(nonce: string): Policy {
  const nonceSource = `'nonce-${nonce}'`;
  return {
    "default-src": ["'self'"],
    // No 'unsafe-inline': an inline script needs the nonce. 'strict-dynamic' would drop 'self', which the chunks need.
    "script-src": ["'self'", nonceSource],
    // A style attribute (an API colour) cannot load or run anything, so attributes may be inline; <style> needs the nonce.
    "style-src": ["'self'", nonceSource],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
}

const SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\s;,']+|[a-z][a-z0-9+.-]*:)$/i;

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

export function documentHeaders(nonce: string, env: Env = serverEnv, integrations: readonly ClientIntegration[] = []): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, [...storeSources(env), integrationSources(integrations)]),
    // The legacy twin of frame-ancestors 'none', for browsers that predate it.
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(self)",
  };
  if (env.SITE_URL?.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
