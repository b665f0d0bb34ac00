/**
 * What a post did, said in the store's words, and the one place that turns it into analytics events
 * (spec 4 "Events"). An action or a service says `happened(request, …)`; the form door reports it all
 * once the action is done (`reportHappenings`), so no action builds an event payload itself.
 */
import { isListingPath } from "~/lib/analytics";
import { commerceLineOf } from "~/lib/cart";
import { CURRENCY, analyticsPrice } from "~/lib/money";

import { type ClientEvent, type SendOptions, sendEvent } from "./analytics.server";
import type { CartItem } from "./schemas/cart.server";
import type { WishlistItem } from "./schemas/wishlist.server";

export type Happening =
  | { kind: "added to bag"; cartId: string; configurationId: number; quantity: number; line: CartItem | undefined; from: string | undefined }
  | { kind: "removed from bag"; cartId: string; line: CartItem; on: Pick<ClientEvent, "checkout_id" | "url"> }
  | { kind: "favorite"; added: boolean; sku: string; favorite: WishlistItem | undefined; from: string | undefined };

type StoreEvent = { event: ClientEvent; options: SendOptions };

const pending = new WeakMap<Request, Happening[]>();

export function happened(request: Request, happening: Happening) {
  pending.set(request, [...(pending.get(request) ?? []), happening]);
}

/** Sends what the request's action said happened, once; the events never hold up the answer. */
export function reportHappenings(request: Request) {
  const happenings = pending.get(request) ?? [];
  pending.delete(request);
  for (const { event, options } of happenings.map(eventOf)) void sendEvent(request, event, options);
}

export function eventOf(happening: Happening): StoreEvent {
  switch (happening.kind) {
    case "added to bag": {
      const { line, quantity } = happening;
      return {
        event: {
          event_id: "add_to_cart",
          cart_id: happening.cartId,
          product_id: line?.product_id,
          product_configuration_id: happening.configurationId,
          product_sku: line?.configuration_id ?? undefined,
          product_price: line ? analyticsPrice(commerceLineOf(line).price) : undefined,
          collection_id: line?.collections[0]?.id,
          is_plp: isListingPath(happening.from) || undefined,
          weight: quantity,
        },
        options: { commerce: line ? { lines: [{ ...commerceLineOf(line), quantity }], currency: CURRENCY } : undefined },
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
  }
}
