/** Amounts are materials of its own "Amount" category so the configuration machinery picks one; never in the catalogue's filters. */
import { LANGUAGE_ID, type Material, type MaterialCategory, type Media, type Product, type ProductConfiguration } from "../model";

import { materialCategories, materials as catalogueMaterials } from "./catalog";
import { GALLERY_VIEWS, mediaPaths, PRODUCT_IMAGE } from "./paths";

export const E_GIFT_CARD_SLUG = "maison-lumiere-e-gift-card";
export const E_GIFT_CARD_AMOUNTS = [100, 250, 500, 1000, 2500] as const;
const DEFAULT_AMOUNT = 250;
export const eGiftCardSku = (amount: number) => `EGIFT-${amount}`;
export const E_GIFT_CARD_SKU = eGiftCardSku(DEFAULT_AMOUNT);
const NAME = "Maison Lumière E-Gift Card";
const NOTE = "A gift card for any piece in the house, sent by e-mail within minutes with your message, or on the day you choose.";
const CREATED_AT = "2024-10-01T09:00:00.000Z";
/** Fewer sales than any best seller, so the best-seller flags stay where they are. */
const SALES_COUNT = 40;

/** After the catalogue's categories and materials, so no id is shared with them. */
const AMOUNT_CATEGORY_ID = Math.max(...materialCategories.map((category) => category.id)) + 1;
const FIRST_AMOUNT_ID = Math.max(...catalogueMaterials.map((material) => material.id)) + 1;

/** "USD 1,000": as a shopper reads an amount (the bag and the orders name a line by it). */
export const amountTitle = (amount: number) => `USD ${amount.toLocaleString("en-US")}`;

const amountCategory: MaterialCategory = {
  id: AMOUNT_CATEGORY_ID,
  slug: "amount",
  sort_order: 1,
  translations: [{ language_id: LANGUAGE_ID, title: "Amount" }],
};

/** A configuration's sku is its one material's, as a piece's is its materials' joined: EGIFT-500. No swatch. */
const amounts: Material[] = E_GIFT_CARD_AMOUNTS.map((amount, index) => ({
  id: FIRST_AMOUNT_ID + index,
  sku: eGiftCardSku(amount),
  material_category_id: AMOUNT_CATEGORY_ID,
  sort_order: index + 1,
  medias: [],
  translations: [{ language_id: LANGUAGE_ID, title: amountTitle(amount) }],
}));

function medias(sku: string, amount: number): Media[] {
  const image = { ...PRODUCT_IMAGE };
  const url = mediaPaths.product(E_GIFT_CARD_SLUG, sku);
  const alt = `${NAME}, ${amountTitle(amount)}`;
  return [
    { url, position: "PLP", alt, ...image },
    { url, position: "GALLERY", alt, ...image },
    ...GALLERY_VIEWS.map((view): Media => ({
      url: mediaPaths.product(E_GIFT_CARD_SLUG, sku, view),
      position: "GALLERY",
      alt: `${alt}, ${view === "detail" ? "close-up" : "three-quarter view"}`,
      ...image,
    })),
  ];
}

/** The default first, as every product's; ids follow `firstConfigurationId` in that order. */
export function buildEGiftCard(id: number, firstConfigurationId: number): Product {
  const order = [DEFAULT_AMOUNT, ...E_GIFT_CARD_AMOUNTS.filter((amount) => amount !== DEFAULT_AMOUNT)];
  const configurations: ProductConfiguration[] = order.map((amount, index) => ({
    id: firstConfigurationId + index,
    product_id: id,
    sku: eGiftCardSku(amount),
    cost: amount,
    start_at_cost: 0,
    stock_qty: 0,
    track_inventory: false,
    materials_ids: [amounts.find((material) => material.sku === eGiftCardSku(amount))!.id],
    medias: medias(eGiftCardSku(amount), amount),
  }));
  const [card] = configurations;
  const lines = [
    `Amounts: ${E_GIFT_CARD_AMOUNTS.map(amountTitle).join(", ")}`,
    "Delivered by e-mail within minutes, or on the day you choose; no shipping",
    "Redeemable online for any piece, never expires",
  ];
  return {
    id,
    slug: E_GIFT_CARD_SLUG,
    base_cost: card.cost,
    start_at_cost: 0,
    default_sku: card.sku,
    default_config: { id: card.id, sku: card.sku, cost: card.cost, start_at_cost: 0, medias: card.medias },
    variant_plp_image: null,
    images: card.medias,
    categories_ids: [],
    categories: [],
    collections_ids: [],
    material_categories: [amountCategory],
    materials: amounts,
    configurations,
    sizes: [],
    resizable: null,
    tags: ["gift card", "gift certificate", "voucher"],
    best_seller: false,
    sales_count: SALES_COUNT,
    digital: true,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    // Each configuration's card shows its own amount (media.ts): the style names no amount.
    art: { kind: "gift-card", style: "card" },
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
