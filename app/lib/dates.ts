// Spec 9 "Date formats": every date a shopper reads is in the settings' `date_format`, falling back to the default when
// date-fns cannot use it (spec 4 "Startup"): one format from list to record (services/dates.server.ts hands it out).
// Every instant is the store's calendar day (STORE_TIME_ZONE), not the server's: an order placed at 8 pm in New York is
// that day's.
import { TZDate } from "@date-fns/tz";
import { format, isValid, parse } from "date-fns";

/** The store's year now: the footer's copyright. */
export function yearIn(timeZone: string, now = new Date()): number {
  let years = yearFormats.get(timeZone);
  if (!years) {
    years = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" });
    yearFormats.set(timeZone, years);
  }
  return Number(years.format(now));
}

/** One formatter per zone: building one is most of the work, and every page's footer asks. */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

export const DEFAULT_DATE_FORMAT = "MM/dd/yyy";

/** A setting's verdict, kept: the API sends one format, and trying it is a format call on every page. */
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

/** A calendar day the API names (yyyy-MM-dd, such as a delivery date): the same day in any time zone. */
export function formatCalendarDay(day: string | null | undefined, pattern: string): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) ? format(date, dateFormatOf(pattern)) : null;
}
