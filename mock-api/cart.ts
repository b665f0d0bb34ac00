/** Spec 3 "Cart item", "Cart": product data and money are computed on every read, so a cart always shows current prices and stock. */
import { cardSummary, findCardToken } from "./cards";
import { discountEntry, findDiscountCode, findGiftCard, giftCardEntry } from "./codes";
import type { ApiError } from "./http";
import { opaqueId } from "./ids";
import { type GiftRecipient, LANGUAGE_ID, type Product, type ProductConfiguration } from "./model";
import { toDollars } from "./money";
import { configurationMaterials, findConfiguration, productTitle } from "./products";
import { GIFT_WITH_PURCHASE } from "./seed/gifts";
import { findSavedCardById } from "./saved-cards";
import { isDigitalOnly, ratesFor } from "./shipping";
import { store, type StoredCart, type StoredCartLine } from "./store";
import { taxRate } from "./tax";
import { computeTotals } from "./totals";
import { isCalendarDate } from "./validation";

/** Spec 9: quantity range 1 to 999 (or the stock when inventory is tracked). */
export const MAX_QUANTITY = 999;

/** One gift per campaign per cart. QA's gifts are a campaign of their own, beside the store's gift with purchase. */
export const QA_GIFT_CAMPAIGN_ID = 2;

export const isGift = (line: StoredCartLine) => line.gift_campaign_id !== null;

/** Own keys only: a cart id like "constructor" must not reach Object.prototype. */
export function findCart(uniqueId: string): StoredCart | undefined {
  return Object.hasOwn(store.carts, uniqueId) ? store.carts[uniqueId] : undefined;
}

function newCartId(): string {
  store.counters.cart += 1;
  return opaqueId("cart", store.counters.cart, 32);
}

/** A cart made with an account's bearer is that account's from the start (cart-access.ts). */
export function createCart(ownerId: number | null = null): StoredCart {
  const cart: StoredCart = {
    unique_id: newCartId(),
    owner_id: ownerId,
    lines: [],
    discount_code: null,
    gift_card_codes: [],
    rates_address: null,
    rates_from_sheet: false,
    checkout: {
      checkout_id: null,
      email: null,
      shipping_address: null,
      billing_address: null,
      shipping_rate_id: null,
      payment_method: null,
      card_token: null,
      saved_card_id: null,
      gift_message: null,
      gift_wrap: false,
    },
  };
  store.carts[cart.unique_id] = cart;
  return cart;
}

/** Tracked stock caps the total at stock_qty, made-to-order at MAX_QUANTITY; `property` is the configuration on add, the quantity on change. */
export function quantityError(
  configuration: ProductConfiguration,
  total: number,
  property: "product_configuration_id" | "quantity" = "product_configuration_id",
): ApiError | null {
  if (configuration.track_inventory) {
    if (configuration.stock_qty <= 0) return { code: 400, property, message: "This item is out of stock." };
    if (total > configuration.stock_qty) {
      return { code: 400, property, message: `Only ${configuration.stock_qty} left in stock.` };
    }
  }
  if (total > MAX_QUANTITY) {
    return { code: 400, property: "quantity", message: `The quantity may not be greater than ${MAX_QUANTITY}.` };
  }
  return null;
}

/** What tells two lines of one piece apart: a ring's size, an e-gift card's recipient and message. */
export type LineChoice = { size: string | null; recipient: GiftRecipient | null };

export const sameChoice = (line: StoredCartLine, choice: LineChoice) =>
  line.size === choice.size && JSON.stringify(line.recipient ?? null) === JSON.stringify(choice.recipient);

/** A gift of the same piece is a separate line, and so is each size of a ring and each e-gift card's recipient. */
const ordinaryLine = (cart: StoredCart | undefined, configurationId: number, choice: LineChoice) =>
  cart?.lines.find((line) => !isGift(line) && line.product_configuration_id === configurationId && sameChoice(line, choice));

/** Every size of a piece draws on the same stock. */
export const quantityInCart = (cart: StoredCart | undefined, configurationId: number) =>
  (cart?.lines ?? [])
    .filter((line) => !isGift(line) && line.product_configuration_id === configurationId)
    .reduce((sum, line) => sum + line.quantity, 0);

