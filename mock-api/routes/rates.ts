/** POST /orders/rates: like POST /shipping-rates-by-address it makes the rates the cart's, and adds the delay notice. */
import { http } from "msw";
import { z } from "zod";

import { parseAddress } from "../address";
import { cartItems } from "../cart";
import { cartFor, quotingShipping } from "../cart-access";
import { quoteShipping } from "../checkout";
import { type ApiError, errors, notFound, ok } from "../http";
import { delayNotice } from "../shipping";
import { field, fieldErrors, readObject } from "../validation";

const API = "*/api/v1";

const cartId = z.object({ cart_unique_id: field.text("cart_unique_id", 64) });

export const rateHandlers = [
  http.post(`${API}/orders/rates`, async ({ request }) => {
    const body = await readObject(request);
    const problems: ApiError[] = [];
    const id = cartId.safeParse(body);
    if (!id.success) problems.push(...fieldErrors(id.error));
    const address = parseAddress(body.shipping_address, "shipping_address");
    if ("errors" in address) problems.push(...address.errors);
    if (!id.success || "errors" in address) return errors(400, problems);

    const cart = cartFor(request, id.data.cart_unique_id);
    if (!cart) return notFound();
    const rates = quotingShipping(cart, () => quoteShipping(cart, address.address));
    return ok(request, { rates, delay_notice: delayNotice(cartItems(cart)) });
  }),
];
