/**
 * The cart, identified by `cart_unique_id` in the session (spec 3/6): read,
 * add, change and remove. The checkout's calls are in checkout.server.ts.
 */
import { ApiError, api, isNotFound, orFallback } from "./api.server";
import { type Cart, cartResponse } from "./schemas/cart.server";
import { commitSession, getSession } from "./session.server";

export async function getCart(request: Request): Promise<Cart | null> {
  const session = await getSession(request);
  const id = session.get("cart_unique_id");
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
 * Spec 4/8: update and remove failures are swallowed; the cart is reloaded
 * afterwards either way, so the shopper sees its true state.
 */
export async function updateCartItem(request: Request, itemId: number, quantity: number) {
  const id = (await getSession(request)).get("cart_unique_id");
  if (!id) return;
  await orFallback(
    api(request, `/carts/items/${itemId}`, { method: "PATCH", schema: cartResponse, body: { cart_unique_id: id, quantity } }),
    null,
  );
}

export async function removeCartItem(request: Request, itemId: number) {
  const id = (await getSession(request)).get("cart_unique_id");
  if (!id) return;
  await orFallback(api(request, `/carts/items/${itemId}`, { method: "DELETE", schema: cartResponse, query: { cart_unique_id: id } }), null);
}
