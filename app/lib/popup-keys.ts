// Spec 4 "Popups and banners": the names and numbers the server, the page and the check (popup-check.ts) share.
export const POPUP_FREQUENCY = { once: 1, eachRefresh: 2, eachView: 3, perDay: 4 } as const;
export const POPUPS_STORAGE_KEY = "popups";
/** Spec 9. */
export const POPUP_CHECK_DELAY_MS = 4000;

/** A marketing popup keeps its id (older records still count); the campaign, numbered apart, is `campaign-{id}`. */
export const marketingPopupKey = (id: number) => String(id);
export const campaignPopupKey = (id: number) => `campaign-${id}`;
/** Fired by the page's code after each navigation: the popup's check (popup-check.ts) runs 4 s after it. */
export const POPUP_CHECK_EVENT = "popup-check";
