import {
  LANGUAGE_ID,
  type CategoryKey,
  type Media,
  type PieceKind,
  type Product,
  type ProductConfiguration,
} from "../model";

import { tagsOf } from "../search-words";

import { categoryByKey, collectionBySlug, materialBySku, materialCategories } from "./catalog";
import { buildEGiftCard } from "./e-gift-card";
import { PRODUCT_DEFS, type ProductDef } from "./product-defs";
import { GALLERY_VIEWS, mediaPaths, PRODUCT_IMAGE } from "./paths";
import { createRng, hashString, type Rng } from "./prng";
import { RING_SIZE_RANGE, RING_SIZES } from "./ring-sizes";

export { PRODUCT_IMAGE } from "./paths";

const SEED = 0x1f2e3d4c;
const FIRST_CONFIGURATION_ID = 1001;
const BEST_SELLER_COUNT = 12;
const DAY_MS = 86_400_000;
const CATALOGUE_START = Date.parse("2023-04-03T09:00:00.000Z");
/** The seed's "today": no record is dated after this. */
export const SEED_NOW = "2025-03-01T09:00:00.000Z";

const CATEGORY_OF: Record<PieceKind, CategoryKey> = {
  ring: "RING",
  necklace: "NECKLACE",
  earrings: "EARRING",
  bracelet: "BRACELET",
  charm: "CHARM",
  medallion: "MEDALLION",
};

/** Price multipliers relative to 14K gold and to diamond. */
const METAL_FACTOR: Record<string, number> = { YG14: 1, WG14: 1, RG14: 1, YG18: 1.35, PT: 1.7, SS: 0.32 };
const STONE_FACTOR: Record<string, number> = {
  DIA: 1, SAP: 0.85, EMR: 0.9, RBY: 0.9, AQU: 0.6, MOR: 0.6, PRL: 0.5, ONX: 0.35,
};

export const slugify = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Retail-looking prices: nearest 5 under $500, nearest 10 above. */
const roundPrice = (value: number) => {
  const step = value < 500 ? 5 : 10;
  return Math.max(step, Math.round(value / step) * step);
};

const isoDay = (ms: number) => new Date(ms).toISOString();

export function buildProducts(): Product[] {
  let nextConfigurationId = FIRST_CONFIGURATION_ID;
  const products = PRODUCT_DEFS.map((def, index) => {
    const rng = createRng(SEED ^ hashString(def.name));
    const product = buildProduct(def, index + 1, nextConfigurationId, rng);
    nextConfigurationId += product.configurations.length;
    return product;
  });
  markBestSellers(products);
  // After the pieces, so their ids, configuration ids and best-seller flags do not move.
  products.push(buildEGiftCard(products.length + 1, nextConfigurationId));
  return products;
}

