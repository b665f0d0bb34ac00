/** Hand-written (not random): the storefront's filters, menus and QA scripts refer to these exact slugs and skus. */
import {
  LANGUAGE_ID,
  type Category,
  type CategoryKey,
  type Collection,
  type Material,
  type MaterialCategory,
} from "../model";

import { mediaPaths } from "./paths";

const t = <T extends object>(fields: T) => [{ language_id: LANGUAGE_ID, ...fields }];

const CATEGORY_DEFS: Array<[CategoryKey, string, string, string]> = [
  ["RING", "rings", "Rings", "Solitaires, eternity bands and signets, made to be worn every day and kept for a lifetime."],
  ["NECKLACE", "necklaces", "Necklaces", "Pendants, pearl strands and fine chains that sit just where they should."],
  ["EARRING", "earrings", "Earrings", "Diamond studs, sculpted hoops and gemstone drops for every ear."],
  ["BRACELET", "bracelets", "Bracelets", "Tennis bracelets, bangles and chains designed to stack or stand alone."],
  ["CHARM", "charms", "Charms", "Small talismans in solid gold and silver to collect, gift and layer."],
  ["MEDALLION", "medallions", "Medallions", "Engraved coins and pendants inspired by the archives of the house."],
];

export const categories: Category[] = CATEGORY_DEFS.map(([key, slug, title, description], index) => ({
  id: index + 1,
  key,
  slug,
  sort_order: index + 1,
  image: mediaPaths.category(slug),
  translations: t({ title, description }),
}));

const COLLECTION_DEFS: Array<[string, string, string]> = [
  ["aurelia", "Aurelia", "Warm yellow gold and radiant sunburst settings, inspired by late-summer light on the Riviera."],
  ["celeste", "Céleste", "Star-set diamonds and night-sky sapphires: our most luminous pieces."],
  ["maree", "Marée", "Pearls, aquamarines and the soft curves of the tide."],
  ["jardin", "Jardin", "Emeralds, rubies and sapphires gathered like a bouquet from a walled garden."],
  ["heritage", "Héritage", "Signets, medallions and chains redrawn from the house archives."],
  ["essentials", "Essentials", "Fine pieces for every day: hoops, bands and chains that never come off."],
  ["promise", "Promise", "Solitaires, eternity bands and gifts for the moments that matter."],
];

export const collections: Collection[] = COLLECTION_DEFS.map(([slug, title, description], index) => ({
  id: index + 1,
  slug,
  sort_order: index + 1,
  image: mediaPaths.collection(slug),
  translations: t({ title, description }),
}));

export const METAL_CATEGORY_ID = 1;
export const STONE_CATEGORY_ID = 2;

export const materialCategories: MaterialCategory[] = [
  { id: METAL_CATEGORY_ID, slug: "metal", sort_order: 1, translations: t({ title: "Metal" }) },
  { id: STONE_CATEGORY_ID, slug: "stone", sort_order: 2, translations: t({ title: "Stone" }) },
];

/** sku, title, category, in sort_order (metals first). */
const MATERIAL_DEFS: Array<[string, string, number]> = [
  ["YG14", "14K Yellow Gold", METAL_CATEGORY_ID],
  ["WG14", "14K White Gold", METAL_CATEGORY_ID],
  ["RG14", "14K Rose Gold", METAL_CATEGORY_ID],
  ["YG18", "18K Yellow Gold", METAL_CATEGORY_ID],
  ["PT", "Platinum", METAL_CATEGORY_ID],
  ["SS", "Sterling Silver", METAL_CATEGORY_ID],
  ["DIA", "Diamond", STONE_CATEGORY_ID],
  ["SAP", "Blue Sapphire", STONE_CATEGORY_ID],
  ["EMR", "Emerald", STONE_CATEGORY_ID],
  ["RBY", "Ruby", STONE_CATEGORY_ID],
  ["AQU", "Aquamarine", STONE_CATEGORY_ID],
  ["MOR", "Morganite", STONE_CATEGORY_ID],
  ["PRL", "Freshwater Pearl", STONE_CATEGORY_ID],
  ["ONX", "Black Onyx", STONE_CATEGORY_ID],
];

// Global sort_order so sorting all materials by it alone, as the storefront does, lists metals before stones.
export const materials: Material[] = MATERIAL_DEFS.map(([sku, title, categoryId], index) => ({
  id: index + 1,
  sku,
  material_category_id: categoryId,
  sort_order: index + 1,
  medias: [{ url: mediaPaths.material(sku), position: "LIST", alt: `${title} swatch`, width: 96, height: 96 }],
  translations: t({ title }),
}));

export function materialBySku(sku: string): Material {
  const found = materials.find((m) => m.sku === sku);
  if (!found) throw new Error(`Unknown material sku ${sku}`);
  return found;
}

export function categoryByKey(key: CategoryKey): Category {
  const found = categories.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown category ${key}`);
  return found;
}

export function collectionBySlug(slug: string): Collection {
  const found = collections.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown collection ${slug}`);
  return found;
}
