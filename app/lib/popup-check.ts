/**
 * Spec 4 "Popups and banners", spec 9's 4 s: the marketing popup's check, run by the document's inline script, so it
 * needs none of the page's JavaScript (the page boots on the shopper's first sign of intent, lib/late-boot.ts).
 *
 * The page comes with its popups already rendered, closed (components/MarketingPopups.tsx, the server's
 * services/popups.server.ts): each a `<dialog>` with its key, frequency and priority. 4 s after the page started,
 * and 4 s after each later navigation (the page's code fires `popup-check`), the check
 *
 * - reads the local records (`localStorage.popups`), resets one whose popup's frequency changed, and picks the
 *   highest priority among those due: once (1) if never opened; each refresh (2) on the first check after a load;
 *   each view (3) always; per day (4) not again that day;
 * - shows nothing over a menu, drawer or dialog the shopper opened, and only one popup a visit: none for 30 minutes
 *   after one was shown;
 * - opens the chosen one as a modal; its button, Escape or (on a desktop) the backdrop close it, which records
 *   `last_opened_at` for it.
 *
 * Both functions are serialized as they are written, so they use nothing from outside their parameters.
 */
import { POPUP_CHECK_DELAY_MS, POPUP_CHECK_EVENT, POPUP_FREQUENCY, POPUPS_STORAGE_KEY } from "./popup-keys";

export { POPUP_CHECK_EVENT };
/** The page's popups, as components/MarketingPopups.tsx renders them. */
export const POPUP_DIALOG = "dialog[data-popup-key]";
/** One popup a visit: after one was shown, none for this long. */
export const POPUP_VISIT_MS = 30 * 60 * 1000;
export const POPUP_SHOWN_AT_KEY = "popups-shown-at";
/** What the shopper opened, that no popup goes over. */
export const OPENED_BY_SHOPPER = 'dialog[open], .drawer[data-state="open"], .site-header details[open]';
/** A desktop's backdrop click closes the popup (spec 2); a phone's does not, it is too easy to hit. */
export const DESKTOP_MIN_WIDTH = 1025;

export type PopupRecord = { frequency: number; last_opened_at: string | null };
export type PopupRecords = Record<string, PopupRecord>;
export type PopupCandidate = { key: string; frequency: number; priority: number };

/** The rules, given the spec's frequency numbers. */
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
        // The visitor's own calendar day.
        return opened === null || new Date(opened).toDateString() !== now.toDateString();
      default:
        return false;
    }
  }

  /** On equal priority, the one listed first. */
  function pickPopup<T extends PopupCandidate>(popups: T[], records: PopupRecords, now: Date, firstCheckAfterLoad: boolean): T | null {
    const due = popups.filter((popup) => isDue(popup, records[popup.key], now, firstCheckAfterLoad));
    return due.reduce<T | null>((best, popup) => (best === null || popup.priority > best.priority ? popup : best), null);
  }

  /** Spec: "its local record is reset". */
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

/** The store's own: what the document's inline script passes (lib/late-boot.ts lateBootScript). */
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

/** Runs in the page, from the document's inline script (lib/late-boot.ts lateBootScript). */
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
      // Storage refused (private mode, full): the popup may come again, which is no harm.
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
        // The backdrop is the dialog's own, outside its box; a click on its padding is inside.
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