/** A ring is added in one of its sizes; a piece of one size takes none. */
export function sizeError(product: Product, size: string | undefined): ApiError | null {
  if (product.sizes.length === 0) {
    return size === undefined ? null : { code: 400, property: "size", message: "This piece comes in one size." };
  }
  if (size === undefined) return { code: 400, property: "size", message: RING_SIZE_REQUIRED };
  return product.sizes.some((s) => s.value === size) ? null : { code: 400, property: "size", message: "The selected size is invalid." };
}

export const RING_SIZE_REQUIRED = "Please choose a ring size.";

/** What an e-gift card's line says of its recipient, as the store posts it (empty fields absent). */
export type RecipientFields = { recipient_name?: string; recipient_email?: string; gift_message?: string; send_on?: string };

export function recipientOf(product: Product, fields: RecipientFields, now = new Date()): { recipient: GiftRecipient | null } | { error: ApiError } {
  const { recipient_name: name, recipient_email: email, gift_message: message, send_on: sendOn } = fields;
  if (!product.digital) {
    const given = (["recipient_name", "recipient_email", "gift_message", "send_on"] as const).find((key) => fields[key] !== undefined);
    return given ? { error: { code: 400, property: given, message: "This piece is not sent by e-mail." } } : { recipient: null };
  }
  if (name === undefined) return { error: { code: 400, property: "recipient_name", message: RECIPIENT_NAME_REQUIRED } };
  if (email === undefined) return { error: { code: 400, property: "recipient_email", message: RECIPIENT_EMAIL_REQUIRED } };
  const late = sendOn === undefined ? null : sendOnProblem(sendOn, now);
  if (late) return { error: { code: 400, property: "send_on", message: late } };
  return { recipient: { name, email: email.toLowerCase(), message: message ?? null, send_on: sendOn ?? null } };
}

export const RECIPIENT_NAME_REQUIRED = "Please enter the recipient's name.";
export const RECIPIENT_EMAIL_REQUIRED = "Please enter the recipient's e-mail address.";

/** The furthest ahead an e-gift card may be sent, in days. */
export const SEND_ON_MAX_DAYS = 365;
export const SEND_ON_MESSAGES = {
  format: "The send_on does not match the format Y-m-d.",
  invalid: "The send_on is not a valid date.",
  past: "The delivery date has passed: choose today or a later day.",
  tooLate: `The delivery date can be at most ${SEND_ON_MAX_DAYS} days from today.`,
} as const;

const HOUR_MS = 3_600_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "Today" is the shopper's: no day is refused that is today somewhere (UTC-12 to UTC+14). */
export function sendOnProblem(day: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return SEND_ON_MESSAGES.format;
  if (!isCalendarDate(day)) return SEND_ON_MESSAGES.invalid;
  // "YYYY-MM-DD" strings sort as the days do.
  if (day < utcDay(now.getTime() - 12 * HOUR_MS)) return SEND_ON_MESSAGES.past;
  if (day > utcDay(now.getTime() + 14 * HOUR_MS + SEND_ON_MAX_DAYS * 24 * HOUR_MS)) return SEND_ON_MESSAGES.tooLate;
  return null;
}
/** The longest message an e-gift card carries. */
export const GIFT_MESSAGE_MAX = 300;

function pushLine(cart: StoredCart, line: Omit<StoredCartLine, "id">): void {
  store.counters.cart_item += 1;
  cart.lines.push({ id: store.counters.cart_item, ...line });
}

export function addLine(cart: StoredCart, configurationId: number, quantity: number, choice: LineChoice = { size: null, recipient: null }): void {
  const line = ordinaryLine(cart, configurationId, choice);
  if (line) {
    line.quantity += quantity;
    return;
  }
  pushLine(cart, { product_configuration_id: configurationId, quantity, ...choice, gift_campaign_id: null, gift_campaign_qty: 0 });
}

export function addGiftLine(cart: StoredCart, configurationId: number): void {
  pushLine(cart, {
    product_configuration_id: configurationId,
    quantity: 1,
    size: null,
    gift_campaign_id: QA_GIFT_CAMPAIGN_ID,
    gift_campaign_qty: 1,
  });
}

