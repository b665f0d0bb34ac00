// Spec 3 "Order", 7 "Orders and returns".
import { z } from "zod";

import { cardSummary, checkoutAddress, discountEntry, giftCardEntry, giftRecipient } from "./cart.server";
import { envelope, keyed, providerUrl, safeUrl } from "./common.server";

export const orderProduct = z
  .object({
    quantity: z.number(),
    product_id: z.number(),
    product_configuration_id: z.number(),
    configuration_id: z.string(),
    title: z.string(),
    image_url: z.string().nullish(),
    price: z.number(),
    slug: z.string().nullish(),
    size: z.string().nullish(),
    recipient: giftRecipient,
  })
  .passthrough();

export const order = z
  .object({
    id: z.number(),
    po_number: z.string(),
    status: z.string(),
    milestone: z.string().nullish(),
    tracking_number: z.string().nullish(),
    tracking_url: safeUrl,
    gift_message: z.string().nullish(),
    created_at: z.string(),
    final_amount: z.number(),
    tax_amount: z.number(),
    shipping_amount: z.number(),
    currency_code: z.string().default("USD"),
    payment_method: z.string().nullish(),
    subtotal_amount: z.number().optional(),
    discount_amount: z.number().default(0),
    gift_card_amount: z.number().default(0),
    email: z.string().nullish(),
    shipping_address: z.object({}).passthrough().nullish(),
    billing_address: z.object({}).passthrough().nullish(),
    card: cardSummary.nullish(),
    options: z
      .object({ discounts: keyed(discountEntry), gift_cards: keyed(giftCardEntry) })
      .passthrough()
      .default({ discounts: {}, gift_cards: {} }),
    order_products: z.array(orderProduct),
  })
  .passthrough();
export type Order = z.infer<typeof order>;

export const placeOrderResponse = envelope(
  z.object({ order: order.nullable(), redirect_url: providerUrl }).passthrough(),
);

export const expressStartResponse = envelope(
  z.object({ checkout_id: z.string(), order: order.nullable(), redirect_url: providerUrl }).passthrough(),
);

export const checkoutOrderResponse = envelope(
  z
    .object({
      status: z.enum(["pending", "approved", "paid", "cancelled", "declined"]),
      payment_method: z.string(),
      message: z.string().nullish(),
      order: order.nullable(),
      /** What the provider account holds, once an express payment is approved. */
      payer: z.object({ email: z.string(), shipping_address: checkoutAddress }).passthrough().nullish(),
      idempotency_key: z.string().nullish(),
    })
    .passthrough(),
);

/** GET /tracking: spec 7 "The response data.data is stored". */
export const trackingResponse = envelope(z.object({ data: order }));
export const ordersResponse = z.object({ data: z.array(order), meta: z.object({ total: z.number() }).passthrough().optional() });

/** GET /order-options: what a shopper may change on a placed order, and while it has which statuses. */
export const orderOptionsResponse = envelope(
  z.object({
    gift_message: z
      .object({ max_length: z.number().int().positive().max(2000), editable_statuses: z.array(z.string()).default([]) })
      .nullish()
      .catch(null),
  }),
);
export type OrderOptions = z.infer<typeof orderOptionsResponse>["data"];
