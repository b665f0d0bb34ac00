/**
 * Zod schemas of the versioned API's responses: the boundary where drift in the
 * API becomes a clear error instead of an `undefined` deep in a component.
 *
 * Every body is wrapped in `{ data: ... }`. Translatable records carry
 * `translations[]` with `language_id`; `withTranslation` derives the spec's
 * `mixedTranslation` (the current language filled from the fallback one).
 */
import { z } from "zod";

import { mergeTranslations } from "~/lib/translation";

export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });

const translations = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.object(shape).partial().extend({ language_id: z.number() }));

/** A translatable record: parses `translations[]` and adds `mixedTranslation`. */
function translatable<B extends z.ZodRawShape, T extends z.ZodRawShape>(base: B, fields: T) {
  return z
    .object(base)
    .extend({ translations: translations(fields).default([]) })
    .transform((record) => ({
      ...record,
      mixedTranslation: mergeTranslations(
        record.translations as Array<{ language_id: number } & Partial<z.infer<z.ZodObject<T>>>>,
      ),
    }));
}

export const errorBody = z.object({
  errors: z
    .array(
      z.object({
        code: z.union([z.number(), z.string()]).optional(),
        property: z.string().nullish(),
        message: z.string(),
      }),
    )
    .optional(),
  error_code: z.number().optional(),
  message: z.string().optional(),
});

export const language = z.object({ id: z.number(), slug: z.string(), is_default: z.boolean() });
export const languagesResponse = envelope(z.array(language));

export const menuItem = translatable(
  {
    id: z.number(),
    parent_id: z.number().nullable(),
    url: z.string().nullable(),
    icon: z.string().nullable().default(null),
    is_title: z.boolean().default(false),
    sort_order: z.number().default(0),
  },
  { title: z.string() },
);
export type MenuItemRecord = z.infer<typeof menuItem>;

const integration = z.object({
  id: z.number(),
  type: z.number(),
  gtm_id: z.string().nullish(),
  events_enabled: z.boolean().optional(),
  base_url: z.string().nullish(),
  api_key: z.string().nullish(),
  script: z.string().nullish(),
  position: z.enum(["head", "start_body", "end_body"]).nullish(),
});

export const materialCategory = translatable(
  { id: z.number(), slug: z.string(), sort_order: z.number() },
  { title: z.string() },
);

export const settings = z.object({
  desktop_logo: z.string().nullish(),
  footer_logo: z.string().nullish(),
  company_name: z.string().nullish(),
  currency_code: z.string().default("USD"),
  currency_sign: z.string().default("$"),
  date_format: z.string().nullish(),
  cdn_domain: z.string().nullish(),
  front_domain: z.string().nullish(),
  contact_email: z.string().nullish(),
  contact_phone: z.string().nullish(),
  social_links: z
    .array(z.object({ name: z.string(), url: z.string(), icon: z.string().nullish() }))
    .default([]),
});
export type Settings = z.infer<typeof settings>;

export const bootstrapResponse = envelope(
  z.object({
    settings,
    menu: z.object({
      header: z.array(menuItem).default([]),
      footer: z.array(menuItem).default([]),
      info: z.array(menuItem).default([]),
    }),
    integrations: z.array(integration).default([]),
    enabled_integrations: z.array(z.number()).default([]),
    material_categories: z.array(materialCategory).default([]),
    allowed_return_reasons: z.array(z.object({ id: z.number(), title: z.string() })).default([]),
  }),
);
export type Bootstrap = z.infer<typeof bootstrapResponse>["data"];

