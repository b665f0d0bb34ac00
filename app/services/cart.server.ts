/**
 * The cart, identified by `cart_unique_id` in the session (spec 3/6): read,
 * add, change and remove. The checkout's calls are in checkout.server.ts.
 */
import { api, orFallback } from "./api.server";
import { type Cart, cartResponse } from "./schemas/cart.server";
import { commitSession, getSession } from "./session.server";

export async function getCart(request: Request): Promise<Cart | null> {
  const session = await getSession(request);
  const id = session.get("cart_unique_id");
  if (!id) return null;
  const response = await api(request, "/carts", { schema: cartResponse, query: { cart_unique_id: id } });
  return response.data;
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
