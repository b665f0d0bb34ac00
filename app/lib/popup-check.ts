// Spec 4 "Popups and banners", spec 9's 4 s: runs from the inline script, so both functions are serialized and use
// nothing outside their parameters.
import { POPUP_CHECK_DELAY_MS, POPUP_CHECK_EVENT, POPUP_FREQUENCY, POPUPS_STORAGE_KEY } from "./popup-keys";

export { POPUP_CHECK_EVENT };
export const POPUP_DIALOG = "dialog[data-popup-key]";
export const POPUP_VISIT_MS = 30 * 60 * 1000;
export const POPUP_SHOWN_AT_KEY = "popups-shown-at";
export const OPENED_BY_SHOPPER = 'dialog[open], .drawer[data-state="open"], .site-header details[open]';
/** Spec 2: only a desktop's backdrop click closes the popup; on a phone it is too easy to hit. */
export const DESKTOP_MIN_WIDTH = 1025;

export type PopupRecord = { frequency: number; last_opened_at: string | null };
export type PopupRecords = Record<string, PopupRecord>;
export type PopupCandidate = { key: string; frequency: number; priority: number };

export function popupRules(frequency: { once: number; eachRefresh: number; eachView: number; perDay: number }) {
  function isDue(popup: PopupCandidate, record: PopupRecord | undefined, now: Date, firstCheckAfterLoad: boolean): boolean {
    const opened = record && record.frequency === popup.frequency ? record.last_opened_at : null;
    switch (popup.frequency) {
      case frequency.once:
        return opened === null;
      case frequency.eachRefresh:
        return firstCheckAfterLoad;
      case frequency.eachView:
        return true;
      case frequency.perDay:
        // The visitor's local calendar day, not UTC.
        return opened === null || new Date(opened).toDateString() !== now.toDateString();
      default:
        return false;
    }
  }

  function pickPopup<T extends PopupCandidate>(popups: T[], records: PopupRecords, now: Date, firstCheckAfterLoad: boolean): T | null {
    const due = popups.filter((popup) => isDue(popup, records[popup.key], now, firstCheckAfterLoad));
    return due.reduce<T | null>((best, popup) => (best === null || popup.priority > best.priority ? popup : best), null);
  }

  // Spec: a popup whose frequency changed has "its local record is reset".
  function reconcileRecords(popups: PopupCandidate[], records: PopupRecords): PopupRecords {
    const next: PopupRecords = { ...records };
    for (const popup of popups) {
      const record = next[popup.key];
      if (record && record.frequency !== popup.frequency) delete next[popup.key];
    }
    return next;
  }

  function recordClosed(records: PopupRecords, popup: PopupCandidate, now: Date): PopupRecords {
    return { ...records, [popup.key]: { frequency: popup.frequency, last_opened_at: now.toISOString() } };
  }

  function parseRecords(raw: string | null): PopupRecords {
    if (!raw) return {};
    try {
      const value: unknown = JSON.parse(raw);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as PopupRecords) : {};
    } catch {
      return {};
    }
  }

  return { isDue, pickPopup, reconcileRecords, recordClosed, parseRecords };
}

export type PopupCheckOptions = {
  delayMs: number;
  checkEvent: string;
  storageKey: string;
  shownAtKey: string;
  visitMs: number;
  openedByShopper: string;
  dialog: string;
  desktopMinWidth: number;
  frequency: Parameters<typeof popupRules>[0];
};

export const POPUP_CHECK_OPTIONS: PopupCheckOptions = {
  delayMs: POPUP_CHECK_DELAY_MS,
  checkEvent: POPUP_CHECK_EVENT,
  storageKey: POPUPS_STORAGE_KEY,
  shownAtKey: POPUP_SHOWN_AT_KEY,
  visitMs: POPUP_VISIT_MS,
  openedByShopper: OPENED_BY_SHOPPER,
  dialog: POPUP_DIALOG,
  desktopMinWidth: DESKTOP_MIN_WIDTH,
  frequency: POPUP_FREQUENCY,
};

export function runPopupChecks(win: Window, rules: typeof popupRules, options: PopupCheckOptions) {
  type Candidate = PopupCandidate & { dialog: HTMLDialogElement };
  const doc = win.document;
  const { pickPopup, reconcileRecords, recordClosed, parseRecords } = rules(options.frequency);
  let firstCheck = true;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stored(key: string): string | null {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function store(key: string, value: string) {
    try {
      win.localStorage.setItem(key, value);
    } catch {
      // Private mode or full: the popup may come again, which is harmless.
    }
  }
  function candidates(): Candidate[] {
    return Array.from(doc.querySelectorAll<HTMLDialogElement>(options.dialog)).map((dialog) => ({
      dialog,
      key: dialog.dataset.popupKey ?? "",
      frequency: Number(dialog.dataset.frequency),
      priority: Number(dialog.dataset.priority),
    }));
  }
  function close(popup: Candidate) {
    store(options.storageKey, JSON.stringify(recordClosed(parseRecords(stored(options.storageKey)), popup, new Date())));
    if (popup.dialog.open) popup.dialog.close();
  }
  function show(popup: Candidate) {
    const { dialog } = popup;
    if (dialog.dataset.popupWired !== "true") {
      dialog.dataset.popupWired = "true";
      dialog.addEventListener("cancel", (event) => {
        event.preventDefault();
        close(popup);
      });
      dialog.addEventListener("click", (event) => {
        const closer = (event.target as Element | null)?.closest?.("[data-popup-close]");
        // A click on the dialog's padding also targets the dialog, so check it is outside the box.
        const box = dialog.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (closer || (event.target === dialog && outside && win.innerWidth >= options.desktopMinWidth)) close(popup);
      });
    }
    store(options.shownAtKey, String(Date.now()));
    dialog.showModal();
  }
  function check() {
    const first = firstCheck;
    firstCheck = false;
    const popups = candidates();
    if (popups.length === 0 || doc.querySelector(options.openedByShopper)) return;
    if (Date.now() - Number(stored(options.shownAtKey) ?? 0) < options.visitMs) return;
    const records = reconcileRecords(popups, parseRecords(stored(options.storageKey)));
    store(options.storageKey, JSON.stringify(records));
    const popup = pickPopup(popups, records, new Date(), first);
    if (popup) show(popup);
  }
  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delayMs));
  }
  schedule(options.delayMs - win.performance.now());
  doc.addEventListener(options.checkEvent, () => schedule(options.delayMs));
}
