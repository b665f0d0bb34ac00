// Spec 2 "Cart drawer", 3 "Cart item".
import type { CartItem } from "~/services/schemas/cart.server";

import type { CommerceLine } from "./commerce-events";
import { formatPrice } from "./money";

/** Spec 9 fallback when the store's terms cannot be read. */
export const COMPLIMENTARY_SHIPPING = "Complimentary shipping on every order.";

type Method = { title: string; amount: number };

export function shippingPromise(methods: ReadonlyArray<Method> | null | undefined): string | null {
  if (!methods || methods.length === 0) return COMPLIMENTARY_SHIPPING;
  const free = methods.find((method) => method.amount === 0);
  const others = methods.filter((method) => method !== free).map((method) => `${method.title.toLowerCase()} ${formatPrice(method.amount)}`);
  const freeText = free ? `${free.title} shipping on every order` : null;
  const text = [freeText, others.length > 0 ? others.join(", ") : null].filter(Boolean).join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function commerceCategory(categories: ReadonlyArray<{ slug?: string | null; key?: string | null }>): string | null {
  const category = categories[0];
  return category?.slug ?? category?.key ?? null;
}

export function commerceLineOf(
  item: Pick<CartItem, "product_id" | "configuration_id" | "vendor_model" | "title" | "slug" | "sale" | "sale_cost" | "base_cost" | "quantity" | "categories">,
): CommerceLine {
  return {
    productId: item.product_id,
    sku: item.configuration_id ?? item.vendor_model ?? null,
    name: item.title ?? item.slug ?? "Item",
    category: commerceCategory(item.categories),
    price: item.sale && item.sale_cost > 0 ? item.sale_cost : item.base_cost,
    quantity: item.quantity,
  };
}

export function chosenLines<T extends { gift_campaign_id?: number | null }>(items: T[]): T[] {
  return items.filter((item) => item.gift_campaign_id == null);
}

export function itemCount(items: Array<{ quantity: number; gift_campaign_id?: number | null }>): number {
  return chosenLines(items).reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}

export function isDigitalOnly(items: Array<{ digital: boolean }>): boolean {
  return items.length > 0 && items.every((item) => item.digital);
}

export function hasNothingToBuy(items: Array<{ gift_campaign_id?: number | null }>): boolean {
  return items.every((item) => item.gift_campaign_id != null);
}

export const GIFT_LOCKED = "A gift with your order cannot be changed or removed.";

/** Spec 8: a failed get-cart is never shown as an empty cart. */
export const CART_LOAD_FAILED = "We couldn't load your cart. Please try again.";

export const REMOVE_CONFIRM = "Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?";
export const QUANTITY_DEBOUNCE_MS = 500;

export const REMOVE_PARAM = "remove";

export function withRemoveParam(path: string, itemId: number | null): string {
  const url = new URL(path, "http://storefront.invalid");
  if (itemId === null) url.searchParams.delete(REMOVE_PARAM);
  else url.searchParams.set(REMOVE_PARAM, String(itemId));
  return `${url.pathname}${url.search}`;
}
