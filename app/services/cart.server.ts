/**
 * The cart, identified by `cart_unique_id` in the session (spec 3/6): read
 * and add to the session's cart; change and remove lines of the cart the
 * caller names (the drawer's, or the checkout's copy). The checkout's own
 * calls are in checkout.server.ts.
 */
import { commerceLineOf } from "~/lib/cart";
import { CURRENCY, analyticsPrice } from "~/lib/money";

import { type ClientEvent, sendEvent } from "./analytics.server";
import { ApiError, api, isNotFound, orFallback } from "./api.server";
import { type Cart, cartResponse } from "./schemas/cart.server";
import { commitSession, getSession } from "./session.server";

/** The session's cart id (spec 3: kept and sent as cart_unique_id); null before anything is added. */
export async function sessionCartId(request: Request): Promise<string | null> {
  return (await getSession(request)).get("cart_unique_id") ?? null;
}

export async function getCart(request: Request): Promise<Cart | null> {
  const id = await sessionCartId(request);
  if (!id) return null;
  const response = await api(request, "/carts", { schema: cartResponse, query: { cart_unique_id: id } });
  return response.data;
}

/**
 * The cart for the page shell. Spec 8 rejects a get-cart failure to the
 * caller: `failed` says so, and the page must not call the cart empty. A cart
 * the API no longer knows (404) is an empty cart, not a failure.
 */
export async function loadCart(request: Request): Promise<{ cart: Cart | null; failed: boolean }> {
  try {
    return { cart: await getCart(request), failed: false };
  } catch (error) {
    if (isNotFound(error)) return { cart: null, failed: false };
    if (error instanceof ApiError) return { cart: null, failed: true };
    throw error;
  }
}

/** Adds a line; returns the cart and the Set-Cookie that keeps its id. */
export async function addToCart(request: Request, productConfigurationId: number, quantity: number) {
  const session = await getSession(request);
  const response = await api(request, "/carts/items", {
    method: "POST",
    schema: cartResponse,
    body: {
      cart_unique_id: session.get("cart_unique_id") ?? undefined,
      product_configuration_id: productConfigurationId,
      quantity,
    },
  });
  session.set("cart_unique_id", response.data.unique_id);
  return { cart: response.data, setCookie: await commitSession(session) };
}

/**
 * Spec 4/8: update and remove failures are swallowed (null); the cart is
 * reloaded afterwards either way, so the shopper sees its true state. Both
 * take the cart to change: the session's for the cart drawer, the checkout
 * copy's for the checkout (spec 4: an update goes to the checkout copy).
 */
export async function updateCartItem(request: Request, cartId: string, itemId: number, quantity: number): Promise<Cart | null> {
  const response = await orFallback(
    api(request, `/carts/items/${itemId}`, { method: "PATCH", schema: cartResponse, body: { cart_unique_id: cartId, quantity } }),
    null,
  );
  return response?.data ?? null;
}

export async function removeCartItem(request: Request, cartId: string, itemId: number): Promise<Cart | null> {
  const response = await orFallback(
    api(request, `/carts/items/${itemId}`, { method: "DELETE", schema: cartResponse, query: { cart_unique_id: cartId } }),
    null,
  );
  return response?.data ?? null;
}

/**
 * Removes a line of `cart` and, once it is gone, tells analytics which
 * product left (remove_from_cart, with the product and its commerce line as
 * add_to_cart has them): the cart drawer's removal and the checkout's alike.
 * `context` adds what the caller knows (the checkout's id and page).
 * Returns the cart after, or null when the removal failed (swallowed).
 */
export async function removeFromCart(
  request: Request,
  cart: Pick<Cart, "unique_id" | "items">,
  itemId: number,
  context: Pick<ClientEvent, "checkout_id" | "url"> = {},
): Promise<Cart | null> {
  const item = cart.items.find((line) => line.id === itemId);
  const after = await removeCartItem(request, cart.unique_id, itemId);
  if (after && item) {
    const line = commerceLineOf(item);
    void sendEvent(
      request,
      {
        ...context,
        event_id: "remove_from_cart",
        cart_id: cart.unique_id,
        product_id: item.product_id,
        product_configuration_id: item.product_configuration_id,
        product_sku: line.sku ?? undefined,
        product_price: analyticsPrice(line.price),
        collection_id: item.collections[0]?.id,
        weight: item.quantity,
        tag: String(itemId),
      },
      { commerce: { lines: [line], currency: CURRENCY } },
    );
  }
  return after;
}
