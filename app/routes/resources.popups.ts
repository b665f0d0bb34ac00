import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { type BrowserPopup, withCampaignPopup } from "~/lib/campaign";
import { marketingPopupKey } from "~/lib/popup-keys";
import { getCampaign, getPopups } from "~/services/site.server";
import { pageHeaders } from "~/lib/http-cache";

/** The popups for a page, for the browser's popup check (spec 4): the marketing ones and the campaign's. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url).searchParams.get("url") ?? "/";
  const path = url.startsWith("/") && url.length <= 512 ? url : "/";
  const [popups, campaign] = await Promise.all([getPopups(request, path), getCampaign(request)]);
  const marketing: BrowserPopup[] = popups.map((popup) => ({
    key: marketingPopupKey(popup.id),
    frequency: popup.frequency,
    priority: popup.priority,
    title: popup.mixedTranslation.title ?? null,
    content: popup.mixedTranslation.content ?? "",
    ...(popup.newsletter ? { newsletter: true } : {}),
  }));
  return data({ popups: withCampaignPopup(marketing, campaign, path) }, { headers: { "Cache-Control": "public, max-age=60" } });
}

/** Fetchers ask for this as route data (`.data`), whose headers come from here, not from the loader's alone. */
export const headers = pageHeaders;
