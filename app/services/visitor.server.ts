/**
 * What every document response does for the visitor: the cookies that
 * outlive the session (spec 2/4: `uid`, the locale for 365 days) and the
 * `visit` event. Client-side navigations send their visits by beacon.
 * Crawlers get neither cookies nor visits.
 */
import { randomUUID } from "node:crypto";

import { isbot } from "isbot";

import type { PageFields } from "~/lib/analytics";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";

import { sendEvent } from "./analytics.server";
import { apiLanguage } from "./api.server";
import { LOCALE_MAX_AGE } from "./session.server";
import { UID_COOKIE, UID_MAX_AGE } from "./visitor-id.server";

function hasCookie(request: Request, name: string) {
  return new RegExp(`(?:^|;\\s*)${name}=`).test(request.headers.get("Cookie") ?? "");
}

/** `page` is what the page adds to its events (lib/analytics.ts pageFields). */
export function handleDocumentVisit(request: Request, status: number, headers: Headers, page: PageFields = {}) {
  if (request.method !== "GET" || isbot(request.headers.get("user-agent") ?? "")) return;

  const cookies: string[] = [];
  // A random visitor id until the browser, with JavaScript, replaces it with its fingerprint.
  const newUid = hasCookie(request, UID_COOKIE) ? undefined : randomUUID();
  if (newUid) cookies.push(`${UID_COOKIE}=${newUid}; Path=/; Max-Age=${UID_MAX_AGE}; SameSite=Lax`);
  if (!hasCookie(request, "locale")) cookies.push(`locale=${apiLanguage()}; Path=/; Max-Age=${LOCALE_MAX_AGE}; SameSite=Lax`);
  if (cookies.length > 0) {
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    // A response that sets someone's id must never be served to someone else from a cache.
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  }

  if (status >= 500) return;
  const url = new URL(request.url);
  void sendEvent(
    request,
    { event_id: "visit", url: `${url.pathname}${url.search}`, referrer: request.headers.get("referer")?.slice(0, 512) ?? undefined, ...page },
    // The page tells its own integrations of its visit (components/Integrations.tsx).
    { uid: newUid, mirror: false },
  );
}
