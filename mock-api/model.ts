/** Wire shapes (mirror app/services/schemas/*.server.ts); media URLs are root-relative so http.ts `ok()` serves any origin. */

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
  key: CategoryKey;
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
  sku: string;
  material_category_id: number;
  sort_order: number;
  medias: Media[];
}

export type PieceKind = "ring" | "necklace" | "bracelet" | "earrings" | "charm" | "medallion";

export type ArtKind = PieceKind | "gift-card" | "travel-roll";

export interface ProductArt {
  kind: ArtKind;
  /** A piece's style; the e-gift card is drawn with each configuration's amount instead (media.ts). */
  style: string;
}

/** `sku` is the material skus joined by "-" in material-category sort_order, e.g. "YG14-DIA". */
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
  materials_ids: number[];
  /** PLP first, then GALLERY views. */
  medias: Media[];
}

export interface RingSize {
  value: string;
  diameter_mm: number;
  circumference_mm: number;
}

export interface ProductTranslation {
  title: string;
  description: string;
  /** HTML. */
  details: string;
  meta_title: string;
  meta_description: string;
}

export type ProductCategory = Pick<Category, "id" | "key" | "slug" | "translations">;

export interface Product extends Translated<ProductTranslation> {
  id: number;
  slug: string;
  base_cost: number;
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
  images: Media[];
  categories_ids: number[];
  categories: ProductCategory[];
  collections_ids: number[];
  material_categories: MaterialCategory[];
  /** Allowed materials, grouped by material category sort_order then material sort_order. */
  materials: Material[];
  configurations: ProductConfiguration[];
  /** The sizes a shopper must choose from (rings); empty for a piece of one size. */
  sizes: RingSize[];
  /** What a shopper may call it beyond its title ("engagement ring", "band", "birthstone"): searched, never shown. */
  tags: string[];
  /** Whether a ring can be resized (on the terms GET /order-options states); null for a piece that has no size. */
  resizable: boolean | null;
  best_seller: boolean;
  sales_count: number;
  /** The e-gift card: its cart items are `digital: true`; a digital-only cart ships by e-mail (shipping.ts). */
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
  /** Mock addition: home's hero picture and its description; absent, home shows its words alone. */
  home_hero?: { image: string; alt: string } | null;
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
  /** Mock addition: the popup invites the shopper to subscribe, so the store shows the newsletter's e-mail field. */
  newsletter: boolean;
}

export interface Language {
  id: number;
  slug: string;
  is_default: boolean;
}

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
  /** Gifts with purchase (campaign-gift.ts): never sold, never listed, only ever a free cart line. */
  gifts: Product[];
  pages: Page[];
  blocks: Block[];
  campaign: Campaign | null;
  popups: Popup[];
  users: User[];
  orders: Order[];
  locations: RetailStateGroup[];
  discount_codes: DiscountCode[];
  gift_cards: GiftCard[];
  wishlists: Record<string, StoredWishlist>;
  /** Lower-cased. */
  subscribers: string[];
  saved_cards: StoredSavedCard[];
  returns: ReturnRequest[];
}

/** Spec 4 "Discount types": percent (1 on the wire) takes a percentage, static (2) an amount in USD. */
export type AmountType = "percent" | "static";

export interface DiscountCode {
  /** Upper case; shoppers' codes are trimmed and upper-cased before matching. */
  code: string;
  type: AmountType;
  value: number;
  expires_at: string | null;
}

export interface GiftCard {
  code: string;
  type: AmountType;
  value: number;
  /** static: what is left, in cents (orders spend it, carts only preview it); percent: null. */
  balance_cents: number | null;
}

/** Spec 3 "Address": the lines every address has, saved or at checkout. */
export interface PostalAddress {
  company: string | null;
  address: string;
  apartment: string | null;
  city: string;
  state: string;
  zip_code: string;
  /** Always "US" at checkout: the house ships within the United States only. */
  country: string;
}

export interface CheckoutAddress extends PostalAddress {
  first_name: string;
  last_name: string;
  phone_number: string;
}

export interface BillingAddress extends PostalAddress {
  first_name: string;
  last_name: string;
}

/** What a wallet's sheet reveals before authorisation (PATCH /carts/checkout/express/shipping): enough to quote shipping and tax. */
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
  card_name: string | null;
}

export interface ExpressPayer {
  email: string;
  shipping_address: CheckoutAddress;
}

export type UserRole = "customer";

export interface Address extends PostalAddress {
  id: number;
  name: string | null;
  phone_number: string | null;
  is_default: boolean;
}

/** Never served as is: accounts.ts `publicUser()` picks the fields a response may carry. */
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

/** Mock addition: the person a digital piece (the e-gift card) is sent to, the giver's message, and when it is sent. */
export interface GiftRecipient {
  name: string;
  email: string;
  message: string | null;
  /** The calendar day (YYYY-MM-DD) the card is e-mailed on; null: as soon as the order is placed. */
  send_on: string | null;
}

