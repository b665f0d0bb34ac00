/** Spec 4/7 express checkout. PayPal/Affirm approval only approves; the store places the order later; only the latest session counts. */
import { normalizeEmail } from "./accounts";
import { parsePartialAddress } from "./address";
import { cartItems, cartState } from "./cart";
import { CHECKOUT_MESSAGES, quoteShipping, updateCheckout } from "./checkout";
import type { ApiError } from "./http";
import type { CheckoutAddress, ExpressPayer, PartialAddress } from "./model";
import { type ExpressRedirectMethodId, providerName } from "./payments";
import { SANDBOX_BUYERS } from "./seed/sandbox-buyers";
import { ratesFor } from "./shipping";
import { type PaymentSession, store, type StoredCart } from "./store";
import { field, firstMessage } from "./validation";

export function sandboxBuyer(method: ExpressRedirectMethodId): ExpressPayer {
  const { email, shipping_address } = SANDBOX_BUYERS[method];
  return { email, shipping_address: { ...shipping_address } };
}

export const EXPRESS_MESSAGES = {
  /** 409, property null. */
  approveFirst: (method: ExpressRedirectMethodId) => `Approve the payment with ${providerName(method)} first.`,
} as const;

/** The amount the provider's page asks to approve, with the buyer's address applied as the store will apply it on return. */
export function expressQuoteCents(cart: StoredCart, buyer: ExpressPayer): number {
  const address = buyer.shipping_address;
  const rates = ratesFor(address, cartItems(cart));
  const kept = rates.find((rate) => rate.id === cart.checkout.shipping_rate_id) ?? rates[0] ?? null;
  const checkout = { ...cart.checkout, email: buyer.email, shipping_address: address, shipping_rate_id: kept?.id ?? null };
  return cartState({ ...cart, rates_address: address, rates_from_sheet: false, checkout }).totals.final;
}

export function latestExpressSession(cartId: string): PaymentSession | undefined {
  return Object.values(store.payment_sessions)
    .filter((session) => session.cart_unique_id === cartId && session.express)
    .at(-1);
}

export function approvedExpressSession(cartId: string, method: ExpressRedirectMethodId): PaymentSession | undefined {
  const session = latestExpressSession(cartId);
  return session?.status === "approved" && session.method === method ? session : undefined;
}

/** Both required and stored only when both pass; the checkout is then paid with `method`, its card dropped. */
export function takePayer(cart: StoredCart, body: Record<string, unknown>, method: ExpressRedirectMethodId): ApiError[] {
  const problems = updateCheckout(cart, { email: body.email ?? null, shipping_address: body.shipping_address ?? null });
  if (problems.length) return problems;
  Object.assign(cart.checkout, { payment_method: method, card_token: null, saved_card_id: null });
  return [];
}

export const takeShippingRate = (cart: StoredCart, body: Record<string, unknown>): ApiError[] =>
  updateCheckout(cart, { shipping_rate_id: body.shipping_rate_id ?? null });

/** Stores nothing unless all fields pass; a partial address only quotes, a complete one on approved Affirm express sets the method. */
export function updateExpressShipping(cart: StoredCart, body: Record<string, unknown>): ApiError[] {
  const has = (key: string) => Object.hasOwn(body, key);
  const problems: ApiError[] = [];
  const invalid = (property: string, message: string) => problems.push({ code: 400, property, message });

  let email: string | undefined;
  if (has("email")) {
    const parsed = field.email("email").safeParse(body.email);
    if (parsed.success) email = normalizeEmail(parsed.data);
    else invalid("email", firstMessage(parsed));
  }

  let address: { address: PartialAddress; complete: CheckoutAddress | null } | undefined;
  if (has("shipping_address")) {
    const parsed = parsePartialAddress(body.shipping_address, "shipping_address");
    if ("errors" in parsed) problems.push(...parsed.errors);
    else address = parsed;
  }

  let rateId: string | undefined;
  if (has("shipping_rate_id")) {
    const parsed = field.text("shipping_rate_id", 255).safeParse(body.shipping_rate_id);
    const rates = ratesFor(address?.address ?? cart.rates_address, cartItems(cart));
    if (!parsed.success) invalid("shipping_rate_id", firstMessage(parsed));
    else if (rates.length === 0) invalid("shipping_rate_id", CHECKOUT_MESSAGES.noAddress);
    else if (!rates.some((rate) => rate.id === parsed.data)) invalid("shipping_rate_id", CHECKOUT_MESSAGES.rateUnavailable);
    else rateId = parsed.data;
  }

  if (problems.length) return problems;

  const { checkout } = cart;
  if (email !== undefined) checkout.email = email;
  if (address?.complete) {
    checkout.shipping_address = address.complete;
    quoteShipping(cart, address.complete);
    if (approvedExpressSession(cart.unique_id, "affirm_express")) {
      Object.assign(checkout, { payment_method: "affirm_express", card_token: null, saved_card_id: null });
    }
  } else if (address) {
    quoteShipping(cart, address.address);
    cart.rates_from_sheet = true;
  }
  if (rateId !== undefined) checkout.shipping_rate_id = rateId;
  return [];
}
