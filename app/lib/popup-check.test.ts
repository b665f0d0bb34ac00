// @vitest-environment jsdom
import { POPUP_CHECK_EVENT, POPUP_CHECK_OPTIONS, POPUP_VISIT_MS, popupRules, runPopupChecks } from "./popup-check";
import { POPUP_CHECK_DELAY_MS, POPUP_FREQUENCY, POPUPS_STORAGE_KEY, campaignPopupKey, marketingPopupKey } from "./popup-keys";

const { isDue, pickPopup, reconcileRecords, recordClosed, parseRecords } = popupRules(POPUP_FREQUENCY);

const now = new Date("2026-11-22T15:00:00Z");
const popup = (id: number, frequency: number, priority = 1) => ({ key: marketingPopupKey(id), frequency, priority });
const campaign = (id: number, frequency: number) => ({ key: campaignPopupKey(id), frequency, priority: 0 });

describe("isDue", () => {
  it("once: only if never opened", () => {
    expect(isDue(popup(1, POPUP_FREQUENCY.once), undefined, now, false)).toBe(true);
    expect(isDue(popup(1, POPUP_FREQUENCY.once), { frequency: 1, last_opened_at: "2020-01-01T00:00:00Z" }, now, true)).toBe(false);
  });

  it("each page refresh: only on the first check after a load", () => {
    expect(isDue(popup(1, POPUP_FREQUENCY.eachRefresh), undefined, now, true)).toBe(true);
    expect(isDue(popup(1, POPUP_FREQUENCY.eachRefresh), undefined, now, false)).toBe(false);
  });

  it("each page view: always", () => {
    expect(isDue(popup(1, POPUP_FREQUENCY.eachView), { frequency: 3, last_opened_at: now.toISOString() }, now, false)).toBe(true);
  });

  it("per day: not again the same day", () => {
    const today = { frequency: 4, last_opened_at: "2026-11-22T09:00:00Z" };
    const yesterday = { frequency: 4, last_opened_at: "2026-11-21T09:00:00Z" };
    expect(isDue(popup(1, POPUP_FREQUENCY.perDay), today, now, true)).toBe(false);
    expect(isDue(popup(1, POPUP_FREQUENCY.perDay), yesterday, now, false)).toBe(true);
  });

  it("ignores a record made under another frequency", () => {
    expect(isDue(popup(1, POPUP_FREQUENCY.once), { frequency: 4, last_opened_at: now.toISOString() }, now, false)).toBe(true);
  });

  it("never shows an unknown frequency", () => {
    expect(isDue(popup(1, 99), undefined, now, true)).toBe(false);
  });
});

describe("pickPopup", () => {
  it("picks the highest priority among the due ones", () => {
    const records = { 3: { frequency: 1, last_opened_at: now.toISOString() } };
    const chosen = pickPopup([popup(1, 3, 1), popup(2, 3, 5), popup(3, 1, 9)], records, now, false);
    expect(chosen?.key).toBe("2");
  });

  it("gives null when none is due", () => {
    expect(pickPopup([popup(1, POPUP_FREQUENCY.eachRefresh)], {}, now, false)).toBeNull();
  });
});

describe("records", () => {
  it("resets a record whose popup changed frequency", () => {
    const records = { 1: { frequency: 1, last_opened_at: "x" }, 2: { frequency: 4, last_opened_at: "y" } };
    expect(reconcileRecords([popup(1, 4), popup(2, 4)], records)).toEqual({ 2: { frequency: 4, last_opened_at: "y" } });
  });

  it("records the close time under the popup id", () => {
    expect(recordClosed({}, popup(7, 4), now)).toEqual({ 7: { frequency: 4, last_opened_at: now.toISOString() } });
  });

  it("reads garbage from storage as no records", () => {
    expect(parseRecords("{nope")).toEqual({});
    expect(parseRecords("[1]")).toEqual({});
    expect(parseRecords(null)).toEqual({});
  });
});

describe("the campaign's popup", () => {
  const opened = (frequency: number, at: string) => ({ frequency, last_opened_at: at });

  it("keeps its record under its own key, apart from the marketing popup with the same id", () => {
    const records = recordClosed({}, campaign(1, POPUP_FREQUENCY.once), now);
    expect(records).toEqual({ "campaign-1": opened(1, now.toISOString()) });
    expect(isDue(popup(1, POPUP_FREQUENCY.once), records[marketingPopupKey(1)], now, false)).toBe(true);
    expect(isDue(campaign(1, POPUP_FREQUENCY.once), records[campaignPopupKey(1)], now, true)).toBe(false);
  });

  it("follows each frequency rule as a marketing popup does", () => {
    const key = campaignPopupKey(3);
    const due = (frequency: number, record: ReturnType<typeof opened> | undefined, first: boolean) =>
      pickPopup([campaign(3, frequency)], record ? { [key]: record } : {}, now, first) !== null;
    expect(due(POPUP_FREQUENCY.once, undefined, false)).toBe(true);
    expect(due(POPUP_FREQUENCY.once, opened(1, "2020-01-01T00:00:00Z"), true)).toBe(false);
    expect(due(POPUP_FREQUENCY.eachRefresh, opened(2, now.toISOString()), true)).toBe(true);
    expect(due(POPUP_FREQUENCY.eachRefresh, undefined, false)).toBe(false);
    expect(due(POPUP_FREQUENCY.eachView, opened(3, now.toISOString()), false)).toBe(true);
    expect(due(POPUP_FREQUENCY.perDay, opened(4, "2026-11-22T09:00:00Z"), true)).toBe(false);
    expect(due(POPUP_FREQUENCY.perDay, opened(4, "2026-11-21T09:00:00Z"), false)).toBe(true);
  });

  it("is reset when the campaign changes its frequency", () => {
    const records = { [campaignPopupKey(3)]: opened(1, "x"), [marketingPopupKey(3)]: opened(1, "y") };
    expect(reconcileRecords([campaign(3, POPUP_FREQUENCY.perDay), popup(3, 1)], records)).toEqual({ "3": opened(1, "y") });
  });

  it("loses to a marketing popup at the same priority listed before it", () => {
    expect(pickPopup([popup(1, POPUP_FREQUENCY.eachView, 0), campaign(1, POPUP_FREQUENCY.eachView)], {}, now, true)?.key).toBe("1");
  });
});

