/**
 * Express checkout (spec 4 payment methods paypal_express, affirm_express,
 * google_pay, apple_pay; spec 7 POST /carts/checkout/express and the PayPal
 * and express shipping calls): a button before the checkout form pays, and
 * the provider tells the store who pays and where the parcel goes.
 *
 * - PayPal and Affirm express leave for the provider's page like their
 *   ordinary methods, but approving there does not place the order: the
 *   session becomes `approved` and the attempt carries the provider
 *   account's buyer (its e-mail and shipping address). The store then shows
 *   the total with shipping and tax and places the order itself: PayPal with
 *   POST /carts/checkout/paypal/order, Affirm with POST /carts/checkout.
 *   Only the cart's latest express session counts (expressSession).
 * - The wallets (Google Pay, Apple Pay) are simulated: the payment sheet's
 *   token, e-mail and address come in one call and the order is placed at
 *   once (wallets.ts). While the sheet is open, PATCH
 *   /carts/checkout/express/shipping quotes the address it reveals, partial
 *   as wallets give it before the payment is authorised (updateExpressShipping).
 *
 * The mock's sandbox accounts each have one fixed buyer (SANDBOX_BUYERS),
 * documented in mock-api/README.md.
 */
import { normalizeEmail } from "./accounts";
import { parsePartialAddress } from "./address";
import { cartItems } from "./cart";
import { CHECKOUT_MESSAGES, quoteShipping, updateCheckout } from "./checkout";
import type { ApiError } from "./http";
import type { CheckoutAddress, ExpressPayer, PartialAddress } from "./model";
import { type ExpressRedirectMethodId, isExpressRedirectMethod, providerName } from "./payments";
import { ratesFor } from "./shipping";
import { type PaymentSession, store, type StoredCart } from "./store";
import { field, firstMessage } from "./validation";

/** The buyer signed in at each provider's sandbox: what approving an express payment hands the store. */
export const SANDBOX_BUYERS: Readonly<Record<ExpressRedirectMethodId, ExpressPayer>> = {
  paypal_express: {
    email: "sandbox-buyer@paypal.example",
    shipping_address: {
      first_name: "Avery",
      last_name: "Buyer",
      company: null,
      address: "500 Market Street",
      apartment: "Suite 200",
      city: "San Francisco",
      state: "CA",
      zip_code: "94105",
      country: "US",
      phone_number: "4155550100",
    },
  },
  affirm_express: {
    email: "sandbox-buyer@affirm.example",
    shipping_address: {
      first_name: "Jordan",
      last_name: "Lee",
      company: null,
      address: "350 Fifth Avenue",
      apartment: "Floor 32",
      city: "New York",
      state: "NY",
      zip_code: "10118",
      country: "US",
      phone_number: "2125550188",
    },
  },
};

/** A fresh copy of the provider's sandbox buyer, for a new session to hold. */
export function sandboxBuyer(method: ExpressRedirectMethodId): ExpressPayer {
  const { email, shipping_address } = SANDBOX_BUYERS[method];
  return { email, shipping_address: { ...shipping_address } };
}

export const EXPRESS_MESSAGES = {
  /** 409, property null: the express call needs the buyer's approval at the provider first. */
  approveFirst: (method: ExpressRedirectMethodId) => `Approve the payment with ${providerName(method)} first.`,
} as const;

/** The cart's latest express session (PayPal or Affirm express), whatever its status, or undefined. */
export function latestExpressSession(cartId: string): PaymentSession | undefined {
  return Object.values(store.payment_sessions)
    .filter((session) => session.cart_unique_id === cartId && session.express)
    .at(-1);
}

/** The cart's latest express session when it is an approved one of `method`, or undefined. */
export function approvedExpressSession(cartId: string, method: ExpressRedirectMethodId): PaymentSession | undefined {
  const session = latestExpressSession(cartId);
  return session?.status === "approved" && session.method === method ? session : undefined;
}

/** The express provider method the cart's checkout is set to pay with, or undefined. */
export function expressRedirectMethodOf(paymentMethod: string | null): ExpressRedirectMethodId | undefined {
  return paymentMethod !== null && isExpressRedirectMethod(paymentMethod) ? paymentMethod : undefined;
}

/**
 * The buyer's e-mail and full shipping address after approval (PATCH
 * /carts/checkout/paypal/shipping-address): both required, checked as
 * PATCH /carts/{id} checks them, and stored only when both pass. The address
 * quotes shipping (a chosen rate survives only while still offered) and the
 * checkout is now paid with `method`, its card dropped.
 */
export function takePayer(cart: StoredCart, body: Record<string, unknown>, method: ExpressRedirectMethodId): ApiError[] {
  const problems = updateCheckout(cart, { email: body.email ?? null, shipping_address: body.shipping_address ?? null });
  if (problems.length) return problems;
  Object.assign(cart.checkout, { payment_method: method, card_token: null, saved_card_id: null });
  return [];
}

/** A shipping method after approval (PATCH /carts/checkout/paypal/shipping-method): required, one of the cart's rates. */
export const takeShippingRate = (cart: StoredCart, body: Record<string, unknown>): ApiError[] =>
  updateCheckout(cart, { shipping_rate_id: body.shipping_rate_id ?? null });

/**
 * PATCH /carts/checkout/express/shipping, for a wallet's open sheet and for
 * Affirm express after approval. Checks every field the body carries and,
 * only when all pass, stores them; returns the errors, one per failing field.
 *
 * - shipping_address may be partial (address.ts parsePartialAddress): it
 *   quotes shipping and becomes the rates address, whose state tax then
 *   follows; only a complete one is also stored as the checkout's shipping
 *   address. A complete one on a cart whose latest express session is an
 *   approved Affirm one also makes affirm_express the payment method.
 * - email: a valid address, stored lower-cased.
 * - shipping_rate_id: one of the rates for the new, else the current, rates address.
 */
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
