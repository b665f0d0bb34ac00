/**
 * Where PayPal, Klarna and Affirm send the shopper back: the API says how the
 * payment went, and the shopper goes on to the confirmation or back to payment.
 */
import { redirect } from "@remix-run/node";

import { type Step, stepHref } from "~/lib/checkout/steps";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { ApiError, failedPage, isNotFound } from "~/services/api.server";
import { finishOrder, getCheckoutOrder, trackCheckout } from "~/services/checkout.server";
import { commitSession, currentPath, getSession } from "~/services/session.server";

/** The provider's answer could not be read: nothing is known of the payment yet, and coming back here asks again. */
export const PAYMENT_UNCONFIRMED = "We couldn't confirm your payment with the provider yet. Please try again.";

export async function returnFromProvider(request: Request, checkoutId: string) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) throw redirect(session.get("last_order") ? "/checkout/success" : "/checkout");
  let outcome: Awaited<ReturnType<typeof getCheckoutOrder>>;
  try {
    outcome = await getCheckoutOrder(request, cartId);
  } catch (error) {
    if (isNotFound(error)) throw redirect("/checkout");
    if (error instanceof ApiError) failedPage(PAYMENT_UNCONFIRMED, currentPath(request));
    throw error;
  }
  if (outcome.status === "paid" && outcome.order) return finishOrder(request, session, cartId, checkoutId, outcome.order);
  const step: Step = outcome.status === "pending" ? "review" : "payment";
  const message =
    outcome.message ??
    (outcome.status === "pending" ? "We are still waiting for the payment provider to confirm. Please try again." : GENERIC_FAILURE);
  if (outcome.status === "declined") trackCheckout(request, { event_id: "checkout_error", cart_id: cartId, checkout_id: checkoutId, message });
  session.flash("checkout_notice", { message, field: outcome.status === "pending" ? null : "payment_method" });
  throw redirect(stepHref(checkoutId, step), { headers: { "Set-Cookie": await commitSession(session) } });
}
