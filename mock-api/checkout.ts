/** The cart's checkout state, set by PATCH /carts/{id}; it lives on the stored cart, so changing the items keeps it. */
import { z } from "zod";

import { normalizeEmail } from "./accounts";
import { parseAddress, parseBillingAddress } from "./address";
import { cartItems, isEmptyCart } from "./cart";
import { findUsableCardToken } from "./cards";
import type { ApiError } from "./http";
import { opaqueId } from "./ids";
import type { BillingAddress, CheckoutAddress, PartialAddress, StoredSavedCard, User } from "./model";
import { isCheckoutMethod } from "./payments";
import { ownSavedCard, SAVED_CARD_MESSAGES } from "./saved-cards";
import { GIFT_MESSAGE } from "./seed/terms";
import { ratesFor } from "./shipping";
import { store, type StoredCart } from "./store";
import { field, firstMessage } from "./validation";

export const CHECKOUT_MESSAGES = {
  emptyCart: "Your cart is empty.",
  rateUnavailable: "The selected shipping method is not available.",
  noAddress: "Enter a shipping address first.",
  paymentMethod: "The selected payment method is invalid.",
  cardUnverified: "The card could not be verified. Enter it again.",
} as const;

const error = (property: string | null, message: string): ApiError => ({ code: 400, property, message });

/** An empty cart cannot check out. */
export function startCheckout(cart: StoredCart): ApiError | null {
  if (isEmptyCart(cartItems(cart))) return error(null, CHECKOUT_MESSAGES.emptyCart);
  if (cart.checkout.checkout_id === null) {
    store.counters.checkout += 1;
    // 24 hex characters: never mistaken for a 32-character cart id.
    cart.checkout.checkout_id = opaqueId("checkout", store.counters.checkout, 24);
  }
  return null;
}

/** A chosen rate is kept only if still offered; tax follows the checkout's address again (express.ts may then set rates_from_sheet). */
export function quoteShipping(cart: StoredCart, address: PartialAddress) {
  const rates = ratesFor(address, cartItems(cart));
  cart.rates_address = address;
  cart.rates_from_sheet = false;
  if (!rates.some((rate) => rate.id === cart.checkout.shipping_rate_id)) cart.checkout.shipping_rate_id = null;
  return rates;
}

const textField = (name: string) => field.text(name, 255);

/** "" or null takes the message off; the card in the box holds GIFT_MESSAGE.max_length characters. */
export const giftMessageField = z.preprocess(
  (value) => (value === null ? "" : value),
  z.string({ invalid_type_error: "The gift_message must be a string." }).max(
    GIFT_MESSAGE.max_length,
    `The gift_message may not be greater than ${GIFT_MESSAGE.max_length} characters.`,
  ),
);

/** Stores nothing unless every field passes; a payment_token or saved_card_id alone means card; billing_address null bills shipping. */
export function updateCheckout(cart: StoredCart, body: Record<string, unknown>, user?: User): ApiError[] {
  const has = (key: string) => Object.hasOwn(body, key);
  const problems: ApiError[] = [];

  let email: string | undefined;
  if (has("email")) {
    const parsed = field.email("email").safeParse(body.email);
    if (parsed.success) email = normalizeEmail(parsed.data);
    else problems.push(error("email", firstMessage(parsed)));
  }

  let address: CheckoutAddress | undefined;
  if (has("shipping_address")) {
    const parsed = parseAddress(body.shipping_address, "shipping_address");
    if ("errors" in parsed) problems.push(...parsed.errors);
    else address = parsed.address;
  }

  let billing: { address: BillingAddress | null } | undefined;
  if (has("billing_address")) {
    const parsed = parseBillingAddress(body.billing_address);
    if ("errors" in parsed) problems.push(...parsed.errors);
    else billing = parsed;
  }

  let rateId: string | undefined;
  if (has("shipping_rate_id")) {
    const parsed = textField("shipping_rate_id").safeParse(body.shipping_rate_id);
    const rates = ratesFor(address ?? cart.rates_address, cartItems(cart));
    if (!parsed.success) problems.push(error("shipping_rate_id", firstMessage(parsed)));
    else if (rates.length === 0) problems.push(error("shipping_rate_id", CHECKOUT_MESSAGES.noAddress));
    else if (!rates.some((rate) => rate.id === parsed.data)) problems.push(error("shipping_rate_id", CHECKOUT_MESSAGES.rateUnavailable));
    else rateId = parsed.data;
  }

  let method: string | undefined;
  let cardToken: string | undefined;
  let savedCard: StoredSavedCard | undefined;
  if (has("payment_method") || has("payment_token") || has("saved_card_id")) {
    const parsed = has("payment_method") ? textField("payment_method").safeParse(body.payment_method) : { success: true as const, data: "card" };
    if (!parsed.success) problems.push(error("payment_method", firstMessage(parsed)));
    else if (!isCheckoutMethod(parsed.data)) problems.push(error("payment_method", CHECKOUT_MESSAGES.paymentMethod));
    else method = parsed.data;
    if (method === "card" && has("saved_card_id")) {
      const id = field.id("saved_card_id").safeParse(body.saved_card_id);
      if (!id.success) problems.push(error("saved_card_id", firstMessage(id)));
      else {
        savedCard = ownSavedCard(user, id.data);
        if (!savedCard) problems.push(error("saved_card_id", SAVED_CARD_MESSAGES.notFoundAtCheckout));
      }
    } else if (method === "card") {
      const token = typeof body.payment_token === "string" ? body.payment_token.trim() : "";
      if (findUsableCardToken(token, user?.id ?? null)) cardToken = token;
      else problems.push(error("payment_token", CHECKOUT_MESSAGES.cardUnverified));
    }
  }

  let giftMessage: string | null | undefined;
  if (has("gift_message")) {
    const parsed = giftMessageField.safeParse(body.gift_message);
    if (parsed.success) giftMessage = parsed.data.trim() || null;
    else problems.push(error("gift_message", firstMessage(parsed)));
  }

  let giftWrap: boolean | undefined;
  if (has("gift_wrap")) {
    if (typeof body.gift_wrap === "boolean") giftWrap = body.gift_wrap;
    else problems.push(error("gift_wrap", "The gift_wrap field must be true or false."));
  }

  if (problems.length) return problems;

  const { checkout } = cart;
  if (giftMessage !== undefined) checkout.gift_message = giftMessage;
  if (giftWrap !== undefined) checkout.gift_wrap = giftWrap;
  if (email !== undefined) checkout.email = email;
  if (address) {
    checkout.shipping_address = address;
    quoteShipping(cart, address);
  }
  if (billing) checkout.billing_address = billing.address;
  if (rateId !== undefined) checkout.shipping_rate_id = rateId;
  if (method !== undefined) {
    checkout.payment_method = method;
    checkout.card_token = cardToken ?? null;
    checkout.saved_card_id = savedCard?.id ?? null;
    if (cardToken) store.card_tokens[cardToken].used = true;
  }
  return [];
}
