/**
 * Dates as the store writes them (spec 9 "Date formats": default
 * 'MM/dd/yyy', general 'LLLL do yyy'), in two forms:
 * - short, in a list of many: the settings' `date_format`, which falls back
 *   to the default when it is not a pattern date-fns can use (spec 4
 *   "Startup"). The order history's Date column and a favorite's added date.
 * - written out, for the one record a page is about: the general format,
 *   the same whatever the settings say. An order's "Placed on" (its page and
 *   order tracking), its return and repair requests, the request form.
 */
import { format, isValid } from "date-fns";

export const DEFAULT_DATE_FORMAT = "MM/dd/yyy";
export const GENERAL_DATE_FORMAT = "LLLL do yyy";

/** The configured pattern when it formats a date, else the default. */
export function dateFormatOf(configured: string | null | undefined): string {
  if (!configured || configured.length > 64) return DEFAULT_DATE_FORMAT;
  try {
    format(new Date(0), configured);
    return configured;
  } catch {
    return DEFAULT_DATE_FORMAT;
  }
}

/** An ISO date in `pattern`, or null when there is no date to write. */
export function formatDate(iso: string | null | undefined, pattern: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return isValid(date) ? format(date, dateFormatOf(pattern)) : null;
}

/** An ISO date written out in the general format ("February 11th 2025"), or null when there is no date to write. */
export function formatGeneralDate(iso: string | null | undefined): string | null {
  return formatDate(iso, GENERAL_DATE_FORMAT);
}
