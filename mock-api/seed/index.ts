/** The deterministic seed; buildSeed() returns a fresh, independent copy each time, so the store can mutate it freely. */
import type { SeedData } from "../model";

import { categories, collections, materialCategories, materials } from "./catalog";
import { DISCOUNT_CODES, GIFT_CARDS } from "./codes";
import { DEMO_ENABLED_INTEGRATIONS, integrations } from "./integrations";
import { buildLocations } from "./locations";
import { buildGifts } from "./gifts";
import { buildOrders, buildReturns } from "./orders";
import { pages } from "./pages";
import { buildProducts } from "./products";
import { allowedReturnReasons, blocks, campaign, languages, menus, popups, settings } from "./site";
import { buildSavedCards, buildSubscribers, buildUsers } from "./users";
import { buildWishlists } from "./wishlists";

export { SEED_NOW, PRODUCT_IMAGE, slugify } from "./products";
export { mediaPaths, GALLERY_VIEWS, type GalleryView } from "./paths";
export { DISCOUNT_CODES, GIFT_CARDS } from "./codes";
export { E_GIFT_CARD_SKU, E_GIFT_CARD_SLUG } from "./e-gift-card";
export { TRAVEL_ROLL_CONFIGURATION_ID, TRAVEL_ROLL_SKU, TRAVEL_ROLL_SLUG } from "./gifts";
export { DEMO_ADDRESS_IDS, DEMO_BILLING_ZIP, DEMO_EMAIL, DEMO_PASSWORD, DEMO_SAVED_CARDS, DEMO_USER_ID } from "./users";
export { DEMO_RETURN_REQUEST_ID, DEMO_RETURNABLE_ORDER_ID, DEMO_RETURNED_ORDER_ID, DEMO_UNSHIPPED_ORDER_ID } from "./orders";
export { DEMO_FAVORITES, DEMO_FAVORITE_SKUS, DEMO_WISHLIST_ID } from "./wishlists";
export { SANDBOX_BUYERS } from "./sandbox-buyers";
export {
  DEMO_ADDRESS_API_KEY,
  DEMO_AFFILIATE_ID,
  DEMO_EMAIL_MARKETING_ID,
  DEMO_ENABLED_INTEGRATIONS,
  DEMO_GA_ID,
  DEMO_GTM_ID,
  DEMO_HEAT_MAP_SITE,
  DEMO_PIXEL_ID,
  DEMO_STATS_API_KEY,
  INTEGRATION_TYPES,
  KNOWN_INTEGRATION_TYPES,
  ORIGIN_PLACEHOLDER,
  STAND_IN_PATHS,
} from "./integrations";

export function buildSeed(): SeedData {
  const products = buildProducts();
  const orders = buildOrders(products);
  const seed: SeedData = {
    settings,
    menus,
    integrations,
    enabled_integrations: [...DEMO_ENABLED_INTEGRATIONS],
    allowed_return_reasons: allowedReturnReasons,
    languages,
    categories,
    collections,
    material_categories: materialCategories,
    materials,
    products,
    gifts: buildGifts(),
    pages,
    blocks,
    campaign,
    popups,
    users: buildUsers(),
    orders,
    locations: buildLocations(),
    discount_codes: [...DISCOUNT_CODES],
    gift_cards: [...GIFT_CARDS],
    wishlists: buildWishlists(products),
    subscribers: buildSubscribers(),
    saved_cards: buildSavedCards(),
    returns: buildReturns(orders),
  };
  // Proves the seed is plain wire data and detaches it from the module constants (products embed copies, not references).
  return JSON.parse(JSON.stringify(seed)) as SeedData;
}
