/**
 * The cart, identified by `cart_unique_id` in the session (spec 3/6). The
 * cart issue adds updates, removal and checkout on top of these.
 */
import { api } from "./api.server";
import { type Cart, cartResponse } from "./schemas.server";
import { commitSession, getSession } from "./session.server";

export async function getCart(request: Request): Promise<Cart | null> {
  const session = await getSession(request);
  const id = session.get("cart_unique_id");
  if (!id) return null;
  const response = await api(request, "/carts", { schema: cartResponse, query: { cart_unique_id: id } });
  return response.data;
}

/** Spec 3 "Cart": the item count is the sum of quantities. */
export function cartItemCount(cart: Pick<Cart, "items"> | null): number {
  return cart?.items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0) ?? 0;
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
