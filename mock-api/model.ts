/**
 * The mock API's data model: the records the store holds, in their wire shape.
 *
 * Conventions (mirroring the real API, see app/services/schemas/*.server.ts):
 * - translatable records carry `translations: [{ language_id, ...fields }]`;
 *   the store has one language, English (id 1);
 * - every media URL is stored ROOT-RELATIVE (`/media/...`); the response layer
 *   (http.ts `ok()`) prefixes the request's origin, so the same store serves
 *   127.0.0.1:4010, localhost:4010 or a tunnel without rebuilding;
 * - prices are numbers in USD (dollars, not cents);
 * - dates are fixed ISO strings (the seed must be deterministic).
 */

export const LANGUAGE_ID = 1;

export type Translated<T> = { translations: Array<{ language_id: number } & T> };

export type MediaPosition = "PLP" | "GALLERY" | "LIST";

export interface Media {
  url: string;
  position: MediaPosition;
  alt: string;
  width: number;
  height: number;
}

export type CategoryKey = "BRACELET" | "EARRING" | "NECKLACE" | "RING" | "CHARM" | "MEDALLION";

export interface Category extends Translated<{ title: string; description: string }> {
  id: number;
  /** Singular upper key, e.g. RING. */
  key: CategoryKey;
  /** Plural lower slug used in /shop-all/{slug}, e.g. rings. */
  slug: string;
  sort_order: number;
  image: string;
}

export interface Collection extends Translated<{ title: string; description: string }> {
  id: number;
  slug: string;
  sort_order: number;
  image: string;
}

export interface MaterialCategory extends Translated<{ title: string }> {
  id: number;
  slug: string;
  sort_order: number;
}

export interface Material extends Translated<{ title: string }> {
  id: number;
  /** Short upper code; configuration skus are built from these. */
  sku: string;
  material_category_id: number;
  sort_order: number;
  /** One swatch image, position LIST. */
  medias: Media[];
}

/** The kind of drawing media.ts makes for a product (mock-only field). */
export type PieceKind = "ring" | "necklace" | "bracelet" | "earrings" | "charm" | "medallion";

/** What media.ts draws: a piece of jewelry, or the card of the digital gift card. */
export type ArtKind = PieceKind | "gift-card";

export interface ProductArt {
  kind: ArtKind;
  /** A style within the kind, e.g. "solitaire", "hoop", "tennis". */
  style: string;
}

/**
 * One purchasable variant: exactly one material per material category the
 * product uses. `sku` is the material skus joined by "-" in material-category
 * sort_order, e.g. "YG14-DIA" (metal first, then stone).
 */
export interface ProductConfiguration {
  id: number;
  product_id: number;
  sku: string;
  cost: number;
  /** Compare-at price; 0 when the configuration is not discounted. */
  start_at_cost: number;
  stock_qty: number;
  /** When false the piece is made to order and stock_qty is not enforced. */
  track_inventory: boolean;
  /** Material ids, in material-category sort_order (same order as the sku). */
  materials_ids: number[];
  /** PLP first, then GALLERY views. */
  medias: Media[];
}

export interface ProductTranslation {
  title: string;
  /** Plain-text paragraph(s). */
  description: string;
  /** HTML list of specifications. */
  details: string;
  meta_title: string;
  meta_description: string;
}

/** A small category reference embedded in products (as the real API does). */
export type ProductCategory = Pick<Category, "id" | "key" | "slug" | "translations">;

export interface Product extends Translated<ProductTranslation> {
  id: number;
  slug: string;
  /** Cost of the default configuration. */
  base_cost: number;
  /** Compare-at price of the default configuration; 0 when not discounted. */
  start_at_cost: number;
  default_sku: string;
  default_config: {
    id: number;
    sku: string;
    cost: number;
    start_at_cost: number;
    medias: Media[];
  };
  /** The PLP hover image: the same piece in its second metal; null for single-metal pieces. */
  variant_plp_image: {
    image: { url: string };
    sku: string;
    cost: number;
    product_configuration_id: number;
  } | null;
  /** The default configuration's images (PLP, then GALLERY). */
  images: Media[];
  categories_ids: number[];
  categories: ProductCategory[];
  collections_ids: number[];
  /** Material categories this product's configurations use, in sort_order. */
  material_categories: MaterialCategory[];
  /** Allowed materials, grouped by material category sort_order then material sort_order. */
  materials: Material[];
  configurations: ProductConfiguration[];
  best_seller: boolean;
  sales_count: number;
  /**
   * Delivered by e-mail (the e-gift card): its cart items are `digital: true`,
   * and a cart of digital items only ships by e-mail (shipping.ts).
   */
  digital: boolean;
  created_at: string;
  updated_at: string;
  /** Mock-only: tells media.ts what to draw. */
  art: ProductArt;
}

