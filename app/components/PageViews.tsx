import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { EVENTS_ROUTE } from "~/lib/analytics";
import type { ClientEvent } from "~/services/analytics.server";

/** Sends an event to our own server, which forwards it to the API; never blocks the page. */
export function beacon(event: ClientEvent) {
  const body = JSON.stringify(event);
  if (navigator.sendBeacon?.(EVENTS_ROUTE, new Blob([body], { type: "application/json" }))) return;
  void fetch(EVENTS_ROUTE, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
    () => undefined,
  );
}

/**
 * The `visit` event for in-app navigations. The first page of a visit was a
 * document request, whose visit the server already sent.
 */
export function PageViews() {
  const location = useLocation();
  const first = useRef(true);
  const path = location.pathname;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    beacon({ event_id: "visit", url: path, referrer: document.referrer || undefined });
  }, [path]);

  return null;
}
