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
    materials: z.array(z.object({ title: z.string() }).passthrough()).default([]),
    title: z.string(),
    image_url: z.string().nullish(),
    price: z.number(),
    slug: z.string().nullish(),
    size: z.string().nullish(),
    recipient: giftRecipient,
    /** A gift with the order, not a piece bought. */
    gift_campaign_id: z.number().nullish(),
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
    gift_wrap: z.boolean().default(false),
    created_at: z.string(),
    final_amount: z.number(),
    tax_amount: z.number(),
    shipping_amount: z.number(),
    shipping_method: z.object({ id: z.string(), title: z.string() }).passthrough().nullish().catch(null),
    estimated_delivery: z.object({ earliest: z.string().date(), latest: z.string().date() }).passthrough().nullish().catch(null),
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
      payer: z.object({ email: z.string(), shipping_address: checkoutAddress }).passthrough().nullish(),
      idempotency_key: z.string().nullish(),
    })
    .passthrough(),
);

/** GET /tracking: spec 7 "The response data.data is stored". */
export const trackingResponse = envelope(z.object({ data: order }));
export const ordersResponse = z.object({ data: z.array(order), meta: z.object({ total: z.number() }).passthrough().optional() });

const dayRange = z.object({ min: z.number().int().min(0).max(365), max: z.number().int().min(0).max(365) }).refine((range) => range.min <= range.max);

/** GET /order-options: a part that does not parse is none, so pages say less, never something false. */
export const orderOptionsResponse = envelope(
  z.object({
    gift_message: z
      .object({ max_length: z.number().int().positive().max(2000), editable_statuses: z.array(z.string()).default([]) })
      .nullish()
      .catch(null),
    gift_wrap: z.object({ amount: z.number().min(0), title: z.string().min(1).max(200) }).nullish().catch(null),
    shipping: z
      .object({
        country: z.string().length(2),
        methods: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            amount: z.number().min(0),
            transit_days: dayRange,
            excluded_states: z.array(z.string()).default([]),
          }),
        ),
        handling_days: z.object({ in_stock: dayRange, made_to_order: dayRange }),
      })
      .nullish()
      .catch(null),
    returns: z
      .object({ country: z.string().length(2), days: z.number().int().positive().max(3650), free: z.boolean(), method: z.enum(["mail", "store"]), digital_returnable: z.boolean().default(false) })
      .nullish()
      .catch(null),
    resizing: z
      .object({ times: z.number().int().positive().max(10), free: z.boolean(), days: z.number().int().positive().max(3650) })
      .nullish()
      .catch(null),
  }),
);
export type OrderOptions = z.infer<typeof orderOptionsResponse>["data"];