export interface MenuItem extends Translated<{ title: string }> {
  id: number;
  parent_id: number | null;
  url: string | null;
  icon: string | null;
  is_title: boolean;
  sort_order: number;
}

export interface Menus {
  header: MenuItem[];
  footer: MenuItem[];
  info: MenuItem[];
}

export interface Settings {
  desktop_logo: string;
  footer_logo: string;
  company_name: string;
  currency_code: string;
  currency_sign: string;
  date_format: string;
  cdn_domain: string | null;
  front_domain: string;
  contact_email: string;
  contact_phone: string;
  social_links: Array<{ name: string; url: string; icon: string }>;
}

export interface Integration {
  id: number;
  type: number;
  gtm_id?: string | null;
  events_enabled?: boolean;
  base_url?: string | null;
  api_key?: string | null;
  script?: string | null;
  position?: "head" | "start_body" | "end_body" | null;
}

export interface ReturnReason {
  id: number;
  title: string;
}

export interface Page extends Translated<{
  title: string;
  content: string;
  meta_title: string;
  meta_description: string;
}> {
  id: number;
  slug: string;
  updated_at: string;
}

/** Block content is free-form per block (labels, HTML, colours). */
export type BlockContent = Record<string, string | number | null>;

export interface Block extends Translated<{ content: BlockContent }> {
  id: number;
  slug: string;
}

export interface Campaign extends Translated<{
  popup_text: string | null;
  top_bar_text: string | null;
  promotion_banner_text: string | null;
}> {
  id: number;
  is_popup: boolean;
  is_top_bar_text: boolean;
  promotion_banner: boolean;
  promotion_banner_file: string | null;
  promotion_banner_options: Record<string, unknown> | null;
  frequency: number | null;
  pages: string[];
}

export interface Popup extends Translated<{ title: string; content: string }> {
  id: number;
  /** Spec 4: once 1, each page refresh 2, each page view 3, per day 4. */
  frequency: number;
  priority: number;
  /** Paths the popup shows on; empty means every page. */
  pages: string[];
}

export interface Language {
  id: number;
  slug: string;
  is_default: boolean;
}

/** Everything the seed produces; the store is a mutable copy of this. */
export interface SeedData {
  settings: Settings;
  menus: Menus;
  integrations: Integration[];
  enabled_integrations: number[];
  allowed_return_reasons: ReturnReason[];
  languages: Language[];
  categories: Category[];
  collections: Collection[];
  material_categories: MaterialCategory[];
  materials: Material[];
  products: Product[];
  pages: Page[];
  blocks: Block[];
  campaign: Campaign | null;
  popups: Popup[];
  users: User[];
  orders: Order[];
  /** The retailer directory, grouped by state, sorted by state name. */
  locations: RetailStateGroup[];
  discount_codes: DiscountCode[];
  /** Gift cards with their remaining balances: spent by orders, restored by a reset. */
  gift_cards: GiftCard[];
  /** Wishlists by unique_id, each one account's (the demo shopper's favorites at first). */
  wishlists: Record<string, StoredWishlist>;
  /** E-mails on the newsletter (POST /subscribe), lower-cased; the demo shopper's at first. */
  subscribers: string[];
  /** Cards kept on accounts, oldest first (the mock's assumption: the spec names no call for them). */
  saved_cards: StoredSavedCard[];
  /** Return and repair requests, oldest first (POST /returns/request). */
  returns: ReturnRequest[];
}

/* ---- checkout: codes, addresses, cards ---- */

/** Spec 4 "Discount types": percent (1 on the wire) takes a percentage, static (2) an amount in USD. */
export type AmountType = "percent" | "static";

