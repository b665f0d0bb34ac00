/** Spec 4 "Events": the one place that turns what a request did into analytics events. */
import { isListingPath } from "~/lib/analytics";
import { chosenLines, commerceLineOf } from "~/lib/cart";
import { CURRENCY, analyticsPrice } from "~/lib/money";
import { contextOf } from "~/lib/request-context";

import type { CommerceLine } from "~/lib/commerce-events";

import { type AnalyticsEvent, type SendOptions, sendEvent } from "./analytics.server";
import type { Cart, CartItem } from "./schemas/cart.server";
import type { Order } from "./schemas/orders.server";
import type { WishlistItem } from "./schemas/wishlist.server";
import { currentPath } from "./session.server";

export type Happening =
  | { kind: "added to bag"; cartId: string; configurationId: number; quantity: number; line: CartItem | undefined; from: string | undefined }
  | { kind: "removed from bag"; cartId: string; line: CartItem; on: Pick<AnalyticsEvent, "checkout_id" | "url"> }
  | { kind: "favorite"; added: boolean; sku: string; favorite: WishlistItem | undefined; from: string | undefined }
  | { kind: "checkout began"; cartId: string; checkoutId: string | undefined; cart: Cart | undefined; via?: string }
  | { kind: "shipping chosen"; cartId: string; checkoutId: string; rateId: string; cart: Cart }
  | { kind: "payment chosen"; cartId: string; checkoutId: string; method: string; total: number }
  | { kind: "checkout failed"; cartId: string; checkoutId?: string; message: string; via?: string }
  | { kind: "order placed"; cartId: string; checkoutId: string; order: Order; lines: Promise<CommerceLine[]> };

type StoreEvent = { event: AnalyticsEvent; options: SendOptions };

/** Sent once the answer is made (the server flushes the request's context); without a server, at once. */
export function happened(request: Request, happening: Happening) {
  const url = currentPath(request);
  const send = () =>
    void Promise.resolve(eventOf(happening, url))
      .then(({ event, options }) => sendEvent(request, event, options))
      .catch(() => undefined);
  const context = contextOf(request);
  if (context) context.events.push(send);
  else send();
}

export function eventOf(happening: Happening, url: string): StoreEvent | Promise<StoreEvent> {
  switch (happening.kind) {
    case "added to bag": {
      const { line, quantity } = happening;
      const commerce = line ? commerceLineOf(line) : undefined;
      return {
        event: {
          event_id: "add_to_cart",
          cart_id: happening.cartId,
          product_id: line?.product_id,
          product_configuration_id: happening.configurationId,
          product_sku: line?.configuration_id ?? undefined,
          product_price: commerce ? analyticsPrice(commerce.price) : undefined,
          collection_id: line?.collections[0]?.id,
          is_plp: isListingPath(happening.from) || undefined,
          weight: quantity,
        },
        options: { commerce: commerce ? { lines: [{ ...commerce, quantity }], currency: CURRENCY } : undefined },
      };
    }
    case "removed from bag": {
      const { line } = happening;
      const commerce = commerceLineOf(line);
      return {
        event: {
          ...happening.on,
          event_id: "remove_from_cart",
          cart_id: happening.cartId,
          product_id: line.product_id,
          product_configuration_id: line.product_configuration_id,
          product_sku: commerce.sku ?? undefined,
          product_price: analyticsPrice(commerce.price),
          collection_id: line.collections[0]?.id,
          weight: line.quantity,
          tag: String(line.id),
        },
        options: { commerce: { lines: [commerce], currency: CURRENCY } },
      };
    }
    case "favorite": {
      const { favorite } = happening;
      return {
        event: {
          event_id: happening.added ? "add_to_favorites" : "remove_from_favorites",
          product_sku: happening.sku,
          ...(favorite?.id ? { product_configuration_id: favorite.id } : {}),
          ...(favorite ? { product_price: analyticsPrice(favorite.price) } : {}),
          ...(isListingPath(happening.from) ? { is_plp: true } : {}),
        },
        options: {},
      };
    }
    case "checkout began": {
      const { cart } = happening;
      return {
        event: {
          url,
          event_id: "begin_checkout",
          cart_id: happening.cartId,
          checkout_id: happening.checkoutId,
          ...(cart ? { product_price: analyticsPrice(cart.total_cost) } : {}),
          ...(happening.via ? { tag: happening.via } : {}),
        },
        options: { commerce: cart ? { lines: chosenLines(cart.items).map(commerceLineOf), currency: CURRENCY, value: cart.total_cost } : undefined },
      };
    }
    case "shipping chosen":
      return {
        event: {
          url,
          event_id: "add_shipping_info",
          cart_id: happening.cartId,
          checkout_id: happening.checkoutId,
          tag: happening.rateId,
          product_price: analyticsPrice(happening.cart.total_cost),
        },
        options: {},
      };
    case "payment chosen":
      return {
        event: {
          url,
          event_id: "add_payment_info",
          cart_id: happening.cartId,
          checkout_id: happening.checkoutId,
          tag: happening.method,
          product_price: analyticsPrice(happening.total),
        },
        options: {},
      };
    case "checkout failed":
      return {
        event: {
          url,
          event_id: "checkout_error",
          cart_id: happening.cartId,
          ...(happening.checkoutId ? { checkout_id: happening.checkoutId } : {}),
          message: happening.message,
          ...(happening.via ? { tag: happening.via } : {}),
        },
        options: {},
      };
    case "order placed": {
      const { order } = happening;
      return happening.lines.then((lines) => ({
        event: {
          url,
          event_id: "purchase",
          cart_id: happening.cartId,
          checkout_id: happening.checkoutId,
          order_id: order.po_number,
          product_price: analyticsPrice(order.final_amount),
        },
        options: { commerce: { lines, currency: order.currency_code, value: order.final_amount } },
      }));
    }
  }
}
