import {
  POPUP_FREQUENCY,
  campaignPopupKey,
  isDue,
  marketingPopupKey,
  parseRecords,
  pickPopup,
  reconcileRecords,
  recordClosed,
} from "./popup-frequency";

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
