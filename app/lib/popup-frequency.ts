// Spec 4 "Popups and banners": once (1) if never opened; each refresh (2) on the first check after a load; each view (3)
// always; per day (4) not again that day. The highest priority wins; a record made under another frequency is reset.
import { isSameDay } from "date-fns";

import { POPUP_FREQUENCY } from "./popup-keys";

// What the page needs before a popup is due lives in popup-keys.ts; the rules below load when the check runs.
export { POPUP_CHECK_DELAY_MS, POPUP_FREQUENCY, POPUPS_STORAGE_KEY, campaignPopupKey, marketingPopupKey } from "./popup-keys";

export type PopupRecord = { frequency: number; last_opened_at: string | null };
export type PopupRecords = Record<string, PopupRecord>;
export type PopupCandidate = { key: string; frequency: number; priority: number };


export function isDue(popup: PopupCandidate, record: PopupRecord | undefined, now: Date, firstCheckAfterLoad: boolean): boolean {
  const opened = record && record.frequency === popup.frequency ? record.last_opened_at : null;
  switch (popup.frequency) {
    case POPUP_FREQUENCY.once:
      return opened === null;
    case POPUP_FREQUENCY.eachRefresh:
      return firstCheckAfterLoad;
    case POPUP_FREQUENCY.eachView:
      return true;
    case POPUP_FREQUENCY.perDay:
      return opened === null || !isSameDay(new Date(opened), now);
    default:
      return false;
  }
}

/** On equal priority, the one listed first. */
export function pickPopup<T extends PopupCandidate>(
  popups: T[],
  records: PopupRecords,
  now: Date,
  firstCheckAfterLoad: boolean,
): T | null {
  const due = popups.filter((popup) => isDue(popup, records[popup.key], now, firstCheckAfterLoad));
  return due.reduce<T | null>((best, popup) => (best === null || popup.priority > best.priority ? popup : best), null);
}

/** Spec: "its local record is reset". */
export function reconcileRecords(popups: PopupCandidate[], records: PopupRecords): PopupRecords {
  const next: PopupRecords = { ...records };
  for (const popup of popups) {
    const record = next[popup.key];
    if (record && record.frequency !== popup.frequency) delete next[popup.key];
  }
  return next;
}

export function recordClosed(records: PopupRecords, popup: PopupCandidate, now: Date): PopupRecords {
  return { ...records, [popup.key]: { frequency: popup.frequency, last_opened_at: now.toISOString() } };
}

export function parseRecords(raw: string | null): PopupRecords {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as PopupRecords) : {};
  } catch {
    return {};
  }
}