const media = z.object({
  id: z.number().optional(),
  url: z.string(),
  position: z.string().nullish(),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const category = translatable(
  {
    id: z.number(),
    key: z.string(),
    slug: z.string(),
    sort_order: z.number(),
    image: z.string().nullish(),
  },
  { title: z.string(), description: z.string().nullish() },
);
export type Category = z.infer<typeof category>;

export const collection = translatable(
  {
    id: z.number(),
    slug: z.string(),
    sort_order: z.number(),
    image: z.string().nullish(),
  },
  { title: z.string(), description: z.string().nullish() },
);
export type Collection = z.infer<typeof collection>;

export const material = translatable(
  {
    id: z.number(),
    sku: z.string(),
    material_category_id: z.number(),
    sort_order: z.number(),
    medias: z.array(media).default([]),
  },
  { title: z.string() },
);

export const filtersResponse = envelope(
  z.object({
    categories: z.array(category),
    collections: z.array(collection),
    materials: z.array(material),
  }),
);
export type Filters = z.infer<typeof filtersResponse>["data"];

export const pageResponse = envelope(
  translatable(
    { id: z.number(), slug: z.string(), updated_at: z.string().nullish() },
    {
      title: z.string(),
      content: z.string(),
      meta_title: z.string().nullish(),
      meta_description: z.string().nullish(),
    },
  ),
);
export type Page = z.infer<typeof pageResponse>["data"];

/** Block content is free-form per block; the shell reads the known keys. */
export const blockContent = z
  .object({
    background_type: z.number().nullish(),
    color: z.string().nullish(),
    content: z.string().nullish(),
    title: z.string().nullish(),
    subTitle: z.string().nullish(),
    subject: z.string().nullish(),
    full_name: z.string().nullish(),
    last_name: z.string().nullish(),
    email: z.string().nullish(),
    text_area: z.string().nullish(),
    button_text: z.string().nullish(),
  })
  .passthrough();

export const blockResponse = envelope(
  translatable({ id: z.number(), slug: z.string() }, { content: blockContent }),
);
export type Block = z.infer<typeof blockResponse>["data"];

export const campaignResponse = envelope(
  translatable(
    {
      id: z.number(),
      is_popup: z.boolean(),
      is_top_bar_text: z.boolean(),
      promotion_banner: z.boolean().default(false),
      promotion_banner_file: z.string().nullish(),
      promotion_banner_options: z.record(z.unknown()).nullish(),
      frequency: z.number().nullish(),
      pages: z.array(z.string()).default([]),
    },
    {
      popup_text: z.string().nullish(),
      top_bar_text: z.string().nullish(),
      promotion_banner_text: z.string().nullish(),
    },
  ).nullable(),
);
export type Campaign = NonNullable<z.infer<typeof campaignResponse>["data"]>;

export const popup = translatable(
  {
    id: z.number(),
    frequency: z.number(),
    priority: z.number(),
    pages: z.array(z.string()).default([]),
  },
  { title: z.string().nullish(), content: z.string() },
);
export const popupsResponse = envelope(z.array(popup));
export type Popup = z.infer<typeof popup>;

export const cacheVersionResponse = envelope(z.object({ cv: z.union([z.string(), z.number()]) }));

export const sitemapResponse = envelope(
  z.object({
    data: z.object({
      sitemap: z.array(
        z.object({
          url: z.string(),
          updated_at: z.string().nullish(),
          priority: z.number().nullish(),
        }),
      ),
    }),
  }),
);

export const eventResponse = z.object({ data: z.unknown() }).passthrough();

/* ---- catalog (spec 3 "Product", 7 "Catalog") ---- */

const productTranslation = {
  title: z.string(),
  description: z.string().nullish(),
  details: z.string().nullish(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
};

const productCategory = translatable(
  { id: z.number(), key: z.string(), slug: z.string() },
  { title: z.string() },
);

const productBase = {
  id: z.number(),
  slug: z.string(),
  base_cost: z.number(),
  start_at_cost: z.number().default(0),
  default_sku: z.string().nullable(),
  default_config: z
    .object({
      id: z.number(),
      sku: z.string(),
      cost: z.number(),
      start_at_cost: z.number().default(0),
      medias: z.array(media).default([]),
    })
    .nullable(),
  variant_plp_image: z
    .object({
      image: z.object({ url: z.string() }),
      sku: z.string(),
      cost: z.number(),
      product_configuration_id: z.number(),
    })
    .nullable()
    .default(null),
  images: z.array(media).default([]),
  categories_ids: z.array(z.number()).default([]),
  categories: z.array(productCategory).default([]),
  collections_ids: z.array(z.number()).default([]),
  best_seller: z.boolean().default(false),
  created_at: z.string().nullish(),
};

/** A product as listed by GET /system-catalog: enough for a card. */
export const catalogProduct = translatable(productBase, productTranslation);
export type CatalogProduct = z.infer<typeof catalogProduct>;

export const catalogResponse = z.object({
  data: z.array(catalogProduct),
  meta: z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    count: z.number().int().positive(),
    last_page: z.number().int().nonnegative(),
  }),
});
export type CatalogPage = z.infer<typeof catalogResponse>;

export const productConfiguration = z.object({
  id: z.number(),
  product_id: z.number(),
  sku: z.string(),
  cost: z.number(),
  start_at_cost: z.number().default(0),
  stock_qty: z.number().default(0),
  track_inventory: z.boolean().default(false),
  materials_ids: z.array(z.number()).default([]),
  medias: z.array(media).default([]),
});
export type ProductConfiguration = z.infer<typeof productConfiguration>;

/** GET /products/{id}: the product with every configuration and the materials they use. */
export const productResponse = envelope(
  translatable(
    {
      ...productBase,
      material_categories: z.array(materialCategory).default([]),
      materials: z.array(material).default([]),
      configurations: z.array(productConfiguration).default([]),
    },
    productTranslation,
  ),
);
export type ProductDetail = z.infer<typeof productResponse>["data"];

export const productConfigurationResponse = envelope(productConfiguration);

export const collectionsResponse = envelope(z.array(collection));
export const collectionResponse = envelope(collection);

/** POST endpoints that answer `{ data: ... }` whose content the storefront does not read. */
export const acknowledged = z.object({ data: z.unknown() }).passthrough();

/* ---- cart (spec 3 "Cart", 7 "Cart and checkout"); the cart issue reads more of it ---- */

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
const postalAddress = z.object({
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
  .object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number(), holder_name: z.string() })
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

/** Keyed collections (spec 3); an empty one may arrive as []. */
const keyed = <T extends z.ZodTypeAny>(entry: T) =>
  z.preprocess((value) => (Array.isArray(value) ? {} : value), z.record(z.string(), entry)).default({});

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
    shipping_rates: z.object({ rates: z.array(shippingRate).default([]) }).passthrough().default({ rates: [] }),
    checkout: checkoutState.nullable().default(null).transform((value) => value ?? emptyCheckout),
  })
  .passthrough();
