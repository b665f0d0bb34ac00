// Spec 4 "Popups and banners": the page's popups, the marketing ones (`GET /popups?url=`) and the campaign's, rendered
// closed with the page (components/MarketingPopups.tsx) for the document's check to open (lib/popup-check.ts).
import { type BrowserPopup, withCampaignPopup } from "~/lib/campaign";
import { marketingPopupKey } from "~/lib/popup-keys";

import type { getCampaign, getPopups } from "./site.server";
import { getSubscriptions } from "./users.server";

type MarketingPopups = Awaited<ReturnType<typeof getPopups>>;
type Campaign = Awaited<ReturnType<typeof getCampaign>>;

/**
 * `marketing` is `GET /popups?url=` for the page (site.server.ts getPopups), `campaign` the shell's. A popup that asks to join the newsletter is left out for a signed-in shopper who is
 * subscribed, or whose subscription cannot be read: asking someone who already joined is worse than not asking.
 */
export async function pagePopups(
  request: Request,
  path: string,
  { marketing, campaign, signedIn }: { marketing: MarketingPopups; campaign: Campaign; signedIn: boolean },
): Promise<BrowserPopup[]> {
  const ours: BrowserPopup[] = marketing.map((popup) => ({
    key: marketingPopupKey(popup.id),
    frequency: popup.frequency,
    priority: popup.priority,
    title: popup.mixedTranslation.title ?? null,
    content: popup.mixedTranslation.content ?? "",
    ...(popup.newsletter ? { newsletter: true } : {}),
  }));
  const popups = withCampaignPopup(ours, campaign, path);
  if (!signedIn || !popups.some((popup) => popup.newsletter)) return popups;
  const subscriptions = await getSubscriptions(request);
  const subscribed = subscriptions?.find((subscription) => subscription.id === "newsletter")?.subscribed ?? true;
  return subscribed ? popups.filter((popup) => !popup.newsletter) : popups;
}