/** Run on every read so no path that changes lines can leave the gift behind; an e-mailed card brings none (no parcel). */
export function syncCampaignGift(cart: StoredCart): void {
  const campaignId = store.campaign?.id ?? null;
  const isCampaignGift = (line: StoredCartLine) =>
    line.gift_campaign_id === GIFT_WITH_PURCHASE.campaign_id && line.product_configuration_id === GIFT_WITH_PURCHASE.product_configuration_id;
  const ships = (line: StoredCartLine) => {
    if (isGift(line)) return false;
    const match = findConfiguration(line.product_configuration_id);
    return match !== undefined && !match.product.digital;
  };
  const wanted = campaignId === GIFT_WITH_PURCHASE.campaign_id && cart.lines.some(ships);
  const held = cart.lines.some(isCampaignGift);
  if (wanted && !held) {
    pushLine(cart, {
      product_configuration_id: GIFT_WITH_PURCHASE.product_configuration_id,
      quantity: 1,
      size: null,
      gift_campaign_id: GIFT_WITH_PURCHASE.campaign_id,
      gift_campaign_qty: 1,
    });
  }
  // Always the last line, after the pieces it came with.
  if (wanted) cart.lines = [...cart.lines.filter((line) => !isCampaignGift(line)), ...cart.lines.filter(isCampaignGift)];
  else if (held) cart.lines = cart.lines.filter((line) => !isCampaignGift(line));
}

export const hasGift = (cart: StoredCart, campaignId: number) =>
  cart.lines.some((line) => line.gift_campaign_id === campaignId);

/** A line whose configuration left the store is not served (renderCart), so it is not found here either. */
export function findLine(cart: StoredCart, id: string): StoredCartLine | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const line = cart.lines.find((l) => l.id === Number(id));
  return line && findConfiguration(line.product_configuration_id) ? line : undefined;
}

export function updateError(line: StoredCartLine, quantity: number): ApiError | null {
  if (isGift(line)) return { code: 400, property: "quantity", message: "This gift cannot be changed." };
  const match = findConfiguration(line.product_configuration_id);
  return match ? quantityError(match.configuration, quantity, "quantity") : null;
}

export function removeError(line: StoredCartLine): ApiError | null {
  return isGift(line) ? { code: 400, property: "id", message: "This gift cannot be removed." } : null;
}

export function removeLine(cart: StoredCart, line: StoredCartLine): void {
  cart.lines = cart.lines.filter((l) => l !== line);
}

function itemMaterials(product: Product, configuration: ProductConfiguration) {
  return configurationMaterials(product, configuration).flatMap((found) => {
    if (!found) return [];
    const { material, category } = found;
    const title = material.translations[0]?.title ?? material.sku;
    return [{
      id: material.id,
      sku: material.sku,
      image: material.medias[0]?.url ?? null,
      category_title: category?.translations[0]?.title ?? null,
      title,
      translations: [{ language_id: LANGUAGE_ID, title }],
    }];
  });
}

function cartItem(line: StoredCartLine, product: Product, configuration: ProductConfiguration) {
  const title = productTitle(product);
  const materials = itemMaterials(product, configuration);
  const gift = isGift(line);
  const sale = !gift && configuration.start_at_cost > configuration.cost;
  const image = configuration.medias.find((m) => m.position === "PLP") ?? configuration.medias[0];
  return {
    id: line.id,
    product_id: product.id,
    // The spec's configuration_id is the sku; the numeric id is product_configuration_id.
    configuration_id: configuration.sku,
    product_configuration_id: configuration.id,
    vendor_model: configuration.sku,
    slug: product.slug,
    image_url: image?.url ?? null,
    title,
    translations: [{ language_id: LANGUAGE_ID, title }],
    materials,
    options: {
      materials: materials.map((m) => ({ image: m.image, material_category_title: m.category_title, title: m.title })),
      size: line.size,
      // Mock addition: an e-gift card's recipient ({ name, email, message }); null for anything else.
      recipient: line.recipient ?? null,
      discounts: {},
      gift_cards: {},
    },
    // base_cost is the unit price paid (0 for a gift); start_at_cost the compare-at price (0 when none).
    base_cost: gift ? 0 : configuration.cost,
    sale,
    sale_cost: sale ? configuration.cost : 0,
    start_at_cost: configuration.start_at_cost,
    quantity: line.quantity,
    track_inventory: configuration.track_inventory,
    stock_qty: configuration.stock_qty,
    gift_campaign_id: line.gift_campaign_id,
    gift_campaign_qty: line.gift_campaign_qty,
    collections: product.collections_ids.map((id) => ({ id })),
    categories: product.categories,
    // The e-gift card is e-mailed: a cart of digital items only ships by e-mail (shipping.ts).
    digital: product.digital,
  };
}

