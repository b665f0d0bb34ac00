// Spec 2 "Cart drawer", 3 "Cart item": its own server-side module so its words never reach the pages' code.
import type { CartItem } from "~/services/schemas/cart.server";

import { DEFAULT_DATE_FORMAT, formatCalendarDay } from "./dates";
import { lineLeadTime } from "./lead-time";
import { type GiftRecipient, configurationName, lineChoiceTexts } from "./line-choice";
import { productHref } from "./product-card";
import { maxQuantity } from "./quantity";

type Item = Pick<
  CartItem,
  | "id"
  | "slug"
  | "configuration_id"
  | "vendor_model"
  | "title"
  | "image_url"
  | "quantity"
  | "base_cost"
  | "sale"
  | "sale_cost"
  | "start_at_cost"
  | "track_inventory"
  | "stock_qty"
  | "gift_campaign_id"
  | "digital"
> & { materials: Array<Pick<CartItem["materials"][number], "title">>; options?: { size?: string | null; recipient?: GiftRecipient | null } };

export type CartLine = {
  id: number;
  title: string;
  image: string | null;
  details: string[];
  quantity: number;
  price: number;
  compareAt: number | null;
  maxQuantity: number;
  leadTime: string | null;
  locked: boolean;
  editHref: string | null;
};

export type LeadTimes = { min: number; max: number } | null;

export function toCartLine(item: Item, madeToOrderDays: LeadTimes = null, dateFormat = DEFAULT_DATE_FORMAT): CartLine {
  const price = item.sale && item.sale_cost > 0 ? item.sale_cost : item.base_cost;
  const sku = item.configuration_id ?? item.vendor_model ?? null;
  return {
    id: item.id,
    title: item.title ?? item.slug ?? "Item",
    image: item.image_url ?? null,
    details: [
      configurationName({ materials: item.materials }),
      ...lineChoiceTexts({ size: item.options?.size, recipient: item.options?.recipient }, (day) => formatCalendarDay(day, dateFormat)),
    ].filter(Boolean),
    quantity: item.quantity,
    price,
    compareAt: item.start_at_cost > price ? item.start_at_cost : null,
    maxQuantity: maxQuantity({ track_inventory: item.track_inventory, stock_qty: item.stock_qty }),
    leadTime: lineLeadTime(item, madeToOrderDays),
    locked: item.gift_campaign_id != null,
    editHref: item.slug && item.gift_campaign_id == null ? productHref(item.slug, sku) : null,
  };
}
