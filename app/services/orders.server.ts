// Spec 7 "Orders and returns". An order not the shopper's own answers 404 (the store's 404 page). `PATCH /orders/{id}`
// is not used: the spec does not say what it changes.
import type { ReturnRequestInput } from "~/lib/forms/returns";

import { api } from "./api.server";
import { ordersResponse } from "./schemas/orders.server";
import { orderDetailResponse, returnRequestResponse } from "./schemas/returns.server";

export async function listOrders(request: Request) {
  return (await api(request, "/orders", { schema: ordersResponse })).data;
}

export async function getOrder(request: Request, id: number) {
  return (await api(request, `/orders/${id}`, { schema: orderDetailResponse })).data;
}

export async function requestReturn(request: Request, orderId: number, input: ReturnRequestInput) {
  return (await api(request, "/returns/request", { method: "POST", body: { order_id: orderId, ...input }, schema: returnRequestResponse })).data;
}
