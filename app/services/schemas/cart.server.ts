/** Cart schemas (spec 3 "Cart", 7 "Cart and checkout"); the cart issue reads more of it. */
import { z } from "zod";

import { envelope, keyed } from "./common.server";

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

/** Spec 4 "Discount types": percent = 1, static = 2. */
export const DISCOUNT_TYPE = { percent: 1, static: 2 } as const;
const discountType = z.union([z.literal(DISCOUNT_TYPE.percent), z.literal(DISCOUNT_TYPE.static)]);

/** options.discounts[code]: base is the percentage (percent) or the dollar value (static); used is what it took off. */
export const discountEntry = z
  .object({
    code: z.string(),
    discount_type: discountType,
    base_discount_amount: z.number(),
    used_discount_amount: z.number(),
  })
  .passthrough();

/** options.gift_cards[code]: like a discount entry, under gift_card_* names. */
export const giftCardEntry = z
  .object({
    code: z.string(),
    gift_card_type: discountType,
    base_gift_card_amount: z.number(),
    used_gift_card_amount: z.number(),
  })
  .passthrough();

/** Spec 3 "Address": the lines every address has, saved or at checkout. */
export const postalAddress = z.object({
  company: z.string().nullish(),
  address: z.string(),
  apartment: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
});

/** A shipping address as checkout sends and receives it: the addressee's name and a phone are required. */
export const checkoutAddress = postalAddress
  .extend({ first_name: z.string(), last_name: z.string(), phone_number: z.string() })
  .passthrough();
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

export const shippingRate = z
  .object({ id: z.string(), title: z.string(), description: z.string().nullish(), amount: z.number() })
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
    /** The shopper's own name for the card ("Anniversary Visa"). */
    card_name: z.string().nullish(),
    /** Set when the checkout pays with one of the account's saved cards. */
    saved_card_id: z.number().nullish(),
  })
  .passthrough();

/** The checkout copy's own state, set step by step with PATCH /carts/{id}. */
export const checkoutState = z
  .object({
    checkout_id: z.string().nullable(),
    email: z.string().nullable(),
    shipping_address: checkoutAddress.nullable(),
    shipping_rate_id: z.string().nullable(),
    payment_method: z.string().nullable(),
    card: cardSummary.nullable(),
  })
  .passthrough();
export type CheckoutState = z.infer<typeof checkoutState>;

const emptyCheckout: CheckoutState = {
  checkout_id: null,
  email: null,
  shipping_address: null,
  shipping_rate_id: null,
  payment_method: null,
  card: null,
};

export const cart = z
  .object({
    unique_id: z.string(),
    items: z.array(cartItem).default([]),
    /** The items' subtotal. */
    total_cost: z.number().default(0),
    discount_amount: z.number().default(0),
    gift_card_amount: z.number().default(0),
    /** null until a shipping method is chosen. */
    shipping_amount: z.number().nullable().default(null),
    /** null until the shipping address is known. */
    tax_amount: z.number().nullable().default(null),
    /** What is left to pay: subtotal - discount + shipping + tax - gift cards, never below 0. */
    final_amount: z.number().optional(),
    options: z
      .object({ discounts: keyed(discountEntry), gift_cards: keyed(giftCardEntry) })
      .passthrough()
      .default({ discounts: {}, gift_cards: {} }),
    /** The rates for the quoted address; `delay_notice`: high order volumes may slow shipping and delivery. */
    shipping_rates: z
      .object({ rates: z.array(shippingRate).default([]), delay_notice: z.boolean().default(false) })
      .passthrough()
      .default({ rates: [], delay_notice: false }),
    checkout: checkoutState.nullable().default(null).transform((value) => value ?? emptyCheckout),
  })
  .passthrough();
export const cartResponse = envelope(cart);
export type Cart = z.infer<typeof cartResponse>["data"];

/** POST /shipping-rates-by-address: spec 7 "the response data.rates is read" (the mock's contract; the store asks POST /orders/rates, which answers the same rates). */
export const shippingRatesResponse = envelope(z.object({ rates: z.array(shippingRate) }).passthrough());

/** POST /orders/rates: the rates for an address (none: nothing can be shipped there), and whether they may run late. */
export const orderRatesResponse = envelope(z.object({ rates: z.array(shippingRate), delay_notice: z.boolean() }).passthrough());

/**
 * GET /payment-methods: the methods the store takes. `redirect` ones leave
 * for the provider; `express` ones are started from the bag and the contact
 * step (PayPal and Affirm express, the wallets), never chosen at the payment step.
 */
export const paymentMethodsResponse = envelope(
  z.array(
    z.object({ id: z.string(), title: z.string(), redirect: z.boolean().default(false), express: z.boolean().default(false) }).passthrough(),
  ),
);

/** GET /payment-gateways: the gateways the store pays through (spec 4 "payment_gateways" cache group). */
export const paymentGatewaysResponse = envelope(z.array(z.object({ id: z.number(), type: z.number(), name: z.string().nullish() }).passthrough()));

/** POST /payment-gateways/card/tokens: a one-time token standing for the card. */
export const cardTokenResponse = envelope(cardSummary.extend({ token: z.string() }));