export interface DiscountCode {
  /** Upper case; shoppers' codes are trimmed and upper-cased before matching. */
  code: string;
  type: AmountType;
  /** The percentage (percent) or the USD amount (static) taken off the items. */
  value: number;
  /** Refused after this instant; null when the code never expires. */
  expires_at: string | null;
}

export interface GiftCard {
  /** Upper case, like discount codes. */
  code: string;
  type: AmountType;
  /** percent: the percentage of the order it pays; static: its face value in USD. */
  value: number;
  /**
   * static: what is left to spend, in cents (orders spend it, carts only
   * preview it); percent: null, a percent card has no balance.
   */
  balance_cents: number | null;
}

/** Spec 3 "Address": the lines every address has, saved or at checkout. */
export interface PostalAddress {
  company: string | null;
  address: string;
  apartment: string | null;
  city: string;
  /** Two-letter US state or DC code, upper case. */
  state: string;
  zip_code: string;
  /** ISO 3166-1 alpha-2; always "US" at checkout: the house ships within the United States only. */
  country: string;
}

/** A shipping address as checkout takes it, with the recipient's name split. */
export interface CheckoutAddress extends PostalAddress {
  first_name: string;
  last_name: string;
  phone_number: string;
}

/**
 * An address as a wallet's payment sheet reveals it before the payment is
 * authorised (PATCH /carts/checkout/express/shipping): the region is there,
 * the rest may not be. Enough to quote shipping and tax.
 */
export interface PartialAddress {
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address: string | null;
  apartment: string | null;
  city: string | null;
  state: string;
  zip_code: string;
  country: string;
  phone_number: string | null;
}

/** What the card gateway keeps of a card, and what carts and orders show: never the number. */
export interface CardSummary {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  /** The shopper's nickname for the card ("Anniversary Visa"), or null. */
  card_name: string | null;
}

/**
 * Who pays and where the parcel goes, as an express provider's account gives
 * them to the store once the buyer approves (express.ts).
 */
export interface ExpressPayer {
  email: string;
  shipping_address: CheckoutAddress;
}

/* ---- accounts, orders and the retailer directory ---- */

export type UserRole = "customer";

/** A saved shipping address (spec 3 "Address"). */
export interface Address extends PostalAddress {
  id: number;
  /** The custom address name, e.g. "Home". */
  name: string | null;
  phone_number: string | null;
  is_default: boolean;
}

/**
 * A user as stored. Never served as is: accounts.ts `publicUser()` picks the
 * fields a response may carry (no password hash, no addresses).
 */
export interface User {
  id: number;
  /** Lower-cased; unique. */
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** "Female" | "Male" (spec 4 gender options) or null. */
  gender: string | null;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  /** "Married" | "Divorced" | "Single" | "Widowed" or null. */
  relationship_status: string | null;
  role: UserRole;
  email_verified: boolean;
  created_at: string;
  /** `scrypt$N$r$p$<salt base64>$<key base64>`: a per-user random salt, never the password. */
  password_hash: string;
  /** The user's cart (store.carts key), set when a sign-in brings a guest cart; null when none. */
  cart_unique_id: string | null;
  shipping_addresses: Address[];
}

/** A line of a placed order: product data and the unit price as they were when ordered. */
export interface OrderProduct {
  id: number;
  product_id: number;
  product_configuration_id: number;
  /** The configuration sku, as in cart items. */
  configuration_id: string;
  vendor_model: string;
  slug: string;
  title: string;
  /** Root-relative media path; made absolute per request. */
  image_url: string;
  /** Unit price paid, USD. */
  price: number;
  quantity: number;
}

/** Spec 4 "Order statuses seen in text". */
export type OrderStatus = "confirmed" | "shipped" | "return requested";

