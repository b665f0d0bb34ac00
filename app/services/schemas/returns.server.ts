// Spec 3 "Return request", 7 "Orders and returns".
import { z } from "zod";

import { envelope } from "./common.server";
import { order, orderProduct } from "./orders.server";

/** Spec 4 (status 6 is not used). */
export const RETURN_STATUSES = { 1: "requested", 2: "in_progress", 3: "returned", 4: "declined", 5: "rejected", 7: "resolved" } as const;
export const RETURN_TYPES = { 1: "return and refund", 2: "repair/resize" } as const;

export const returnItem = z
  .object({
    order_product_id: z.number(),
    quantity: z.number(),
    /** One of the settings' allowed_return_reasons. */
    reason: z.number(),
    type: z.number(),
  })
  .passthrough();

export const returnRequest = z
  .object({
    id: z.number(),
    order_id: z.number(),
    status: z.number(),
    created_at: z.string(),
    additional_comment: z.string().nullish(),
    items: z.array(returnItem),
  })
  .passthrough();
export type ReturnRequest = z.infer<typeof returnRequest>;

export const returnRequestResponse = envelope(returnRequest);

export const orderDetail = order.extend({
  order_products: z.array(orderProduct.extend({ id: z.number(), returnable_quantity: z.number().default(0) })),
  returns: z.array(returnRequest).default([]),
});
export const orderDetailResponse = envelope(orderDetail);
export type OrderDetail = z.infer<typeof orderDetail>;