export const cartResponse = envelope(cart);
export type Cart = z.infer<typeof cartResponse>["data"];

/** POST /shipping-rates-by-address: spec 7 "the response data.rates is read". */
export const shippingRatesResponse = envelope(z.object({ rates: z.array(shippingRate) }).passthrough());

/** GET /payment-methods: the methods offered at checkout; `redirect` ones leave for the provider. */
export const paymentMethodsResponse = envelope(
  z.array(z.object({ id: z.string(), title: z.string(), redirect: z.boolean().default(false) }).passthrough()),
);

/** POST /payment-gateways/card/tokens: a one-time token standing for the card. */
export const cardTokenResponse = envelope(cardSummary.extend({ token: z.string() }));

/* ---- users and authentication (spec 3 "User", 7 "Authentication", "Users") ---- */

export const user = z
  .object({
    id: z.number(),
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    phone: z.string().nullish(),
    gender: z.string().nullish(),
    birthday: z.string().nullish(),
    relationship_status: z.string().nullish(),
    email_verified: z.boolean().optional(),
    role: z.string().nullish(),
  })
  .passthrough();
export type ApiUser = z.infer<typeof user>;

/** POST /authorizations: the user, with `access_token.token` for the bearer header. */
export const signInResponse = envelope(user.extend({ access_token: z.object({ token: z.string() }).passthrough() }));
export const userResponse = envelope(user);

/** A saved address; `name` is its custom name ("Home"). */
export const address = postalAddress
  .extend({
    id: z.number(),
    phone_number: z.string().nullish(),
    name: z.string().nullish(),
    is_default: z.boolean().default(false),
  })
  .passthrough();
export const addressesResponse = envelope(z.array(address));

/* ---- orders and tracking (spec 3 "Order", 7 "Orders and returns") ---- */

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
  })
  .passthrough();

export const order = z
  .object({
    id: z.number(),
    po_number: z.string(),
    status: z.string(),
    milestone: z.string().nullish(),
    tracking_number: z.string().nullish(),
    tracking_url: z.string().nullish(),
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
    card: cardSummary.nullish(),
    options: z
      .object({ discounts: keyed(discountEntry), gift_cards: keyed(giftCardEntry) })
      .passthrough()
      .default({ discounts: {}, gift_cards: {} }),
    order_products: z.array(orderProduct),
  })
  .passthrough();
export type Order = z.infer<typeof order>;

/**
 * POST /carts/checkout: an order at once (card, or nothing left to pay), or
 * the provider's page to send the shopper to (PayPal, Klarna, Affirm).
 */
export const placeOrderResponse = envelope(
  z.object({ order: order.nullable(), redirect_url: z.string().nullable() }).passthrough(),
);

/** GET /checkout/get-order: the outcome of the cart's last checkout. */
export const checkoutOrderResponse = envelope(
  z
    .object({
      status: z.enum(["pending", "paid", "cancelled", "declined"]),
      payment_method: z.string(),
      message: z.string().nullish(),
      order: order.nullable(),
    })
    .passthrough(),
);

/** GET /tracking: spec 7 "The response data.data is stored". */
export const trackingResponse = envelope(z.object({ data: order }));
export const ordersResponse = z.object({ data: z.array(order), meta: z.object({ total: z.number() }).passthrough().optional() });

/* ---- retailer directory (spec 3 "Retailer directory") ---- */

export const store = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phones: z.array(z.string()).default([]),
  lat: z.number(),
  lon: z.number(),
});
export type Store = z.infer<typeof store>;

/** GET /locations: the directory grouped by state. */
export const locationsResponse = envelope(z.array(z.object({ state: z.string(), code: z.string(), stores: z.array(store) })));

/** GET /nearby-locations?zip=: where the ZIP code is, and the stores to measure from it. */
export const nearbyResponse = envelope(
  z.object({
    origin: z.object({ zip: z.string(), lat: z.number(), lon: z.number(), city: z.string().nullish(), state: z.string().nullish() }),
    stores: z.array(store),
  }),
);
