/** Bodies the routes check field by field, described from the pieces they use; cross-field rules stay in the routes. */
import { z } from "zod";

import { addressSchema, billingSchema, partialSchema } from "../address";
import { CARD_NAME_MAX } from "../cards";
import { CATALOG_SORTS } from "../catalog-query";
import { giftMessageField } from "../checkout";
import { PAYMENT_METHODS } from "../payments";
import { MAX_RETURN_COMMENT, RETURN_TYPES } from "../returns";
import { cartIdInput, startInput } from "../routes/express";
import { saveWishlist } from "../routes/wishlists";
import { field } from "../validation";
import { WALLET_TOKEN_MAX } from "../wallets";
import { MAX_WISHLIST_ITEMS } from "../wishlists";

const methodIds = (express: boolean) => PAYMENT_METHODS.filter((method) => method.express === express).map((method) => method.id);

const rateId = field.text("shipping_rate_id", 255);

/** PATCH /carts/{id}: each field sent is one checkout step; `payment_token` or `saved_card_id` alone means card. */
export const checkoutPatch = z
  .object({
    email: field.email("email"),
    shipping_address: addressSchema,
    // null bills the shipping address.
    billing_address: billingSchema.nullable(),
    shipping_rate_id: rateId,
    payment_method: z.enum(methodIds(false) as [string, ...string[]]),
    payment_token: z.string(),
    saved_card_id: field.id("saved_card_id"),
    gift_message: giftMessageField,
    gift_wrap: z.boolean(),
  })
  .partial();

/** A wallet (Google Pay, Apple Pay) sends its sheet's token, amount, e-mail, address and rate with the start. */
export const expressStart = startInput.extend({
  payment_method: z.enum(methodIds(true) as [string, ...string[]]),
  payment_token: field.text("payment_token", WALLET_TOKEN_MAX).optional(),
  amount: z.number().min(0).optional(),
  email: field.email("email").optional(),
  shipping_address: addressSchema.optional(),
  shipping_rate_id: rateId.optional(),
});

/** A wallet's sheet may know only the region yet: `partialSchema`'s address. */
export const expressShipping = cartIdInput.extend({
  email: field.email("email").optional(),
  shipping_address: partialSchema.optional(),
  shipping_rate_id: rateId.optional(),
});

export const paypalPayer = cartIdInput.extend({ email: field.email("email"), shipping_address: addressSchema });

export const paypalRate = cartIdInput.extend({ shipping_rate_id: rateId });

/** To the gateway only: the answer is a one-time token and the card's summary. */
export const cardInput = z.object({
  holder_name: field.text("holder_name", 255),
  number: z.string().regex(/^[\d\s-]+$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(1000).max(9999),
  cvc: z.string().regex(/^\d{3,4}$/),
  card_name: field.optionalText("card_name", CARD_NAME_MAX),
  save_card: field.flag("save_card"),
});

export const wishlistSave = saveWishlist.extend({
  baggage: z
    .array(
      z
        .object({
          sku: z.string().min(1),
          // Missing, null or [] is no engraving.
          engraving: z.union([z.record(z.string(), z.string()), z.array(z.unknown()).max(0), z.null()]).optional(),
          id: z.union([z.number().int(), z.string()]).optional(),
          slug: z.string().optional(),
        })
        .passthrough(),
    )
    .max(MAX_WISHLIST_ITEMS),
});

export const returnRequestInput = z.object({
  order_id: field.id("order_id"),
  items: z
    .array(
      z.object({
        order_product_id: field.id("order_product_id"),
        quantity: z.number().int().min(1),
        reason: field.id("reason"),
        type: z.number().int().min(Math.min(...RETURN_TYPES)).max(Math.max(...RETURN_TYPES)),
      }),
    )
    .min(1),
  additional_comment: field.optionalText("additional_comment", MAX_RETURN_COMMENT),
});

/** GET /system-catalog: lists go bracketed (`categories[]=rings`); an empty value counts as absent. */
export const catalogQuery = z.object({
  search: z.string().optional(),
  "categories[]": z.array(z.string()).optional(),
  "collections[]": z.array(z.string()).optional(),
  "materials[]": z.array(z.string()).optional(),
  price_min: z.number().optional(),
  price_max: z.number().optional(),
  sort: z.enum(CATALOG_SORTS).optional(),
  page: z.number().int().min(1).optional(),
  // More than MAX_PAGE_SIZE is capped, not refused.
  count: z.number().int().min(1).optional(),
  // Keys the store's cache only.
  cv: z.string().optional(),
});

export const cartQuery = z.object({ cart_unique_id: z.string().min(1) });