export interface Order {
  id: number;
  po_number: string;
  status: OrderStatus;
  milestone: string;
  tracking_number: string | null;
  tracking_url: string | null;
  gift_message: string | null;
  created_at: string;
  /** The order e-mail (lower-cased): with po_number and billing_zip, what GET /tracking matches. */
  email: string;
  billing_zip: string;
  shipping_address: Omit<Address, "id" | "is_default">;
  /** Sum of price x quantity over order_products. */
  subtotal_amount: number;
  /** What the discount code took off the items (0 without one). */
  discount_amount: number;
  /** What gift cards paid (0 without any). */
  gift_card_amount: number;
  shipping_amount: number;
  tax_amount: number;
  /** What was charged: subtotal - discount + shipping + tax - gift cards, to the cent. */
  final_amount: number;
  currency_code: string;
  /** card, paypal, klarna, affirm; gift_card when gift cards paid it all. */
  payment_method: string;
  /** The card charged (payment_method card); null otherwise. */
  card: CardSummary | null;
  /** The codes as the cart showed them when the order was placed (totals.ts, codes.ts). */
  options: { discounts: Record<string, unknown>; gift_cards: Record<string, unknown> };
  order_products: OrderProduct[];
  /** Mock-only owner: null for guest checkouts. Not served. */
  user_id: number | null;
}

/** Spec 9 return statuses: 1 requested, 2 in_progress, 3 returned, 4 declined, 5 rejected, 7 resolved (6 is not used). */
export type ReturnStatus = 1 | 2 | 3 | 4 | 5 | 7;

/** Spec 9 return types: 1 return and refund, 2 repair/resize. */
export type ReturnType = 1 | 2;

/** One line of a return request: how many units of an order line, why, and what the shopper asks for. */
export interface ReturnItem {
  order_product_id: number;
  quantity: number;
  /** The id of one of the settings' allowed_return_reasons. */
  reason: number;
  type: ReturnType;
}

/**
 * A return or repair request (spec 3 "Return request"), stored in its wire
 * shape. Its owner is its order's: a request is only ever served inside that
 * order (GET /orders/{id}) or to the account that made it.
 */
export interface ReturnRequest {
  id: number;
  order_id: number;
  status: ReturnStatus;
  created_at: string;
  additional_comment: string | null;
  items: ReturnItem[];
}

/* ---- saved cards ---- */

/**
 * A card kept on an account (the mock's assumption: the spec names no call
 * for it). Like a gateway's reusable payment method, it is a token and the
 * card's summary, never its number.
 */
export interface StoredSavedCard extends CardSummary {
  id: number;
  user_id: number;
  /** The gateway's token standing for the card ("tok_" + 24 hex), for charging it later. Never served. */
  token: string;
  /** What charging it will do, decided by the gateway from the test number when it was tokenized (cards.ts). Never served. */
  outcome: { approved: boolean; message: string | null };
  /** One card per account is the default while it has any. */
  is_default: boolean;
  created_at: string;
}

/** A retailer carrying the house's pieces (spec 3 "Retailer directory"). */
export interface RetailStore {
  id: number;
  name: string;
  city: string;
  /** Street line only; city, state and zip are separate fields. */
  address: string;
  /** Two-letter state code (DC for the District of Columbia). */
  state: string;
  zip: string;
  phones: string[];
  /** The coordinates of `zip` in the `zipcodes` data set. */
  lat: number;
  lon: number;
}

export interface RetailStateGroup {
  /** Full name, e.g. "New York", "District of Columbia". */
  state: string;
  /** Two-letter code. */
  code: string;
  stores: RetailStore[];
}

/* ---- wishlists ---- */

/**
 * The engraving a favorite was saved with, key -> text (spec 3 "Wishlist
 * item"); {} when none. Two favorites differ only by sku and engraving.
 */
export type Engraving = Record<string, string>;

/**
 * A favorite as stored: what the shopper chose and when. Everything served
 * about the piece (title, prices, images, stock) is joined from the catalogue
 * on every read (wishlists.ts), so a favorite always shows today's price.
 */
export interface StoredWishlistItem {
  /**
   * The piece: a sku is shared by many pieces ("YG14-DIA" is on 26), so the
   * sku alone cannot say which one to join (wishlists.ts `resolvePiece()`).
   */
  product_configuration_id: number;
  sku: string;
  engraving: Engraving;
  /** When it joined the list (ISO 8601); kept while it stays in the list. */
  added_at: string;
}

/** A wishlist as stored: one account's, never served without its owner's token. */
export interface StoredWishlist {
  unique_id: string;
  user_id: number;
  /** In the order last posted. */
  items: StoredWishlistItem[];
}