export type CartItem = ReturnType<typeof cartItem>;

export function cartItems(cart: StoredCart): CartItem[] {
  syncCampaignGift(cart);
  return cart.lines.flatMap((line) => {
    const match = findConfiguration(line.product_configuration_id);
    return match ? [cartItem(line, match.product, match.configuration)] : [];
  });
}

/** The high-order-volume flag (PUT /__qa/notices); an e-mailed cart is never late. */
export const delayNotice = (items: Array<{ digital: boolean }>) => store.high_order_volume && !isDigitalOnly(items);

/** No items, or only free gift-campaign lines: nothing to buy. */
export const isEmptyCart = (items: CartItem[]) => items.every((item) => item.gift_campaign_id !== null);

/** The chosen rate counts only while it is one of the quoted rates. */
export function cartState(cart: StoredCart) {
  const items = cartItems(cart);
  const rates = ratesFor(cart.rates_address, items);
  // A bag of e-gift cards has one way to go, e-mail, whether or not it was chosen.
  const rate = rates.find((r) => r.id === cart.checkout.shipping_rate_id) ?? (isDigitalOnly(items) ? (rates[0] ?? null) : null);
  const discount = cart.discount_code === null ? null : (findDiscountCode(cart.discount_code) ?? null);
  const giftCards = cart.gift_card_codes.flatMap((code) => findGiftCard(code) ?? []);
  const taxedAt = cart.rates_from_sheet ? cart.rates_address : cart.checkout.shipping_address;
  const totals = computeTotals({
    items,
    discount,
    giftCards,
    shipping: rate?.amount ?? null,
    taxRate: taxedAt ? taxRate(taxedAt.state) : null,
  });
  return { items, rates, rate, discount, totals };
}

export type CartState = ReturnType<typeof cartState>;

export function codeEntries({ discount, totals }: CartState) {
  return {
    discounts: discount ? { [discount.code]: discountEntry(discount, totals.discount) } : {},
    gift_cards: Object.fromEntries(totals.giftCards.map(({ card, used }) => [card.code, giftCardEntry(card, used)])),
  };
}

const nullableDollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

function checkoutCard({ card_token, saved_card_id }: StoredCart["checkout"]) {
  const saved = saved_card_id == null ? undefined : findSavedCardById(saved_card_id);
  if (saved) return { ...cardSummary(saved), saved_card_id: saved.id };
  const token = card_token === null ? undefined : findCardToken(card_token);
  return token ? { ...cardSummary(token), saved_card_id: null } : null;
}

export function renderCart(cart: StoredCart) {
  const state = cartState(cart);
  const { items, rates, rate, totals } = state;
  const { checkout } = cart;
  return {
    unique_id: cart.unique_id,
    items,
    total_cost: toDollars(totals.subtotal),
    discount_amount: toDollars(totals.discount),
    gift_card_amount: toDollars(totals.giftCard),
    shipping_amount: nullableDollars(totals.shipping),
    tax_amount: nullableDollars(totals.tax),
    final_amount: toDollars(totals.final),
    options: codeEntries(state),
    shipping_rates: { rates, delay_notice: delayNotice(items) },
    checkout: {
      checkout_id: checkout.checkout_id,
      email: checkout.email,
      shipping_address: checkout.shipping_address,
      billing_address: checkout.billing_address,
      shipping_rate_id: rate?.id ?? null,
      payment_method: checkout.payment_method,
      card: checkoutCard(checkout),
      gift_message: checkout.gift_message ?? null,
      gift_wrap: checkout.gift_wrap ?? false,
    },
  };
}
