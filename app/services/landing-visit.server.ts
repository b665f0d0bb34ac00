// Signed with the session's secret, so the browser can ask for the visit of a page but not make one up.
import { createHmac, timingSafeEqual } from "node:crypto";

import type { PageFields } from "~/lib/analytics";
import { jsonForScript } from "~/lib/json-script";
import { LANDING_VISIT_ID, LANDING_VISIT_PATH } from "~/lib/landing-visit";

import { env } from "./env.server";

export type LandingVisit = { path: string; fields: PageFields };

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(`landing-visit\n${payload}`).digest().subarray(0, 16);

export function landingVisitToken(visit: LandingVisit, secret = env.sessionSecrets[0]): string {
  const payload = Buffer.from(JSON.stringify({ p: visit.path, f: visit.fields })).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

/** Null for anything not signed here (any of the secrets: they rotate), or not of the shape signed. */
export function readLandingVisitToken(token: string, secrets = env.sessionSecrets): LandingVisit | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined || token.length > 2048) return null;
  const given = Buffer.from(signature, "base64url");
  if (!secrets.some((secret) => given.length === 16 && timingSafeEqual(given, mac(secret, payload)))) return null;
  try {
    const { p, f } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { p?: unknown; f?: unknown };
    if (typeof p !== "string" || !p.startsWith("/") || typeof f !== "object" || f === null || Array.isArray(f)) return null;
    return { path: p, fields: f as PageFields };
  } catch {
    return null;
  }
}

/** Before the body's end: the signed visit for the inline script, and the image that asks for it without JavaScript. */
export function landingVisitMarkup(visit: LandingVisit, nonce: string): string {
  const token = landingVisitToken(visit);
  const src = `${LANDING_VISIT_PATH}?v=${encodeURIComponent(token)}`;
  return (
    `<script type="application/json" id="${LANDING_VISIT_ID}" nonce="${nonce}">${jsonForScript(token)}</script>` +
    `<noscript><img src="${src}" alt="" width="1" height="1" class="visit-pixel"></noscript>`
  );
}
