/**
 * The deterministic seed: the same data on every call, in every process.
 * buildSeed() returns a fresh, independent copy each time, so the store can
 * mutate it freely and resetStore() can start over.
 */
import type { SeedData } from "../model";

import { categories, collections, materialCategories, materials } from "./catalog";
import { pages } from "./pages";
import { buildProducts } from "./products";
import { allowedReturnReasons, blocks, campaign, languages, menus, popups, settings } from "./site";

export { SEED_NOW, PRODUCT_IMAGE, slugify } from "./products";
export { mediaPaths, GALLERY_VIEWS, type GalleryView } from "./paths";

export function buildSeed(): SeedData {
  const seed: SeedData = {
    settings,
    menus,
    integrations: [],
    enabled_integrations: [],
    allowed_return_reasons: allowedReturnReasons,
    languages,
    categories,
    collections,
    material_categories: materialCategories,
    materials,
    products: buildProducts(),
    pages,
    blocks,
    campaign,
    popups,
  };
  // A JSON round trip: proves the seed is plain wire data, and detaches it
  // from the module-level constants (and from itself: products embed copies
  // of categories and materials, not shared references).
  return JSON.parse(JSON.stringify(seed)) as SeedData;
}
