// Approved: the provider's e-mail and address are applied, then review. Otherwise back where it started, with its message.
import { redirect } from "@remix-run/node";

import { type Step, firstIncompleteStep, stepHref } from "~/lib/checkout/steps";
import { CART_NOTICE } from "~/lib/cart-notice";
import { drawerHref } from "~/lib/drawers";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { ApiError, isNotFound, isRedirect } from "~/services/api.server";
import { finishOrder, getCheckoutCart, progressOf, returnedCheckout } from "~/services/checkout.server";
import { applyPaypalShippingAddress, applyPaypalShippingMethod, updateExpressShipping } from "~/services/express.server";
import type { Cart, CheckoutAddress } from "~/services/schemas/cart.server";
import { type StoreSession, commitSession } from "~/services/session.server";
import { happened } from "~/services/store-events.server";

export const EXPRESS_LEFT = "The payment was not approved. Your bag is as you left it.";

type Payer = { email: string; shipping_address: CheckoutAddress };

export async function returnFromExpress(request: Request) {
  const { session, cartId, outcome } = await returnedCheckout(request);
  if (outcome.status === "paid" && outcome.order) return finishOrder(request, session, cartId, "", outcome.order);
  if (outcome.status === "approved" && outcome.payer) return applyPayer(request, session, cartId, outcome.payment_method, outcome.payer);

  const message = outcome.message ?? (outcome.status === "declined" ? GENERIC_FAILURE : EXPRESS_LEFT);
  if (outcome.status === "declined") happened(request, { kind: "checkout failed", cartId, message, via: outcome.payment_method });
  return backToBag(session, message);
}

async function applyPayer(request: Request, session: StoreSession, cartId: string, method: string, payer: Payer) {
  session.unset("express_start");
  let cart: Cart;
  try {
    if (method === "paypal_express") {
      cart = await applyPaypalShippingAddress(request, cartId, payer.email, payer.shipping_address);
      const first = cart.shipping_rates.rates[0];
      if (!cart.checkout.shipping_rate_id && first) cart = await applyPaypalShippingMethod(request, cartId, first.id);
    } else {
      cart = await updateExpressShipping(request, cartId, { email: payer.email, shipping_address: payer.shipping_address });
      const first = cart.shipping_rates.rates[0];
      if (!cart.checkout.shipping_rate_id && first) cart = await updateExpressShipping(request, cartId, { shipping_rate_id: first.id });
    }
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError)) throw error;
    if (isNotFound(error)) throw redirect("/checkout");
    // The provider's address would not do (a state the store does not ship to): the shopper fixes it at the step it belongs to.
    const current = await getCheckoutCart(request, cartId);
    const step: Step = firstIncompleteStep(progressOf(current));
    const message = error.forShopper;
    session.flash("checkout_notice", { message, field: null });
    throw redirect(stepHref(current.checkout.checkout_id ?? "", step), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  const checkoutId = cart.checkout.checkout_id ?? "";
  return redirect(stepHref(checkoutId, firstIncompleteStep(progressOf(cart))), { headers: { "Set-Cookie": await commitSession(session) } });
}

async function backToBag(session: StoreSession, message: string) {
  const from = session.get("express_start")?.from ?? "/";
  session.unset("express_start");
  const url = new URL(from, "http://store.invalid");
  let to: string;
  if (url.pathname.startsWith("/checkout/")) {
    session.flash("checkout_notice", { message, field: null });
    to = from;
  } else {
    session.flash(CART_NOTICE, { ok: false, message });
    to = drawerHref(url.pathname, url.search, "cart");
  }
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}
