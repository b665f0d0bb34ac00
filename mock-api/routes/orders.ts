/**
 * Orders and tracking (GET /tracking, for anyone with order number, e-mail and billing ZIP; it never says
 * which was wrong). Only the owner's GET /orders/{id} carries the return flow's data: tracking needs no sign-in.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";

import { authenticate, normalizeEmail } from "../accounts";
import { apiError, notFound, ok, originOf, withOrigin } from "../http";
import type { Order } from "../model";
import { findOwnOrder, requestsOf, returnableQuantity } from "../returns";
import { store } from "../store";
import { field, validationErrors } from "../validation";

const API = "*/api/v1";

export const TRACKING_NOT_FOUND = "We could not find an order matching those details.";

export function renderOrder(order: Order) {
  const { user_id: _owner, ...wire } = order;
  return wire;
}

export function renderOrderDetail(order: Order) {
  return {
    ...renderOrder(order),
    order_products: order.order_products.map((line) => ({ ...line, returnable_quantity: returnableQuantity(order, line) })),
    returns: requestsOf(order),
  };
}

const newestFirst = (a: Order, b: Order) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

const tracking = z.object({
  number: field.text("number", 64),
  email: field.email("email"),
  billing_zip: field.text("billing_zip", 10),
});

export const orderHandlers = [
  http.get(`${API}/orders`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const orders = store.orders.filter((o) => o.user_id === auth.user.id).sort(newestFirst);
    return HttpResponse.json({ data: withOrigin(orders.map(renderOrder), originOf(request)), meta: { total: orders.length } });
  }),

  // Someone else's order is a 404, not a 403: its existence is not revealed.
  http.get(`${API}/orders/:id`, ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const key = String(params.id);
    const order = /^\d+$/.test(key) ? findOwnOrder(auth.user, Number(key)) : undefined;
    return order ? ok(request, renderOrderDetail(order)) : notFound();
  }),

  http.get(`${API}/tracking`, ({ request }) => {
    const parsed = tracking.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return validationErrors(parsed.error);
    const number = parsed.data.number.toUpperCase();
    const email = normalizeEmail(parsed.data.email);
    const zip = parsed.data.billing_zip;
    const order = store.orders.find((o) => o.po_number.toUpperCase() === number && o.email === email && o.billing_zip === zip);
    return order ? ok(request, { data: renderOrder(order) }) : apiError(404, TRACKING_NOT_FOUND);
  }),
];
