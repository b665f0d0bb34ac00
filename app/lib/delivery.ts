// Spec-free but promised: when a parcel arrives. The API's rates carry each one's window (business days from today, the
// slowest piece's lead time included), and a placed order keeps the one it was quoted; this only writes it.
import { formatCalendarDay } from "./dates";

export type DeliveryWindow = { earliest: string; latest: string };

/** "12/21/2026 to 12/28/2026", in the store's one date format; null when the API gave no window, or one unreadable. */
export function deliveryText(window: DeliveryWindow | null | undefined, dateFormat: string): string | null {
  if (!window) return null;
  const earliest = formatCalendarDay(window.earliest, dateFormat);
  const latest = formatCalendarDay(window.latest, dateFormat);
  if (!earliest || !latest) return null;
  return earliest === latest ? earliest : `${earliest} to ${latest}`;
}

/**
 * When a placed order arrives: the window its rate promised when it was placed (the API keeps it on the order), and
 * that rate's name. Null when the order carries none: nothing is promised.
 */
export function orderDelivery(
  order: { shipping_method?: { title: string } | null; estimated_delivery?: DeliveryWindow | null },
  pattern: string,
): { method: string | null; dates: string } | null {
  const dates = deliveryText(order.estimated_delivery, pattern);
  return dates ? { method: order.shipping_method?.title ?? null, dates } : null;
}
