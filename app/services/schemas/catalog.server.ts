// Spec 3 "Product", 7 "Catalog".
import { z } from "zod";

import { envelope, safeHtml, translatable } from "./common.server";

const media = z.object({
  id: z.number().optional(),
  url: z.string(),
  position: z.string().nullish(),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

export const materialCategory = translatable(
  { id: z.number(), slug: z.string(), sort_order: z.number() },
  { title: z.string() },
);

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

const productTranslation = {
  title: z.string(),
  description: z.string().nullish(),
  /** HTML, sanitised. */
  details: safeHtml.nullish(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
};

const productCategory = translatable(
  { id: z.number(), key: z.string(), slug: z.string() },
  { title: z.string() },
);

const cardConfig = z.object({
  id: z.number(),
  sku: z.string(),
  cost: z.number(),
  start_at_cost: z.number().default(0),
  medias: z.array(media).default([]),
});

const productBase = {
  id: z.number(),
  slug: z.string(),
  base_cost: z.number(),
  start_at_cost: z.number().default(0),
  default_sku: z.string().nullable(),
  default_config: cardConfig.nullable(),
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

export const catalogProduct = translatable(
  {
    ...productBase,
    matched_config: cardConfig.nullish().catch(null),
  },
  productTranslation,
);
export type CatalogProduct = z.infer<typeof catalogProduct>;

export const catalogResponse = z.object({
  data: z.array(catalogProduct),
  meta: z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    count: z.number().int().positive(),
    last_page: z.number().int().nonnegative(),
    suggestions: z.array(z.string().min(1).max(60)).max(10).optional().catch(undefined),
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

export const productResponse = envelope(
  translatable(
    {
      ...productBase,
      material_categories: z.array(materialCategory).default([]),
      materials: z.array(material).default([]),
      configurations: z.array(productConfiguration).default([]),
      digital: z.boolean().default(false),
      sizes: z.array(z.object({ value: z.string().min(1).max(8), diameter_mm: z.number(), circumference_mm: z.number() })).default([]),
      // Null for a piece without a size, or when the API does not say.
      resizable: z.boolean().nullish().catch(null),
    },
    productTranslation,
  ),
);
export type ProductDetail = z.infer<typeof productResponse>["data"];

export const productConfigurationResponse = envelope(productConfiguration);

export const collectionsResponse = envelope(z.array(collection));
export const collectionResponse = envelope(collection);
