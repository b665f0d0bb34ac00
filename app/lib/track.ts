import type { ClientEvent } from "~/services/analytics.server";

import { beacon } from "./beacon";
import { tellIntegrations } from "./integrations-bus";

/**
 * An event that happens in the browser (a visit after a link, a search, the
 * time on a page, how far it was read): to our server, which sends it on to
 * the API, and to the page's tag manager.
 */
export function track(event: ClientEvent) {
  beacon(event);
  const { event_id, url: _url, referrer: _referrer, ...fields } = event;
  tellIntegrations({ event_id, fields });
}
