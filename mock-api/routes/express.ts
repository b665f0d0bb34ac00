/**
 * Express checkout endpoints: POST /carts/checkout/express starts one. PayPal
 * and Affirm express send the shopper to the provider's page
 * (routes/provider.ts), whose approval hands the store the buyer's e-mail
 * and address (GET /checkout/get-order's payer). Rules are in express.ts.
 */
import { http } from "msw";
import { z } from "zod";

import { optionalUser } from "../accounts";
import { cartState, findCart } from "../cart";
import { CHECKOUT_MESSAGES, startCheckout } from "../checkout";
import { sandboxBuyer } from "../express";
import { apiError, errors, notFound, ok, originOf } from "../http";
import { isExpressRedirectMethod } from "../payments";
import { recordAttempt } from "../place-order";
import { checkReturnUrl, openPaymentSession } from "../provider";
import { field, readObject, validationErrors } from "../validation";

const API = "*/api/v1";

const startInput = z.object({
  cart_unique_id: field.text("cart_unique_id", 64),
  payment_method: field.text("payment_method", 255).refine(isExpressRedirectMethod, CHECKOUT_MESSAGES.paymentMethod),
  return_url: field.optionalText("return_url", 2048),
});

export const expressHandlers = [
  /**
   * Starts an express payment. Checks in order: the body's own fields (400),
   * the cart (404), an empty cart (400, property null), then what the method
   * needs. The cart gets its checkout id, as start-checkout gives it.
   */
  http.post(`${API}/carts/checkout/express`, async ({ request }) => {
    const body = await readObject(request);
    const parsed = startInput.safeParse(body);
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = findCart(parsed.data.cart_unique_id);
    if (!cart) return notFound();
    const empty = startCheckout(cart);
    if (empty) return errors(400, [empty]);
    const checkoutId = cart.checkout.checkout_id;
    const method = parsed.data.payment_method;

    const back = checkReturnUrl(parsed.data.return_url);
    if ("problem" in back) return apiError(400, back.problem, "return_url");
    const session = openPaymentSession({
      cart_unique_id: cart.unique_id,
      method,
      amount_cents: cartState(cart).totals.final,
      return_url: back.url,
      user_id: optionalUser(request)?.id ?? null,
      express: true,
      buyer: sandboxBuyer(method),
    });
    recordAttempt(cart.unique_id, { status: "pending", payment_method: method, message: null, order_id: null });
    return ok(request, { checkout_id: checkoutId, order: null, redirect_url: `${originOf(request)}/__provider/${session.id}` });
  }),
];