function buildProduct(def: ProductDef, id: number, firstConfigurationId: number, rng: Rng): Product {
  const slug = slugify(def.name);
  const category = categoryByKey(CATEGORY_OF[def.kind]);
  const onSale = rng.chance(0.2);

  // Combinations in material-category sort_order: metal first, then stone.
  const combos: string[][] = def.stones.length
    ? def.metals.flatMap((metal) => def.stones.map((stone) => [metal, stone]))
    : def.metals.map((metal) => [metal]);

  const configurations: ProductConfiguration[] = combos.map((skus, i) => {
    const [metal, stone] = skus;
    const isDefault = i === 0;
    const cost = roundPrice(
      def.price *
        (METAL_FACTOR[metal] / METAL_FACTOR[def.metals[0]]) *
        (stone ? STONE_FACTOR[stone] / STONE_FACTOR[def.stones[0]] : 1),
    );
    // Platinum is made to order; everything else is stocked, a few sold out.
    const madeToOrder = metal === "PT";
    const soldOut = !isDefault && !madeToOrder && rng.chance(0.06);
    const sku = skus.join("-");
    return {
      id: firstConfigurationId + i,
      product_id: id,
      sku,
      cost,
      start_at_cost: onSale ? roundPrice(cost * 1.25) : 0,
      stock_qty: madeToOrder || soldOut ? 0 : rng.int(2, 24),
      track_inventory: !madeToOrder,
      materials_ids: skus.map((s) => materialBySku(s).id),
      medias: configurationMedias(slug, sku, def.name, skus),
    };
  });

  const defaultConfig = configurations[0];
  const variant = configurations.find(
    (c) => c.materials_ids[0] !== defaultConfig.materials_ids[0] && c.materials_ids[1] === defaultConfig.materials_ids[1],
  );
  const allowed = [...def.metals, ...def.stones].map(materialBySku);
  const usedCategoryIds = new Set(allowed.map((m) => m.material_category_id));

  const createdMs = CATALOGUE_START + rng.int(0, 680) * DAY_MS;
  const updatedMs = Math.min(createdMs + rng.int(0, 120) * DAY_MS, Date.parse(SEED_NOW));

  return {
    id,
    slug,
    base_cost: defaultConfig.cost,
    start_at_cost: defaultConfig.start_at_cost,
    default_sku: defaultConfig.sku,
    default_config: {
      id: defaultConfig.id,
      sku: defaultConfig.sku,
      cost: defaultConfig.cost,
      start_at_cost: defaultConfig.start_at_cost,
      medias: defaultConfig.medias,
    },
    variant_plp_image: variant
      ? {
          image: { url: mediaPaths.product(slug, variant.sku) },
          sku: variant.sku,
          cost: variant.cost,
          product_configuration_id: variant.id,
        }
      : null,
    images: defaultConfig.medias,
    categories_ids: [category.id],
    categories: [{ id: category.id, key: category.key, slug: category.slug, translations: category.translations }],
    collections_ids: def.collections.map((s) => collectionBySlug(s).id),
    material_categories: materialCategories.filter((mc) => usedCategoryIds.has(mc.id)),
    materials: allowed,
    configurations,
    sizes: def.kind === "ring" ? RING_SIZES : [],
    // A band set with stones all or half the way round cannot be cut and stretched; any other ring can.
    resizable: def.kind === "ring" ? !def.style.includes("eternity") : null,
    tags: tagsOf(def),
    best_seller: false,
    sales_count: rng.int(3, 480),
    digital: false,
    created_at: isoDay(createdMs),
    updated_at: isoDay(updatedMs),
    art: { kind: def.kind, style: def.style },
    translations: [{ language_id: LANGUAGE_ID, ...productCopy(def, rng) }],
  };
}

function configurationMedias(slug: string, sku: string, name: string, skus: string[]): Media[] {
  const materialsText = skus.map((s) => materialBySku(s).translations[0].title).join(" and ");
  const alt = `${name} in ${materialsText}`;
  const image = { ...PRODUCT_IMAGE };
  return [
    { url: mediaPaths.product(slug, sku), position: "PLP", alt, ...image },
    { url: mediaPaths.product(slug, sku), position: "GALLERY", alt, ...image },
    ...GALLERY_VIEWS.map((view): Media => ({
      url: mediaPaths.product(slug, sku, view),
      position: "GALLERY",
      alt: `${alt}, ${view === "detail" ? "close-up" : "three-quarter view"}`,
      ...image,
    })),
  ];
}

function markBestSellers(products: Product[]) {
  const ranked = [...products].sort((a, b) => b.sales_count - a.sales_count || a.id - b.id);
  for (const product of ranked.slice(0, BEST_SELLER_COUNT)) product.best_seller = true;
}

