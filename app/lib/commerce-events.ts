// Spec 4 "Integrations and analytics"; pure so server and browser share it.
import type { EventId } from "./analytics";
import { ANALYTICS_PRODUCT_KEY } from "./build-settings.generated";

export type CommerceLine = {
  productId: number | string;
  sku: string | null;
  name: string;
  category: string | null;
  price: number;
  quantity: number;
};

export type Commerce = { lines: CommerceLine[]; currency: string; value?: number };

export type StoreEvent = {
  event_id: EventId;
  fields?: Record<string, string | number | boolean | undefined>;
  commerce?: Commerce;
};

/** Spec 4. */
export type PixelEventName = "ViewContent" | "AddToCart" | "InitiateCheckout" | "Purchase";

export const PIXEL_EVENT_OF: Partial<Record<EventId, PixelEventName>> = {
  add_to_cart: "AddToCart",
  begin_checkout: "InitiateCheckout",
  purchase: "Purchase",
};

export type PixelParams = {
  content_type: "product";
  content_ids: string[];
  content_name: string;
  content_category: string;
  value: number;
  currency: string;
  num_items: number;
};

/** Spec 9. */
export function twoDecimals(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Spec 4. */
export function productKey(line: Pick<CommerceLine, "productId" | "sku">, mode: "sku" | "id" = ANALYTICS_PRODUCT_KEY): string {
  if (mode === "sku" && line.sku) return line.sku;
  return String(line.productId);
}

function unique(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

function totalOf(commerce: Commerce): number {
  return commerce.value ?? commerce.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function pixelParams(commerce: Commerce, mode?: "sku" | "id"): PixelParams {
  return {
    content_type: "product",
    content_ids: unique(commerce.lines.map((line) => productKey(line, mode))),
    content_name: unique(commerce.lines.map((line) => line.name)).join(", "),
    content_category: unique(commerce.lines.map((line) => line.category)).join(", "),
    value: twoDecimals(totalOf(commerce)),
    currency: commerce.currency,
    num_items: commerce.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export function dataLayerEntry(event: StoreEvent, mode?: "sku" | "id"): Record<string, unknown> {
  const entry: Record<string, unknown> = { event: event.event_id, ...event.fields };
  if (event.commerce) {
    entry.ecommerce = {
      currency: event.commerce.currency,
      value: twoDecimals(totalOf(event.commerce)),
      items: event.commerce.lines.map((line) => ({
        item_id: productKey(line, mode),
        item_name: line.name,
        item_category: line.category ?? undefined,
        price: twoDecimals(line.price),
        quantity: line.quantity,
      })),
    };
  }
  return entry;
}

export function analyticsParams(event: StoreEvent, mode?: "sku" | "id"): Record<string, unknown> {
  const { event: _name, ecommerce, ...fields } = dataLayerEntry(event, mode);
  return { ...fields, ...(ecommerce as Record<string, unknown> | undefined) };
}

export const EMAIL_EVENT_OF: Partial<Record<EventId, string>> = {
  add_to_cart: "Added to Cart",
  begin_checkout: "Started Checkout",
  purchase: "Placed Order",
};

export type EmailProperties = {
  value: number;
  currency: string;
  item_names: string[];
  items: Array<{ product_id: string; name: string; price: number; quantity: number }>;
};

export function emailProperties(commerce: Commerce, mode?: "sku" | "id"): EmailProperties {
  return {
    value: twoDecimals(totalOf(commerce)),
    currency: commerce.currency,
    item_names: unique(commerce.lines.map((line) => line.name)),
    items: commerce.lines.map((line) => ({
      product_id: productKey(line, mode),
      name: line.name,
      price: twoDecimals(line.price),
      quantity: line.quantity,
    })),
  };
}

export type AffiliateConversion = {
  orderId: string;
  orderTotal: number;
  currencyCode: string;
  items: Array<{ sku: string; name: string; quantity: number; subTotal: number }>;
};

export function affiliateConversion(event: StoreEvent, mode?: "sku" | "id"): AffiliateConversion | null {
  const orderId = event.fields?.order_id;
  if (event.event_id !== "purchase" || !event.commerce || (typeof orderId !== "string" && typeof orderId !== "number")) return null;
  const commerce = event.commerce;
  return {
    orderId: String(orderId),
    orderTotal: twoDecimals(totalOf(commerce)),
    currencyCode: commerce.currency,
    items: commerce.lines.map((line) => ({
      sku: productKey(line, mode),
      name: line.name,
      quantity: line.quantity,
      subTotal: twoDecimals(line.price * line.quantity),
    })),
  };
}
