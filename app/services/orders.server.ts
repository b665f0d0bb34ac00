// Spec 7 "Orders and returns": an order not the shopper's own answers 404.
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

/** Optional: without the options nothing is offered for change. */
export function getOrderOptions(): Promise<OrderOptions | null> {
  return orFallback(
    api(null, "/order-options", { schema: orderOptionsResponse, cache: "system_settings", optional: true }).then((response) => response.data),
    null,
  );
}

export async function updateGiftMessage(request: Request, orderId: number, giftMessage: string) {
  return (await api(request, `/orders/${orderId}`, { method: "PATCH", body: { gift_message: giftMessage }, schema: orderDetailResponse })).data;
}
