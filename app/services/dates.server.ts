// The store's one date format for everything a shopper reads: the settings' `date_format` (spec 4 "Startup", falling
// back to the default), each instant on the store's calendar (STORE_TIME_ZONE), each API calendar day as it is.
import { dateFormatOf, formatCalendarDay, formatDate } from "~/lib/dates";
import { type DeliveryWindow, deliveryText } from "~/lib/delivery";

import { env } from "./env.server";
import { getBootstrap } from "./site.server";

export type StoreDates = {
  pattern: string;
  /** An instant (an order placed, a piece added): its day in the store's time zone. */
  instant: (iso: string | null | undefined) => string | null;
  /** A calendar day the API names (an e-gift card's day): the same day in any time zone. */
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
