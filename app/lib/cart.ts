// Spec 2 "Cart drawer", 3 "Cart item": what the drawer shows of each line, and the cart-wide rules.
import type { CartItem } from "~/services/schemas/cart.server";

import type { CommerceLine } from "./commerce-events";

/**
 * The bag's promise (spec 9: "Complimentary shipping is advertised on the cart"): standard shipping, the cheapest rate
 * the API quotes, costs nothing; spec 9's "Estimate shipping value: 14" is what express costs, said beside it. The
 * checkout's estimate is the API's own (POST /orders/rates); mock-api/rates.test.ts holds the two together.
 */
export const STANDARD_SHIPPING = 0;
export const EXPRESS_SHIPPING = 14;
export const SHIPPING_PROMISE = `Complimentary standard shipping on every order; express USD ${EXPRESS_SHIPPING.toFixed(2)}.`;

/** As the tag manager and the pixel name it: the first category's slug, else its key. */
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

export function itemCount(items: Array<{ quantity: number }>): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}

export function isDigitalOnly(items: Array<{ digital: boolean }>): boolean {
  return items.length > 0 && items.every((item) => item.digital);
}

/** A campaign's gift cannot be checked out alone. */
export function hasNothingToBuy(items: Array<{ gift_campaign_id?: number | null }>): boolean {
  return items.every((item) => item.gift_campaign_id != null);
}

/** Spec 2 "Cart drawer". */
export const GIFT_LOCKED = "A gift with your order cannot be changed or removed.";

/** Spec 8: get-cart failures are rejected; the shopper is told, never shown an empty cart. */
export const CART_LOAD_FAILED = "We couldn't load your cart. Please try again.";

/** Spec 4. */
export const REMOVE_CONFIRM = "Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?";
/** Spec 9: waits for the shopper to stop typing. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** Asks "remove this line?" before a 0 is applied without JavaScript. */
export const REMOVE_PARAM = "remove";

export function withRemoveParam(path: string, itemId: number | null): string {
  const url = new URL(path, "http://storefront.invalid");
  if (itemId === null) url.searchParams.delete(REMOVE_PARAM);
  else url.searchParams.set(REMOVE_PARAM, String(itemId));
  return `${url.pathname}${url.search}`;
}
