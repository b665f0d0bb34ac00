/**
 * The one digital product, written by hand rather than from PRODUCT_DEFS: no materials, category or
 * collection, and untracked inventory. Listed after the pieces (the highest id).
 */
import { LANGUAGE_ID, type Media, type Product } from "../model";

import { GALLERY_VIEWS, mediaPaths, PRODUCT_IMAGE } from "./paths";

export const E_GIFT_CARD_SLUG = "maison-lumiere-e-gift-card";
export const E_GIFT_CARD_SKU = "EGIFT-250";
const NAME = "Maison Lumière E-Gift Card";
const PRICE = 250;
const NOTE = "A gift card for any piece in the house, sent by e-mail within minutes with your message.";
/** Neither the newest piece nor the oldest. */
const CREATED_AT = "2024-10-01T09:00:00.000Z";
/** Fewer sales than any best seller, so the best-seller flags stay where they are. */
const SALES_COUNT = 40;

function medias(): Media[] {
  const image = { ...PRODUCT_IMAGE };
  const url = mediaPaths.product(E_GIFT_CARD_SLUG, E_GIFT_CARD_SKU);
  return [
    { url, position: "PLP", alt: NAME, ...image },
    { url, position: "GALLERY", alt: NAME, ...image },
    ...GALLERY_VIEWS.map((view): Media => ({
      url: mediaPaths.product(E_GIFT_CARD_SLUG, E_GIFT_CARD_SKU, view),
      position: "GALLERY",
      alt: `${NAME}, ${view === "detail" ? "close-up" : "three-quarter view"}`,
      ...image,
    })),
  ];
}

export function buildEGiftCard(id: number, configurationId: number): Product {
  const images = medias();
  const configuration = {
    id: configurationId,
    product_id: id,
    sku: E_GIFT_CARD_SKU,
    cost: PRICE,
    start_at_cost: 0,
    stock_qty: 0,
    track_inventory: false,
    materials_ids: [],
    medias: images,
  };
  const lines = [
    `Value: USD ${PRICE}`,
    "Delivered by e-mail within minutes; no shipping",
    "Redeemable online for any piece, never expires",
  ];
  return {
    id,
    slug: E_GIFT_CARD_SLUG,
    base_cost: PRICE,
    start_at_cost: 0,
    default_sku: E_GIFT_CARD_SKU,
    default_config: { id: configurationId, sku: E_GIFT_CARD_SKU, cost: PRICE, start_at_cost: 0, medias: images },
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
    tags: ["gift card", "gift certificate", "voucher"],
    best_seller: false,
    sales_count: SALES_COUNT,
    digital: true,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    art: { kind: "gift-card", style: String(PRICE) },
    translations: [
      {
        language_id: LANGUAGE_ID,
        title: NAME,
        description: `${NOTE} The code can be spent across several orders until its balance runs out.`,
        details: `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`,
        meta_title: `${NAME} | Maison Lumière`,
        meta_description: NOTE,
      },
    ],
  };
}
