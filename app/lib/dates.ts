// Spec 9 "Date formats", spec 4 "Startup". Instants use the store's time zone, not the server's, so an 8 pm order is that day's.
import { TZDate } from "@date-fns/tz";
import { format, isValid, parse } from "date-fns";

export function yearIn(timeZone: string, now = new Date()): number {
  let years = yearFormats.get(timeZone);
  if (!years) {
    years = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" });
    yearFormats.set(timeZone, years);
  }
  return Number(years.format(now));
}

/** Building a formatter is most of the cost, and every footer asks. */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

export const DEFAULT_DATE_FORMAT = "MM/dd/yyy";

/** Checking a format costs a format call, so each verdict is cached. */
const checkedFormats = new Map<string, string>();

export function dateFormatOf(configured: string | null | undefined): string {
  if (!configured || configured.length > 64) return DEFAULT_DATE_FORMAT;
  let usable = checkedFormats.get(configured);
  if (usable === undefined) {
    try {
      format(new Date(0), configured);
      usable = configured;
    } catch {
      usable = DEFAULT_DATE_FORMAT;
    }
    if (checkedFormats.size >= 16) checkedFormats.clear();
    checkedFormats.set(configured, usable);
  }
  return usable;
}

export function formatDate(iso: string | null | undefined, pattern: string, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return isValid(date) ? format(new TZDate(date, timeZone), dateFormatOf(pattern)) : null;
}

/** A yyyy-MM-dd day is the same day in any time zone. */
export function formatCalendarDay(day: string | null | undefined, pattern: string): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) ? format(date, dateFormatOf(pattern)) : null;
}
