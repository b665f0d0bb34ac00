// Spec 7 "Orders and returns". An order not the shopper's own answers 404 (the store's 404 page). What a shopper
// may change on a placed order (its gift message, until it ships) is GET /order-options's to say, and PATCH
// /orders/{id} changes it.
import type { ReturnRequestInput } from "~/lib/forms/returns";

import { api, orFallback } from "./api.server";
import { type OrderOptions, orderOptionsResponse, ordersResponse } from "./schemas/orders.server";
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

/**
 * Optional: the order's page waits for it at most OPTIONAL_BUDGET_MS, served stale after. Without the options
 * nothing is offered for change, and the page shows the order as it is.
 */
export function getOrderOptions(): Promise<OrderOptions | null> {
  return orFallback(
    api(null, "/order-options", { schema: orderOptionsResponse, cache: "system_settings", optional: true }).then((response) => response.data),
    null,
  );
}

/** "" takes the message off. */
export async function updateGiftMessage(request: Request, orderId: number, giftMessage: string) {
  return (await api(request, `/orders/${orderId}`, { method: "PATCH", body: { gift_message: giftMessage }, schema: orderDetailResponse })).data;
}