/** A line of a placed order: product data and the unit price as they were when ordered. */
export interface OrderProduct {
  id: number;
  product_id: number;
  product_configuration_id: number;
  configuration_id: string;
  /** The configuration's materials by name, as in cart items (mock addition): "14K White Gold", "Diamond". */
  materials: Array<{ title: string }>;
  vendor_model: string;
  slug: string;
  title: string;
  image_url: string;
  price: number;
  quantity: number;
  size: string | null;
  /** Who an e-gift card was e-mailed to, and the message (mock addition); null for anything else. */
  recipient?: GiftRecipient | null;
  /** As on the cart line it came from: a gift with purchase (free, never returned); null for a piece bought. */
  gift_campaign_id?: number | null;
}

export type OrderBillingAddress = Omit<Address, "id" | "is_default" | "phone_number">;

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
  /** Hand-wrapped in the house's box, as chosen at checkout (GET /order-options `gift_wrap`). */
  gift_wrap: boolean;
  created_at: string;
  /** The order e-mail (lower-cased): with po_number and billing_zip, what GET /tracking matches. */
  email: string;
  /** The billing address's ZIP code, its first five digits. */
  billing_zip: string;
  /** Null for an order of e-gift cards only: nothing ships. */
  shipping_address: Omit<Address, "id" | "is_default"> | null;
  /** The shipping address's name and postal lines when the shopper billed to it. */
  billing_address: OrderBillingAddress;
  subtotal_amount: number;
  discount_amount: number;
  gift_card_amount: number;
  shipping_amount: number;
  /** The rate the order ships by, as it was named at checkout (an e-mailed order's is "email"). */
  shipping_method: { id: string; title: string } | null;
  /** The chosen rate's window when the order was placed (shipping.ts deliveryOf): calendar days, yyyy-MM-dd. */
  estimated_delivery: { earliest: string; latest: string } | null;
  tax_amount: number;
  /** What was charged: subtotal - discount + shipping + tax - gift cards, to the cent. */
  final_amount: number;
  currency_code: string;
  /** card, paypal, klarna, affirm, or an express method (express.ts); gift_card when gift cards paid it all. */
  payment_method: string;
  card: CardSummary | null;
  options: { discounts: Record<string, unknown>; gift_cards: Record<string, unknown> };
  order_products: OrderProduct[];
  /** Mock-only, not served: null for guest checkouts. */
  user_id: number | null;
}

/** Spec 9 return statuses: 1 requested, 2 in_progress, 3 returned, 4 declined, 5 rejected, 7 resolved (6 is not used). */
export type ReturnStatus = 1 | 2 | 3 | 4 | 5 | 7;

/** Spec 9 return types: 1 return and refund, 2 repair/resize. */
export type ReturnType = 1 | 2;

export interface ReturnItem {
  order_product_id: number;
  quantity: number;
  /** The id of one of the settings' allowed_return_reasons. */
  reason: number;
  type: ReturnType;
}

/** Spec 3 "Return request". Served only inside its order (GET /orders/{id}) or to the account that made it. */
export interface ReturnRequest {
  id: number;
  order_id: number;
  status: ReturnStatus;
  created_at: string;
  additional_comment: string | null;
  items: ReturnItem[];
}

/** The mock's assumption (the spec names no call for saved cards): a gateway-style token and summary, never the number. */
export interface StoredSavedCard extends CardSummary {
  id: number;
  user_id: number;
  /** "tok_" + 24 hex. Never served. */
  token: string;
  /** Decided by the gateway from the test number when tokenized (cards.ts). Never served. */
  outcome: { approved: boolean; message: string | null };
  is_default: boolean;
  created_at: string;
}

/** A retailer carrying the house's pieces (spec 3 "Retailer directory"). */
export interface RetailStore {
  id: number;
  name: string;
  city: string;
  address: string;
  state: string;
  zip: string;
  phones: string[];
  /** The coordinates of `zip` in the `zipcodes` data set. */
  lat: number;
  lon: number;
}

export interface RetailStateGroup {
  state: string;
  code: string;
  stores: RetailStore[];
}

/** Spec 3 "Wishlist item": key -> text, {} when none. Two favorites differ only by sku and engraving. */
export type Engraving = Record<string, string>;

/** The piece's data is joined from the catalogue on every read (wishlists.ts), so a favorite shows today's price. */
export interface StoredWishlistItem {
  /** A sku is shared by many pieces ("YG14-DIA" is on 26), so it alone cannot say which to join. */
  product_configuration_id: number;
  sku: string;
  engraving: Engraving;
  added_at: string;
}

/** A wishlist as stored: one account's, never served without its owner's token. */
export interface StoredWishlist {
  unique_id: string;
  user_id: number;
  /** In the order last posted. */
  items: StoredWishlistItem[];
}

/** A card number the gateway tokenised (cards.ts). */
export interface CardToken extends CardSummary {
  token: string;
  outcome: { approved: boolean; message: string | null };
  /** Honoured for a signed-in buyer when the order is paid (saved-cards.ts). */
  save_card: boolean;
  /** A token works once. */
  used: boolean;
  /** The account whose bearer tokenized it (null for a guest): only that bearer may attach or charge it. */
  user_id: number | null;
  created_at: string;
}

/** An answer kept under its Idempotency-Key (idempotency.ts). */
export type KeptAnswer = { body: string; answer: { status: number; contentType: string; text: string } | null };
