/**
 * The `visit` event for every page a person loads as a document. Client-side
 * navigations send theirs by beacon. Crawlers are not visitors.
 */
import { randomUUID } from "node:crypto";

import { isbot } from "isbot";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";

import { sendEvent } from "./analytics.server";

const UID_MAX_AGE = 365 * 24 * 60 * 60;

export function trackPageView(request: Request, status: number, headers: Headers) {
  if (request.method !== "GET" || status >= 500) return;
  if (isbot(request.headers.get("user-agent") ?? "")) return;
  const url = new URL(request.url);
  // A visitor id that stays across visits (spec 4 "uid"): a random id, not a fingerprint.
  if (!/(?:^|;\s*)uid=/.test(request.headers.get("Cookie") ?? "")) {
    headers.append("Set-Cookie", `uid=${randomUUID()}; Path=/; Max-Age=${UID_MAX_AGE}; SameSite=Lax`);
    // A response that sets someone's id must never be served to someone else from a cache.
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  }
  void sendEvent(request, {
    event_id: "visit",
    url: `${url.pathname}${url.search}`,
    referrer: request.headers.get("referer")?.slice(0, 512) ?? undefined,
  });
}