describe("runPopupChecks, the document's check", () => {
  const options = POPUP_CHECK_OPTIONS;
  const dialogHtml = (key: string, frequency: number, priority: number) =>
    `<dialog data-popup-key="${key}" data-frequency="${frequency}" data-priority="${priority}"><button type="button" data-popup-close=""><svg></svg></button><p>${key}</p></dialog>`;
  const openKeys = () => [...document.querySelectorAll("dialog[open]")].map((dialog) => (dialog as HTMLDialogElement).dataset.popupKey);
  // Every listener the check adds to the document goes with it, so one test's check does not run in the next.
  let added: Array<[string, EventListenerOrEventListenerObject]> = [];

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-22T15:00:00Z") });
    localStorage.clear();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type: string, listener: EventListenerOrEventListenerObject, more?: boolean | AddEventListenerOptions) => {
      added.push([type, listener]);
      add(type, listener, more);
    });
    document.body.innerHTML = `<header class="site-header"><details class="mobile-menu"><summary>Menu</summary></details></header>${dialogHtml("1", 1, 5)}${dialogHtml("campaign-1", 4, 0)}`;
  });
  afterEach(() => {
    for (const [type, listener] of added) document.removeEventListener(type, listener);
    added = [];
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const start = () => runPopupChecks(window, popupRules, options);

  it("opens the highest priority due popup 4 s after the page started, not before", () => {
    start();
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS - performance.now() - 10);
    expect(openKeys()).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(openKeys()).toEqual(["1"]);
  });

  it("closes by its button, Escape or a desktop's backdrop, recording when", () => {
    start();
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS);
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-popup-key="1"]')!;
    dialog.querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(openKeys()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(POPUPS_STORAGE_KEY)!)).toEqual({ 1: { frequency: 1, last_opened_at: "2026-11-22T15:00:04.000Z" } });

    dialog.showModal();
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(openKeys()).toEqual([]);

    dialog.showModal();
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(new DOMRect(400, 200, 520, 400));
    const backdrop = { bubbles: true, clientX: 100, clientY: 100 };
    Object.defineProperty(window, "innerWidth", { value: 390, configurable: true });
    dialog.dispatchEvent(new MouseEvent("click", backdrop));
    expect(openKeys()).toEqual(["1"]);
    Object.defineProperty(window, "innerWidth", { value: 1440, configurable: true });
    // Its own padding is not the backdrop.
    dialog.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 410, clientY: 210 }));
    expect(openKeys()).toEqual(["1"]);
    dialog.dispatchEvent(new MouseEvent("click", backdrop));
    expect(openKeys()).toEqual([]);
  });

  it("opens nothing over the menu the shopper opened, nor over a drawer", () => {
    document.querySelector("details")!.setAttribute("open", "");
    start();
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS);
    expect(openKeys()).toEqual([]);
    document.querySelector("details")!.removeAttribute("open");
    document.body.insertAdjacentHTML("beforeend", '<div class="drawer" data-state="open"></div>');
    document.dispatchEvent(new Event(POPUP_CHECK_EVENT));
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS);
    expect(openKeys()).toEqual([]);
  });

  it("shows one popup a visit: the next is due only half an hour after", () => {
    start();
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS);
    document.querySelector<HTMLDialogElement>("dialog[open]")!.querySelector("button")!.click();
    // A later page, 4 s after its navigation: the campaign's is due, but not in this visit.
    document.dispatchEvent(new Event(POPUP_CHECK_EVENT));
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS);
    expect(openKeys()).toEqual([]);
    vi.setSystemTime(Date.now() + POPUP_VISIT_MS);
    document.dispatchEvent(new Event(POPUP_CHECK_EVENT));
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS - 1);
    expect(openKeys()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(openKeys()).toEqual(["campaign-1"]);
  });

  it("lets a navigation's check replace one still waiting, and survives storage that refuses", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    start();
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS - 1000);
    document.dispatchEvent(new Event(POPUP_CHECK_EVENT));
    vi.advanceTimersByTime(1000);
    expect(openKeys()).toEqual([]);
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS - 1000);
    expect(openKeys()).toEqual(["1"]);
  });

  it("runs as the document's inline script writes it: its own text, nothing from outside", () => {
    const check = new Function("window", `(${runPopupChecks.toString()})(window,${popupRules.toString()},${JSON.stringify(options)});`);
    check(window);
    vi.advanceTimersByTime(POPUP_CHECK_DELAY_MS);
    expect(openKeys()).toEqual(["1"]);
  });
});
