import type { AnalyticsEvent, ClientEvent } from "~/services/analytics.server";

import { beacon } from "./beacon";
import { tellIntegrations } from "./integrations-bus";

export function track(event: ClientEvent) {
  beacon(event);
  const { event_id, url: _url, referrer: _referrer, ...fields }: AnalyticsEvent = event;
  tellIntegrations({ event_id, fields });
}
