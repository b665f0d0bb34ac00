// Delivery windows come from the API's rates, lead times included; this only writes them.
import { formatCalendarDay } from "./dates";

export type DeliveryWindow = { earliest: string; latest: string };

export function deliveryText(window: DeliveryWindow | null | undefined, dateFormat: string): string | null {
  if (!window) return null;
  const earliest = formatCalendarDay(window.earliest, dateFormat);
  const latest = formatCalendarDay(window.latest, dateFormat);
  if (!earliest || !latest) return null;
  return earliest === latest ? earliest : `${earliest} to ${latest}`;
}

export function orderDelivery(
  order: { shipping_method?: { title: string } | null; estimated_delivery?: DeliveryWindow | null },
  pattern: string,
): { method: string | null; dates: string } | null {
  const dates = deliveryText(order.estimated_delivery, pattern);
  return dates ? { method: order.shipping_method?.title ?? null, dates } : null;
}
