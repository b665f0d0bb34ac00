/**
 * The signed-in shopper's orders and their return or repair requests (spec 7
 * "Orders and returns"). Each call needs the bearer token; the API answers
 * 404 for an order that is not the shopper's own, which `api()` throws as the
 * store's 404 page. `PATCH /orders/{id}` is not used: the spec does not say
 * what it changes.
 */
import type { ReturnRequestInput } from "~/lib/forms/returns";

import { api } from "./api.server";
import { ordersResponse } from "./schemas/orders.server";
import { orderDetailResponse, returnRequestResponse } from "./schemas/returns.server";

/** GET /orders: newest first. */
export async function listOrders(request: Request) {
  return (await api(request, "/orders", { schema: ordersResponse })).data;
}

/** GET /orders/{id}: the order with its lines' ids, what may still be returned, and its requests. */
export async function getOrder(request: Request, id: number) {
  return (await api(request, `/orders/${id}`, { schema: orderDetailResponse })).data;
}

/** POST /returns/request: the request as saved; the order's status becomes "return requested". */
export async function requestReturn(request: Request, orderId: number, input: ReturnRequestInput) {
  return (await api(request, "/returns/request", { method: "POST", body: { order_id: orderId, ...input }, schema: returnRequestResponse })).data;
}
