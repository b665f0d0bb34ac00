import { type BrowserPopup, withCampaignPopup } from "~/lib/campaign";
import { marketingPopupKey } from "~/lib/popup-keys";

import type { getCampaign, getPopups } from "./site.server";
import { getSubscriptions } from "./users.server";

type MarketingPopups = Awaited<ReturnType<typeof getPopups>>;
type Campaign = Awaited<ReturnType<typeof getCampaign>>;

/** Asking someone who already joined the newsletter (or whose subscription cannot be read) is worse than not asking. */
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
