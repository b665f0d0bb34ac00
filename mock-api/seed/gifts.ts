/** Never sold, so kept out of the catalogue; ids sit far above it so they never move when it grows. */
import { LANGUAGE_ID, type Media, type Product } from "../model";

import { GALLERY_VIEWS, mediaPaths, PRODUCT_IMAGE } from "./paths";

export const TRAVEL_ROLL_SLUG = "travel-jewelry-roll";
export const TRAVEL_ROLL_SKU = "ROLL-LEATHER";
export const TRAVEL_ROLL_CONFIGURATION_ID = 90_001;
/** The seed campaign's (site.ts `campaign`, whose top bar promises the roll) gift: while that campaign runs. */
export const GIFT_WITH_PURCHASE = { campaign_id: 1, product_configuration_id: TRAVEL_ROLL_CONFIGURATION_ID } as const;
const TRAVEL_ROLL_ID = 9_001;
const NAME = "Travel Jewelry Roll";
const CREATED_AT = "2026-11-01T09:00:00.000Z";

function medias(): Media[] {
  const image = { ...PRODUCT_IMAGE };
  return [
    { url: mediaPaths.product(TRAVEL_ROLL_SLUG, TRAVEL_ROLL_SKU), position: "PLP", alt: NAME, ...image },
    ...GALLERY_VIEWS.map((view): Media => ({ url: mediaPaths.product(TRAVEL_ROLL_SLUG, TRAVEL_ROLL_SKU, view), position: "GALLERY", alt: NAME, ...image })),
  ];
}

export function buildGifts(): Product[] {
  const images = medias();
  const configuration = {
    id: TRAVEL_ROLL_CONFIGURATION_ID,
    product_id: TRAVEL_ROLL_ID,
    sku: TRAVEL_ROLL_SKU,
    cost: 0,
    start_at_cost: 0,
    // On the shelf, not made to order (a parcel waits for no roll); a gift line never draws on the stock.
    stock_qty: 500,
    track_inventory: true,
    materials_ids: [],
    medias: images,
  };
  return [
    {
      id: TRAVEL_ROLL_ID,
      slug: TRAVEL_ROLL_SLUG,
      base_cost: 0,
      start_at_cost: 0,
      default_sku: TRAVEL_ROLL_SKU,
      default_config: { id: configuration.id, sku: TRAVEL_ROLL_SKU, cost: 0, start_at_cost: 0, medias: images },
      variant_plp_image: null,
      images,
      categories_ids: [],
      categories: [],
      collections_ids: [],
      material_categories: [],
      materials: [],
      configurations: [configuration],
      sizes: [],
      resizable: null,
      tags: [],
      best_seller: false,
      sales_count: 0,
      digital: false,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
      art: { kind: "travel-roll", style: "leather" },
      translations: [
        {
          language_id: LANGUAGE_ID,
          title: NAME,
          description: "Soft leather, lined in suede, with a ring roll and four pockets: a gift with any purchase.",
          details: "<ul><li>Leather, lined in suede</li><li>A ring roll and four zipped pockets</li></ul>",
          meta_title: `${NAME} | Maison Lumière`,
          meta_description: "A gift with any purchase.",
        },
      ],
    },
  ];
}
