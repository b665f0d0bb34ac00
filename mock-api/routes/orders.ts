/** Tracking never says which of number, e-mail or ZIP was wrong; only the owner's GET /orders/{id} carries return data. */
import { http, HttpResponse } from "msw";
import { z } from "zod";

import { authenticate, normalizeEmail } from "../accounts";
import { apiError, errors, notFound, ok, originOf, withOrigin } from "../http";
import type { Order, User } from "../model";
import { findOwnOrder, requestsOf, returnableQuantity } from "../returns";
import { HANDLING_DAYS, SHIPPING_METHODS } from "../shipping";
import { GIFT_MESSAGE, GIFT_WRAP, RESIZING } from "../seed/terms";
import { store } from "../store";
import { field, readObject, validationErrors } from "../validation";

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

/** GET /order-options: the mock's reading of the spec's call; shipping figures come from the rates' own constants. */
export const ORDER_OPTIONS = {
  gift_message: GIFT_MESSAGE,
  gift_wrap: GIFT_WRAP,
  shipping: {
    country: "US",
    methods: SHIPPING_METHODS,
    handling_days: HANDLING_DAYS,
  },
  returns: { country: "US", days: 30, free: true, method: "mail", digital_returnable: false },
  resizing: RESIZING,
} as const;

export const GIFT_MESSAGE_LOCKED = "This order has shipped: its gift message can no longer be changed.";

export const orderChange = z.object({
  // "" (or null) takes the message off.
  gift_message: z.preprocess((value) => (value === null ? "" : value), z.string({ required_error: "The gift_message field is required." }).max(
    ORDER_OPTIONS.gift_message.max_length,
    `The gift_message may not be greater than ${ORDER_OPTIONS.gift_message.max_length} characters.`,
  )),
});

function ownOrder(user: User, id: unknown): Order | undefined {
  const key = String(id);
  return /^\d+$/.test(key) ? findOwnOrder(user, Number(key)) : undefined;
}

const newestFirst = (a: Order, b: Order) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const tracking = z.object({
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
    const order = ownOrder(auth.user, params.id);
    return order ? ok(request, renderOrderDetail(order)) : notFound();
  }),

  http.get(`${API}/order-options`, ({ request }) => ok(request, ORDER_OPTIONS)),

  http.patch(`${API}/orders/:id`, async ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const order = ownOrder(auth.user, params.id);
    if (!order) return notFound();
    const parsed = orderChange.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    if (!(ORDER_OPTIONS.gift_message.editable_statuses as readonly string[]).includes(order.status)) {
      return errors(400, [{ code: 400, property: "gift_message", message: GIFT_MESSAGE_LOCKED }]);
    }
    order.gift_message = parsed.data.gift_message.trim() || null;
    return ok(request, renderOrderDetail(order));
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