const KIND_SENTENCES: Record<PieceKind, string[]> = {
  ring: [
    "Every ring is cast, set and polished by hand, then checked under the loupe before it leaves the atelier.",
    "The band is shaped with a gently rounded inside so it slips on easily and sits comfortably all day.",
    "It stacks beautifully with our fine bands, or holds its own as a single statement.",
  ],
  necklace: [
    "The chain is adjustable, so it can sit at the collarbone or layer a little lower.",
    "Each link is soldered closed for strength; the spring ring clasp is easy to open one-handed.",
    "Wear it alone on a bare neckline or layer it with a longer chain.",
  ],
  earrings: [
    "Designed to be light on the ear, with secure closures you can trust from morning to night.",
    "Sold as a pair, finished by hand and polished to a soft mirror shine.",
    "Lovely alone, and just as good paired with a small stud in a second piercing.",
  ],
  bracelet: [
    "Sized to sit neatly on the wrist, with a clasp that stays closed through the busiest days.",
    "It layers easily with a watch or with our chain bracelets.",
    "Each piece is assembled by hand and tested link by link.",
  ],
  charm: [
    "Add it to any of our chains or bracelets with the sprung clasp, and take it off just as easily.",
    "Small enough to layer, detailed enough to be noticed; the back can be engraved.",
    "A little talisman to collect, to give, or to keep for yourself.",
  ],
  medallion: [
    "The relief is engraved by hand, so no two medallions are exactly alike.",
    "It hangs from a generous bail that takes any of our chains.",
    "The reverse is left smooth and can be engraved with up to twelve characters.",
  ],
};

const CARATS: Record<string, string> = {
  solitaire: "0.50 ct",
  eternity: "1.00 ct total weight",
  halo: "0.75 ct total weight",
  "three-stone": "0.90 ct total weight",
  tennis: "3.00 ct total weight",
  stud: "0.50 ct total weight",
  "halo-stud": "0.60 ct total weight",
  pendant: "0.33 ct",
};

const DIMENSIONS: Record<PieceKind, (style: string) => string> = {
  ring: (style) =>
    `${style === "stack" ? "Band width 1.5 mm" : style === "band" || style === "dome" ? "Band width 4 mm, comfort fit" : "Band width 2 mm"}; ${RING_SIZE_RANGE}`,
  necklace: (style) =>
    style === "pearl-strand"
      ? "Strand length 17 in, hand-knotted on silk"
      : style === "tennis"
        ? "Length 16 in with a box clasp"
        : "Chain length 16 in with an extender to 18 in",
  earrings: (style) =>
    style.includes("hoop") || style === "huggie"
      ? "Hinged snap closure"
      : style.includes("drop") || style === "climber"
        ? "Drop length 28 mm, post back"
        : "Post back with secure push backs",
  bracelet: (style) =>
    style === "bangle" ? "Inner circumference 6.7 in" : style === "cuff" ? "Open cuff, gently adjustable" : "Length 7 in",
  charm: () => "Charm height 12 mm; clips to any of our chains",
  medallion: () => "Medallion diameter 20 mm, on an 18 in cable chain",
};

const titleOf = (sku: string) => materialBySku(sku).translations[0].title;

function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

function stoneLine(def: ProductDef): string | null {
  if (!def.stones.length) return null;
  const parts = def.stones.map((sku) => {
    if (sku === "DIA") return `diamonds (G-H colour, VS clarity, conflict-free${CARATS[def.style] ? `, ${CARATS[def.style]}` : ""})`;
    if (sku === "PRL") return "freshwater pearls (AAA lustre)";
    if (sku === "ONX") return "black onyx, hand-polished";
    return titleOf(sku).toLowerCase();
  });
  return `Stones: ${listText(parts)}`;
}

function productCopy(def: ProductDef, rng: Rng) {
  const metals = listText(def.metals.map(titleOf));
  const description = [
    def.note,
    rng.pick(KIND_SENTENCES[def.kind]),
    `Available in ${metals}${def.stones.length > 1 ? `, with a choice of ${listText(def.stones.map((s) => titleOf(s).toLowerCase()))}` : ""}.`,
  ].join(" ");
  const lines = [
    `Metal: ${metals}`,
    stoneLine(def),
    DIMENSIONS[def.kind](def.style),
    "Designed and finished by hand in our New York atelier",
    "Arrives in a signature Maison Lumière box with a care card",
  ].filter((line): line is string => line !== null);
  return {
    title: def.name,
    description,
    details: `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`,
    meta_title: `${def.name} | Maison Lumière`,
    meta_description: def.note,
  };
}
