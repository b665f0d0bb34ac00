// Back from PayPal, Klarna or Affirm: the API says how the payment went.
import { redirect } from "@remix-run/node";

import { type Step, stepHref } from "~/lib/checkout/steps";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { finishOrder, returnedCheckout } from "~/services/checkout.server";
import { commitSession } from "~/services/session.server";
import { happened } from "~/services/store-events.server";

export async function returnFromProvider(request: Request, checkoutId: string) {
  const { session, cartId, outcome } = await returnedCheckout(request);
  if (outcome.status === "paid" && outcome.order) return finishOrder(request, session, cartId, checkoutId, outcome.order);
  const step: Step = outcome.status === "pending" ? "review" : "payment";
  const message =
    outcome.message ??
    (outcome.status === "pending" ? "We are still waiting for the payment provider to confirm. Please try again." : GENERIC_FAILURE);
  if (outcome.status === "declined") happened(request, { kind: "checkout failed", cartId, checkoutId, message });
  session.flash("checkout_notice", { message, field: outcome.status === "pending" ? null : "payment_method" });
  throw redirect(stepHref(checkoutId, step), { headers: { "Set-Cookie": await commitSession(session) } });
}
