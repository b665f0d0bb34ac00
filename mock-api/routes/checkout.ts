import { http } from "msw";
import { z } from "zod";

import { optionalUser } from "../accounts";
import { parseAddress } from "../address";
import { renderCart } from "../cart";
import { cartFor, quotingShipping, retireOpenPayments } from "../cart-access";
import { quoteShipping, startCheckout, updateCheckout } from "../checkout";
import { type ApiError, apiError, errors, notFound, ok } from "../http";
import { field, fieldErrors, readObject } from "../validation";

const API = "*/api/v1";

export const cartId = z.object({ cart_unique_id: field.text("cart_unique_id", 64) });

function cartFromQuery(request: Request) {
  const id = new URL(request.url).searchParams.get("cart_unique_id")?.trim();
  if (!id) return apiError(400, "The cart_unique_id field is required.", "cart_unique_id");
  return cartFor(request, id) ?? notFound();
}

export const checkoutHandlers = [
  http.patch(`${API}/carts/:id/start-checkout`, ({ request, params }) => {
    const cart = cartFor(request, String(params.id));
    if (!cart) return notFound();
    const problem = startCheckout(cart);
    return problem ? errors(400, [problem]) : ok(request, renderCart(cart));
  }),

  http.patch(`${API}/carts/:id`, async ({ request, params }) => {
    const cart = cartFor(request, String(params.id));
    if (!cart) return notFound();
    const body = await readObject(request);
    // The bearer is needed for an account's cart, and to pay with a saved card or a card it tokenized.
    const problems = updateCheckout(cart, body, optionalUser(request));
    if (problems.length) return errors(400, problems);
    // A billing address alone changes nothing a provider approved: anything else retires an open payment.
    if (Object.keys(body).some((key) => key !== "billing_address")) retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),

  http.get(`${API}/checkout/get-cart`, ({ request }) => {
    const cart = cartFromQuery(request);
    return cart instanceof Response ? cart : ok(request, renderCart(cart));
  }),

  http.post(`${API}/shipping-rates-by-address`, async ({ request }) => {
    const body = await readObject(request);
    const problems: ApiError[] = [];
    const id = cartId.safeParse(body);
    if (!id.success) problems.push(...fieldErrors(id.error));
    const address = parseAddress(body.address, "address");
    if ("errors" in address) problems.push(...address.errors);
    if (!id.success || "errors" in address) return errors(400, problems);

    const cart = cartFor(request, id.data.cart_unique_id);
    if (!cart) return notFound();
    return ok(request, { rates: quotingShipping(cart, () => quoteShipping(cart, address.address)) });
  }),
];
