import type { RecipientField } from "~/lib/line-choice";

import type { AnalyticsEvent } from "./analytics.server";
import { ApiError, api, isNotFound, orFallback } from "./api.server";
import { env } from "./env.server";
import { type Cart, cartResponse } from "./schemas/cart.server";
import { commitSession, getSession } from "./session.server";
import { happened } from "./store-events.server";

export async function sessionCartId(request: Request): Promise<string | null> {
  return (await getSession(request)).get("cart_unique_id") ?? null;
}

export async function getCart(request: Request, timeoutMs?: number): Promise<Cart | null> {
  const id = await sessionCartId(request);
  if (!id) return null;
  const response = await api(request, "/carts", { schema: cartResponse, query: { cart_unique_id: id }, timeoutMs });
  return response.data;
}

/** Spec 8 rejects get-cart: `failed` keeps the page from calling the cart empty; past SHELL_CART_WAIT_MS it counts as failed. */
export async function loadCart(request: Request): Promise<{ cart: Cart | null; failed: boolean }> {
  try {
    return { cart: await getCart(request, Math.min(env.SHELL_CART_WAIT_MS, env.API_TIMEOUT_MS)), failed: false };
  } catch (error) {
    if (isNotFound(error)) return { cart: null, failed: false };
    if (error instanceof ApiError) return { cart: null, failed: true };
    throw error;
  }
}

export type LineChoice = { size?: string } & Partial<Record<RecipientField, string>>;

export async function addToCart(request: Request, productConfigurationId: number, quantity: number, choice: LineChoice = {}) {
  const session = await getSession(request);
  const response = await api(request, "/carts/items", {
    method: "POST",
    schema: cartResponse,
    body: {
      cart_unique_id: session.get("cart_unique_id") ?? undefined,
      product_configuration_id: productConfigurationId,
      quantity,
      ...choice,
    },
  });
  session.set("cart_unique_id", response.data.unique_id);
  return { cart: response.data, setCookie: await commitSession(session) };
}

/** Spec 4/8: failures are swallowed (null) and the cart reloaded either way. Spec 4: an update goes to the checkout copy. */
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

/** Analytics hears of a removal only once the line is gone. */
export async function removeFromCart(
  request: Request,
  cart: Pick<Cart, "unique_id" | "items">,
  itemId: number,
  context: Pick<AnalyticsEvent, "checkout_id" | "url"> = {},
): Promise<Cart | null> {
  const item = cart.items.find((line) => line.id === itemId);
  const after = await removeCartItem(request, cart.unique_id, itemId);
  if (after && item) happened(request, { kind: "removed from bag", cartId: cart.unique_id, line: item, on: context });
  return after;
}
