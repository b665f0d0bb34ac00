import type { ClientEvent } from "~/services/analytics.server";

import { EVENTS_ROUTE } from "./analytics";

/** Sends an event to our own server, which forwards it to the API; never blocks the page. */
export function beacon(event: ClientEvent) {
  const body = JSON.stringify(event);
  if (navigator.sendBeacon?.(EVENTS_ROUTE, new Blob([body], { type: "application/json" }))) return;
  void fetch(EVENTS_ROUTE, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
    () => undefined,
  );
}
