// Spec 2/4: every document gives the visitor the cookies that outlive the session (`uid`, the locale for 365 days) and
// sends the `visit` event; crawlers get neither. A page a shared cache may keep sets no cookie (the same bytes go to
// everyone): they go with the first private answer, and with JavaScript the browser sets `uid` from its fingerprint.
import { randomUUID } from "node:crypto";

import { isbot } from "isbot";

import type { PageFields } from "~/lib/analytics";
import { PRIVATE_NO_STORE, answerCacheControl } from "~/lib/http-cache";
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

export function handleDocumentVisit(request: Request, status: number, headers: Headers, page: PageFields = {}) {
  if (isbot(request.headers.get("user-agent") ?? "")) return;

  const url = new URL(request.url);
  const cacheControl = answerCacheControl({
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

  // A form's answer is not a visit (its page was).
  if (request.method !== "GET" || status >= 500) return;
  void sendEvent(
    request,
    { event_id: "visit", url: `${url.pathname}${url.search}`, referrer: request.headers.get("referer")?.slice(0, 512) ?? undefined, ...page },
    // The page tells its own integrations of its visit (components/Integrations.tsx).
    { uid: newUid, mirror: false },
  );
}
