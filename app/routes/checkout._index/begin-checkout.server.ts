import { data, redirect } from "@remix-run/node";

import { mayPlaceAgain } from "~/lib/checkout/placing";
import { firstIncompleteStep, stepHref } from "~/lib/checkout/steps";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { CART_LOAD_FAILED } from "~/lib/cart";
import { ApiError, failedPage, isNotFound, orFallback } from "~/services/api.server";
import { progressOf, startCheckout, updateCheckout } from "~/services/checkout.server";
import { pendingAttempt } from "~/services/idempotency.server";
import type { Cart } from "~/services/schemas/cart.server";
import { commitSession, getSession, getUser } from "~/services/session.server";
import { happened } from "~/services/store-events.server";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

export async function beginCheckout(request: Request) {
  const session = await getSession(request);
  // An order being confirmed: its cart may be gone because it was placed. The review step finds out (lib/checkout/placing.ts).
  const placing = pendingAttempt(session);
  if (placing && !mayPlaceAgain(placing, Date.now())) throw redirect(stepHref(placing.checkout, "review"));
  const cartId = session.get("cart_unique_id");
  if (!cartId) return data({ empty: true }, { headers: noStore });
  let cart: Cart;
  try {
    cart = await startCheckout(request, cartId);
  } catch (error) {
    // A cart the API no longer knows, or an empty one: nothing to check out.
    if (isNotFound(error) || (error instanceof ApiError && error.status === 400)) {
      if (isNotFound(error)) session.unset("cart_unique_id");
      return data({ empty: true }, { headers: { ...noStore, "Set-Cookie": await commitSession(session) } });
    }
    // Spec 8: a checkout-cart failure is rejected to the shopper, never shown as an empty cart.
    if (error instanceof ApiError) failedPage(CART_LOAD_FAILED, "/checkout");
    throw error;
  }
  const user = await getUser(request);
  if (user && !cart.checkout.email) {
    // A signed-in shopper's contact step is done for them; they can still change it.
    cart = await orFallback(updateCheckout(request, cartId, { email: user.email }), cart);
  }
  const checkoutId = cart.checkout.checkout_id!;
  happened(request, { kind: "checkout began", cartId, checkoutId, cart });
  throw redirect(stepHref(checkoutId, firstIncompleteStep(progressOf(cart))));
}
