// Spec 9 "Date formats": short (lists) uses the settings' `date_format`, falling back to the default when date-fns
// cannot use it (spec 4 "Startup"); written out (the one record a page is about) always the general format. Every date
// is the store's calendar day (STORE_TIME_ZONE), not the server's: an order placed at 8 pm in New York is that day's.
import { TZDate } from "@date-fns/tz";
import { format, isValid } from "date-fns";

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
export const GENERAL_DATE_FORMAT = "LLLL do yyy";

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

export function formatGeneralDate(iso: string | null | undefined, timeZone: string): string | null {
  return formatDate(iso, GENERAL_DATE_FORMAT, timeZone);
}
