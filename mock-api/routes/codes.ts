/** Both endpoints take either kind in `gift_card_code`: the API tells them apart (codes.ts). */
import { http } from "msw";
import { z } from "zod";

import { renderCart } from "../cart";
import { cartFor, retireOpenPayments } from "../cart-access";
import { bindCode, bindError, normalizeCode, unbindCode, unbindError } from "../codes";
import { errors, notFound, ok } from "../http";
import { field, readObject, validationErrors } from "../validation";

const API = "*/api/v1";

export const codeInput = z.object({
  cart_unique_id: field.text("cart_unique_id", 64),
  gift_card_code: field.text("gift_card_code", 64),
});

export const codeHandlers = [
  http.post(`${API}/carts/bind-gift-card`, async ({ request }) => {
    const parsed = codeInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = cartFor(request, parsed.data.cart_unique_id);
    if (!cart) return notFound();
    const code = normalizeCode(parsed.data.gift_card_code);
    const problem = bindError(cart, code);
    if (problem) return errors(400, [problem]);
    bindCode(cart, code);
    retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),

  http.post(`${API}/carts/unbind-gift-card`, async ({ request }) => {
    const parsed = codeInput.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const cart = cartFor(request, parsed.data.cart_unique_id);
    if (!cart) return notFound();
    const code = normalizeCode(parsed.data.gift_card_code);
    const problem = unbindError(cart, code);
    if (problem) return errors(400, [problem]);
    unbindCode(cart, code);
    retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),
];
