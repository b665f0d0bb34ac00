// Spec 2/4: a page a shared cache may keep sets no cookie; a new visitor's browser asks for its id (`landingVisit`).
import { randomUUID } from "node:crypto";

import { isbot } from "isbot";

import type { PageFields } from "~/lib/analytics";
import { PRIVATE_NO_STORE, cachingRule } from "~/lib/http-cache";
import { uidCookie } from "~/lib/visitor-id";

import { sendEvent } from "./analytics.server";
import { apiLanguage } from "./api.server";
import { LOCALE_MAX_AGE, SECURE_COOKIES } from "./session.server";
import { UID_COOKIE } from "./visitor-id.server";

function hasCookie(request: Request, name: string) {
  return new RegExp(`(?:^|;\\s*)${name}=`).test(request.headers.get("Cookie") ?? "");
}

export function giveVisitorCookies(request: Request, headers: Headers): string | undefined {
  const newUid = hasCookie(request, UID_COOKIE) ? undefined : randomUUID();
  if (newUid) headers.append("Set-Cookie", uidCookie(newUid, SECURE_COOKIES));
  if (!hasCookie(request, "locale")) {
    headers.append("Set-Cookie", `locale=${apiLanguage()}; Path=/; Max-Age=${LOCALE_MAX_AGE}; SameSite=Lax${SECURE_COOKIES ? "; Secure" : ""}`);
  }
  return newUid;
}

/** `caching` is the request's own rule (lib/request-context.ts), which the document render has already consulted. */
export function handleDocumentVisit(request: Request, status: number, headers: Headers, page: PageFields = {}, caching = cachingRule()) {
  if (isbot(request.headers.get("user-agent") ?? "")) return;

  const url = new URL(request.url);
  const { cacheControl } = caching({
    method: request.method,
    path: url.pathname,
    status,
    cookie: request.headers.get("Cookie"),
    setsCookie: headers.has("Set-Cookie"),
    cacheControl: headers.get("Cache-Control"),
  });
  let newUid: string | undefined;
  if (cacheControl === PRIVATE_NO_STORE) {
    newUid = giveVisitorCookies(request, headers);
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  }

  if (request.method !== "GET" || status >= 500) return;
  // A new visitor on a page a cache may share: the visit waits for the id the browser asks for (lib/landing-visit.ts).
  if (!newUid && !hasCookie(request, UID_COOKIE)) return;
  void sendEvent(
    request,
    { event_id: "visit", url: `${url.pathname}${url.search}`, referrer: request.headers.get("referer")?.slice(0, 512) ?? undefined, ...page },
    // The page tells its own integrations of its visit (components/Integrations.tsx).
    { uid: newUid, mirror: false },
  );
}

/** Without JavaScript the image asks on every page; the visit is sent only for a browser that came without an id. */
export function landingVisit(request: Request, visit: { path: string; fields: PageFields }, from: { url: string | null; referrer: string | null; js: boolean }, headers: Headers): boolean {
  if (isbot(request.headers.get("user-agent") ?? "")) return false;
  const known = hasCookie(request, UID_COOKIE);
  const newUid = giveVisitorCookies(request, headers);
  if (known && !from.js) return false;
  const url = from.url && samePath(from.url, visit.path) ? from.url : refererOn(request, visit.path) ?? visit.path;
  void sendEvent(
    request,
    { event_id: "visit", url: url.slice(0, 512), referrer: from.referrer?.slice(0, 512) || undefined, ...visit.fields },
    { uid: newUid, mirror: false },
  );
  return true;
}

function samePath(url: string, path: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && new URL(url, "http://store.invalid").pathname === path;
}

function refererOn(request: Request, path: string): string | null {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return null;
  const page = new URL(referer);
  return page.origin === new URL(request.url).origin && page.pathname === path ? `${page.pathname}${page.search}` : null;
}
