// Spec 4 "Startup": the settings' `date_format`; instants on STORE_TIME_ZONE's calendar, API calendar days as they are.
import { dateFormatOf, formatCalendarDay, formatDate } from "~/lib/dates";
import { type DeliveryWindow, deliveryText } from "~/lib/delivery";

import { env } from "./env.server";
import { getBootstrap } from "./site.server";

export type StoreDates = {
  pattern: string;
  instant: (iso: string | null | undefined) => string | null;
  day: (day: string | null | undefined) => string | null;
  delivery: (window: DeliveryWindow | null | undefined) => string | null;
};

export function storeDatesOf(configured: string | null | undefined, timeZone = env.STORE_TIME_ZONE): StoreDates {
  const pattern = dateFormatOf(configured);
  return {
    pattern,
    instant: (iso) => formatDate(iso, pattern, timeZone),
    day: (day) => formatCalendarDay(day, pattern),
    delivery: (window) => deliveryText(window, pattern),
  };
}

/** The settings are cached for everyone (GET /bootstrap): asking costs a page nothing it was not paying already. */
export async function storeDates(request: Request): Promise<StoreDates> {
  const bootstrap = await getBootstrap(request);
  return storeDatesOf(bootstrap.settings.date_format);
}
