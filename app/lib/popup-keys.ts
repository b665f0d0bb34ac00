// Spec 4 "Popups and banners".
export const POPUP_FREQUENCY = { once: 1, eachRefresh: 2, eachView: 3, perDay: 4 } as const;
export const POPUPS_STORAGE_KEY = "popups";
/** Spec 9. */
export const POPUP_CHECK_DELAY_MS = 4000;

/** Bare ids so older records still count. */
export const marketingPopupKey = (id: number) => String(id);
export const campaignPopupKey = (id: number) => `campaign-${id}`;
export const POPUP_CHECK_EVENT = "popup-check";
