/**
 * Spec 4 "Popups and banners": which popup to show, if any, among the
 * marketing popups and the discount campaign's popup (`~/lib/campaign`).
 * - once (1): only if never opened;
 * - each page refresh (2): only on the first check after a page load;
 * - each page view (3): always;
 * - per day (4): not again on a day it was opened.
 * The highest priority wins; a record made under another frequency is reset.
 */
import { isSameDay } from "date-fns";

export const POPUP_FREQUENCY = { once: 1, eachRefresh: 2, eachView: 3, perDay: 4 } as const;
export const POPUPS_STORAGE_KEY = "popups";
/** Spec 9: the popup check runs 4 s after navigation. */
export const POPUP_CHECK_DELAY_MS = 4000;

export type PopupRecord = { frequency: number; last_opened_at: string | null };
/** Records by popup key (`marketingPopupKey`, `campaignPopupKey`). */
export type PopupRecords = Record<string, PopupRecord>;
export type PopupCandidate = { key: string; frequency: number; priority: number };

/**
 * Where a popup's record is kept. A marketing popup's is its id, as it always
 * was (records made before the campaign's popup existed still count). The
 * campaign is numbered apart from the popups, so campaign 1 and popup 1 are
 * different things: the campaign's record is `campaign-{id}`, which no
 * marketing id can be.
 */
export const marketingPopupKey = (id: number) => String(id);
export const campaignPopupKey = (id: number) => `campaign-${id}`;

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

/** The due popup with the highest priority; on equal priority, the one listed first. */
export function pickPopup<T extends PopupCandidate>(
  popups: T[],
  records: PopupRecords,
  now: Date,
  firstCheckAfterLoad: boolean,
): T | null {
  const due = popups.filter((popup) => isDue(popup, records[popup.key], now, firstCheckAfterLoad));
  return due.reduce<T | null>((best, popup) => (best === null || popup.priority > best.priority ? popup : best), null);
}

/** Drops records whose popup changed its frequency (spec: "its local record is reset"). */
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
