/**
 * The popups' names and numbers (spec 4 "Popups and banners"), apart from
 * their rules (popup-frequency.ts): the page needs these from the start, the
 * rules only when the popup check runs, 4 s after a navigation, so the rules
 * (and their date code) load then, outside the page's first load.
 */
export const POPUP_FREQUENCY = { once: 1, eachRefresh: 2, eachView: 3, perDay: 4 } as const;
export const POPUPS_STORAGE_KEY = "popups";
/** Spec 9: the popup check runs 4 s after navigation. */
export const POPUP_CHECK_DELAY_MS = 4000;

/**
 * Where a popup's record is kept. A marketing popup's is its id, as it always
 * was (records made before the campaign's popup existed still count). The
 * campaign is numbered apart from the popups, so campaign 1 and popup 1 are
 * different things: the campaign's record is `campaign-{id}`, which no
 * marketing id can be.
 */
export const marketingPopupKey = (id: number) => String(id);
export const campaignPopupKey = (id: number) => `campaign-${id}`;
