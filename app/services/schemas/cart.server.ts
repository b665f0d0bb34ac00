// Spec 3 "Cart", 7 "Cart and checkout".
import { z } from "zod";

import { envelope, keyed } from "./common.server";

/** An e-gift card's recipient; `send_on` (YYYY-MM-DD) none means when the order is placed. */
export const giftRecipient = z.object({ name: z.string(), email: z.string(), message: z.string().nullish(), send_on: z.string().nullish() }).nullish();

export const cartItem = z
  .object({
    id: z.number(),
    product_id: z.number(),
    product_configuration_id: z.number(),
    configuration_id: z.string().nullish(),
    quantity: z.number().int(),
    slug: z.string().nullish(),
    vendor_model: z.string().nullish(),
    title: z.string().nullish(),
    image_url: z.string().nullish(),
    materials: z.array(z.object({ id: z.number(), title: z.string().nullish(), category_title: z.string().nullish() }).passthrough()).default([]),
    options: z.object({ size: z.string().nullish(), recipient: giftRecipient }).passthrough().default({}),
    base_cost: z.number().default(0),
    sale: z.boolean().default(false),
    sale_cost: z.number().default(0),
    start_at_cost: z.number().default(0),
    track_inventory: z.boolean().default(false),
    stock_qty: z.number().nullish(),
    gift_campaign_id: z.number().nullish(),
    digital: z.boolean().default(false),
    collections: z.array(z.object({ id: z.number() }).passthrough()).default([]),
    categories: z.array(z.object({ slug: z.string().nullish(), key: z.string().nullish() }).passthrough()).default([]),
  })
  .passthrough();
export type CartItem = z.infer<typeof cartItem>;

export const DISCOUNT_TYPE = { percent: 1, static: 2 } as const;
const discountType = z.union([z.literal(DISCOUNT_TYPE.percent), z.literal(DISCOUNT_TYPE.static)]);

/** `base_*` is the percentage (percent) or the dollar value (static); `used_*` what it took off. */
export const discountEntry = z
  .object({
    code: z.string(),
    discount_type: discountType,
    base_discount_amount: z.number(),
    used_discount_amount: z.number(),
  })
  .passthrough();

export const giftCardEntry = z
  .object({
    code: z.string(),
    gift_card_type: discountType,
    base_gift_card_amount: z.number(),
    used_gift_card_amount: z.number(),
  })
  .passthrough();

export const postalAddress = z.object({
  company: z.string().nullish(),
  address: z.string(),
  apartment: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
});

export const billingAddress = postalAddress.extend({ first_name: z.string(), last_name: z.string() }).passthrough();

export const checkoutAddress = billingAddress.extend({ phone_number: z.string() });
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

export const delivery = z
  .object({ min_days: z.number(), max_days: z.number(), earliest: z.string().date(), latest: z.string().date() })
  .passthrough();

export const shippingRate = z
  .object({ id: z.string(), title: z.string(), description: z.string().nullish(), amount: z.number(), delivery: delivery.nullish().catch(null) })
  .passthrough();
export type ShippingRate = z.infer<typeof shippingRate>;

/** What the card gateway keeps of a card: never the number. */
export const cardSummary = z
  .object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
    holder_name: z.string().nullish(),
    card_name: z.string().nullish(),
    saved_card_id: z.number().nullish(),
  })
  .passthrough();

export const checkoutState = z
  .object({
    checkout_id: z.string().nullable(),
    email: z.string().nullable(),
    shipping_address: checkoutAddress.nullable(),
    // An API that knows no billing address bills the shipping one.
    billing_address: billingAddress.nullish().transform((value) => value ?? null),
    shipping_rate_id: z.string().nullable(),
    payment_method: z.string().nullable(),
    card: cardSummary.nullable(),
    gift_message: z.string().nullish().transform((value) => value ?? null),
    gift_wrap: z.boolean().default(false),
  })
  .passthrough();
export type CheckoutState = z.infer<typeof checkoutState>;

const emptyCheckout: CheckoutState = {
  checkout_id: null,
  email: null,
  shipping_address: null,
  billing_address: null,
  shipping_rate_id: null,
  payment_method: null,
  card: null,
  gift_message: null,
  gift_wrap: false,
};

export const cart = z
  .object({
    unique_id: z.string(),
    items: z.array(cartItem).default([]),
    total_cost: z.number().default(0),
    discount_amount: z.number().default(0),
    gift_card_amount: z.number().default(0),
    shipping_amount: z.number().nullable().default(null),
    tax_amount: z.number().nullable().default(null),
    final_amount: z.number().optional(),
    options: z
      .object({ discounts: keyed(discountEntry), gift_cards: keyed(giftCardEntry) })
      .passthrough()
      .default({ discounts: {}, gift_cards: {} }),
    shipping_rates: z
      .object({ rates: z.array(shippingRate).default([]), delay_notice: z.boolean().default(false) })
      .passthrough()
      .default({ rates: [], delay_notice: false }),
    checkout: checkoutState.nullable().default(null).transform((value) => value ?? emptyCheckout),
  })
  .passthrough();
export const cartResponse = envelope(cart);
export type Cart = z.infer<typeof cartResponse>["data"];

/** Spec 7 POST /shipping-rates-by-address: "the response data.rates is read". */
export const shippingRatesResponse = envelope(z.object({ rates: z.array(shippingRate) }).passthrough());

export const orderRatesResponse = envelope(z.object({ rates: z.array(shippingRate), delay_notice: z.boolean().default(false) }).passthrough());

/** `express` methods start from the bag and the contact step, never chosen at the payment step. */
export const paymentMethodsResponse = envelope(
  z.array(
    z.object({ id: z.string(), title: z.string(), redirect: z.boolean().default(false), express: z.boolean().default(false) }).passthrough(),
  ),
);

export const paymentGatewaysResponse = envelope(z.array(z.object({ id: z.number(), type: z.number(), name: z.string().nullish() }).passthrough()));

export const cardTokenResponse = envelope(cardSummary.extend({ token: z.string() }));
