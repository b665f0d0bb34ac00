import type { ClientEvent } from "~/services/analytics.server";

import { EVENTS_ROUTE } from "./analytics";
import type { VitalsReport } from "./vitals";

/** Sends an event (forwarded to the API) or the page's real-user figures to our own server; never blocks the page. */
export function beacon(event: ClientEvent | VitalsReport) {
  const body = JSON.stringify(event);
  if (navigator.sendBeacon?.(EVENTS_ROUTE, new Blob([body], { type: "application/json" }))) return;
  void fetch(EVENTS_ROUTE, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
    () => undefined,
  );
}
