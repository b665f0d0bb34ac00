/** With an address the rates become the cart's; without one it is the bag's estimate and the cart is left as it is. */
import { http } from "msw";
import { z } from "zod";

import { parseAddress } from "../address";
import { cartItems, delayNotice } from "../cart";
import { cartFor, quotingShipping } from "../cart-access";
import { quoteShipping } from "../checkout";
import { type ApiError, errors, notFound, ok } from "../http";
import { estimateRates } from "../shipping";
import { field, fieldErrors, readObject } from "../validation";

const API = "*/api/v1";

export const cartId = z.object({ cart_unique_id: field.text("cart_unique_id", 64) });

export const rateHandlers = [
  http.post(`${API}/orders/rates`, async ({ request }) => {
    const body = await readObject(request);
    const problems: ApiError[] = [];
    const id = cartId.safeParse(body);
    if (!id.success) problems.push(...fieldErrors(id.error));
    const estimating = body.shipping_address === undefined || body.shipping_address === null;
    const address = estimating ? null : parseAddress(body.shipping_address, "shipping_address");
    if (address && "errors" in address) problems.push(...address.errors);
    if (!id.success || (address && "errors" in address)) return errors(400, problems);

    const cart = cartFor(request, id.data.cart_unique_id);
    if (!cart) return notFound();
    const items = cartItems(cart);
    const rates = address ? quotingShipping(cart, () => quoteShipping(cart, address.address)) : estimateRates(items);
    return ok(request, { rates, delay_notice: delayNotice(items) });
  }),
];
