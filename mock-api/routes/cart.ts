import { http } from "msw";
import { z } from "zod";

import { optionalUser } from "../accounts";
import { cartFor, retireOpenPayments } from "../cart-access";
import type { User } from "../model";
import {
  addLine,
  createCart,
  findCart,
  findLine,
  GIFT_MESSAGE_MAX,
  MAX_QUANTITY,
  quantityError,
  quantityInCart,
  recipientOf,
  removeError,
  removeLine,
  renderCart,
  sizeError,
  updateError,
} from "../cart";
import { apiError, errors, notFound, ok } from "../http";
import { findConfiguration } from "../products";
import { field, readObject, validationErrors } from "../validation";

const API = "*/api/v1";

export const addItem = z.object({
  cart_unique_id: field.optionalText("cart_unique_id", 64),
  product_configuration_id: field.id("product_configuration_id"),
  quantity: field.integer("quantity", 1, MAX_QUANTITY, 1),
  size: field.optionalText("size", 8),
  // A digital piece's recipient and the giver's message (mock addition; required for the e-gift card).
  recipient_name: field.optionalText("recipient_name", 100),
  recipient_email: field.optionalEmail("recipient_email"),
  gift_message: field.optionalText("gift_message", GIFT_MESSAGE_MAX),
  // The day it is e-mailed on (YYYY-MM-DD, from today to a year ahead; recipientOf); absent: when the order is placed.
  send_on: field.optionalText("send_on", 10),
});

export const updateItem = z.object({
  cart_unique_id: field.text("cart_unique_id", 64),
  quantity: field.integer("quantity", 1, MAX_QUANTITY),
});

export const removeItem = z.object({ cart_unique_id: field.text("cart_unique_id", 64) });

/** A signed-in shopper's new cart is the account's, and the one its next sign-in answers unless it has a cart already. */
function newCartFor(user: User | undefined) {
  const cart = createCart(user?.id ?? null);
  if (user && (user.cart_unique_id === null || !findCart(user.cart_unique_id))) user.cart_unique_id = cart.unique_id;
  return cart;
}

export const cartHandlers = [
  http.get(`${API}/carts`, ({ request }) => {
    const id = new URL(request.url).searchParams.get("cart_unique_id")?.trim();
    if (!id) return apiError(400, "The cart_unique_id field is required.", "cart_unique_id");
    const cart = cartFor(request, id);
    return cart ? ok(request, renderCart(cart)) : notFound();
  }),

  http.post(`${API}/carts/items`, async ({ request }) => {
    const parsed = addItem.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const { cart_unique_id, product_configuration_id, quantity, size, ...fields } = parsed.data;

    const existing = cart_unique_id === undefined ? undefined : cartFor(request, cart_unique_id);
    if (cart_unique_id !== undefined && !existing) return notFound();
    const match = findConfiguration(product_configuration_id);
    if (!match) {
      return apiError(400, "The selected product_configuration_id is invalid.", "product_configuration_id");
    }
    const gift = recipientOf(match.product, fields);
    const problem =
      sizeError(match.product, size) ??
      ("error" in gift ? gift.error : null) ??
      quantityError(match.configuration, quantityInCart(existing, product_configuration_id) + quantity);
    if (problem || "error" in gift) return errors(400, [problem!]);

    // The cart is created only once the line is known to be valid: a refused add leaves no empty cart behind.
    const cart = existing ?? newCartFor(optionalUser(request));
    addLine(cart, product_configuration_id, quantity, { size: size ?? null, recipient: gift.recipient });
    retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),

  http.patch(`${API}/carts/items/:id`, async ({ request, params }) => {
    const parsed = updateItem.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const { cart_unique_id, quantity } = parsed.data;

    const cart = cartFor(request, cart_unique_id);
    const line = cart && findLine(cart, String(params.id));
    if (!cart || !line) return notFound();
    const problem = updateError(line, quantity);
    if (problem) return errors(400, [problem]);

    line.quantity = quantity;
    retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),

  // cart_unique_id in the query string (how a DELETE usually carries it) or in a JSON body.
  http.delete(`${API}/carts/items/:id`, async ({ request, params }) => {
    const query = new URL(request.url).searchParams.get("cart_unique_id");
    const body = await readObject(request);
    const parsed = removeItem.safeParse(query?.trim() ? { cart_unique_id: query } : body);
    if (!parsed.success) return validationErrors(parsed.error);

    const cart = cartFor(request, parsed.data.cart_unique_id);
    const line = cart && findLine(cart, String(params.id));
    if (!cart || !line) return notFound();
    const problem = removeError(line);
    if (problem) return errors(400, [problem]);

    removeLine(cart, line);
    retireOpenPayments(cart);
    return ok(request, renderCart(cart));
  }),
];
