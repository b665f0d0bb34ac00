/**
 * The checkout's API calls (spec 7 "Cart and checkout"). The checkout copy of
 * the cart (GET /checkout/get-cart) carries the steps' state; each step saves
 * its part with PATCH /carts/{id}. Card numbers go to the gateway only
 * (POST /payment-gateways/card/tokens): from here on the checkout holds a
 * one-time token and the last four digits.
 */
import { redirect, redirectDocument } from "@remix-run/node";

import { commerceCategory, commerceLineOf } from "~/lib/cart";
import { toOrderSummary } from "~/lib/checkout/summary";
import type { Commerce, CommerceLine } from "~/lib/commerce-events";
import type { AddressInput } from "~/lib/forms/address";
import { analyticsPrice } from "~/lib/money";

import { type ClientEvent, sendEvent } from "./analytics.server";
import { ApiError, api, failedPage, isNotFound } from "./api.server";
import { getProduct } from "./catalog.server";
import { env } from "./env.server";
import {
  cardTokenResponse,
  type Cart,
  type CartItem,
  type CheckoutAddress,
  cartResponse,
  orderRatesResponse,
  paymentGatewaysResponse,
  paymentMethodsResponse,
} from "./schemas/cart.server";
import { type Order, checkoutOrderResponse, placeOrderResponse } from "./schemas/orders.server";
import { type StoreSession, commitSession, currentPath, getSession, setLastOrder } from "./session.server";

const path = (cartId: string, rest = "") => `/carts/${encodeURIComponent(cartId)}${rest}`;

/** PATCH /carts/{id}/start-checkout: gives the cart its checkout id (the same one on every call). */
export async function startCheckout(request: Request, cartId: string): Promise<Cart> {
  return (await api(request, path(cartId, "/start-checkout"), { method: "PATCH", schema: cartResponse, body: {} })).data;
}

/** The checkout copy. Spec 8: a failure is rejected to the caller. */
export async function getCheckoutCart(request: Request, cartId: string): Promise<Cart> {
  return (await api(request, "/checkout/get-cart", { schema: cartResponse, query: { cart_unique_id: cartId } })).data;
}

export type CheckoutPatch = {
  email?: string;
  shipping_address?: AddressInput;
  shipping_rate_id?: string;
  payment_method?: string;
  payment_token?: string;
  /** One of the signed-in shopper's saved cards, instead of a token. */
  saved_card_id?: number;
};

export async function updateCheckout(request: Request, cartId: string, patch: CheckoutPatch): Promise<Cart> {
  return (await api(request, path(cartId), { method: "PATCH", schema: cartResponse, body: patch })).data;
}

/**
 * Spec 7 POST /orders/rates: the shipping methods for an address, asked when
 * the address changes (the API makes them the cart's too, so the checkout
 * copy carries them from then on); `data.rates` is read, and none means
 * nothing can be shipped there. Its `delay_notice` is the cart's as well,
 * which every page reads already. Rejected on failure (spec 8).
 */
export async function getShippingRates(request: Request, cartId: string, address: AddressInput | CheckoutAddress) {
  const response = await api(request, "/orders/rates", {
    method: "POST",
    schema: orderRatesResponse,
    body: { cart_unique_id: cartId, shipping_address: address },
  });
  return response.data.rates;
}

/** Spec 4 "payment_methods" cache group: the same for every shopper. */
export async function getPaymentMethods() {
  return (await api(null, "/payment-methods", { schema: paymentMethodsResponse, cache: "payment_methods" })).data;
}

/** Spec 4 "payment_gateways" cache group: the same for every shopper. */
export async function getPaymentGateways() {
  return (await api(null, "/payment-gateways", { schema: paymentGatewaysResponse, cache: "payment_gateways" })).data;
}

export type CardDetails = {
  holder_name: string;
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  /** The shopper's own name for the card. */
  card_name: string | null;
  /** Keep the card for the account once the order is paid. */
  save: boolean;
};

/** The card goes to the gateway and nowhere else; what comes back stands for it. */
export async function tokenizeCard(request: Request, { save, card_name, ...card }: CardDetails) {
  const body = { ...card, ...(card_name ? { card_name } : {}), ...(save ? { save_card: true } : {}) };
  return (await api(request, "/payment-gateways/card/tokens", { method: "POST", schema: cardTokenResponse, body })).data;
}

/** One code field for both: the API tells discount codes from gift cards. */
export async function bindCode(request: Request, cartId: string, code: string): Promise<Cart> {
  const body = { cart_unique_id: cartId, gift_card_code: code };
  return (await api(request, "/carts/bind-gift-card", { method: "POST", schema: cartResponse, body })).data;
}

export async function unbindCode(request: Request, cartId: string, code: string): Promise<Cart> {
  const body = { cart_unique_id: cartId, gift_card_code: code };
  return (await api(request, "/carts/unbind-gift-card", { method: "POST", schema: cartResponse, body })).data;
}

/**
 * POST /carts/checkout: an order now, or the provider's page to send the shopper to. `attempt` is the
 * checkout attempt's key (lib/checkout/placing.ts), sent as Idempotency-Key.
 */
export async function placeOrder(request: Request, cartId: string, returnUrl: string, attempt: string) {
  const body = { cart_unique_id: cartId, return_url: returnUrl };
  return (await api(request, "/carts/checkout", { method: "POST", schema: placeOrderResponse, body, idempotencyKey: attempt })).data;
}

/**
 * A place-order call that got no answer: it timed out, or the connection
 * failed under it. The API may have placed the order all the same.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 504 || (error.status === 502 && error.errors.length === 0));
}

/** The provider's answer could not be read: nothing is known of the payment yet, and coming back here asks again. */
export const PAYMENT_UNCONFIRMED = "We couldn't confirm your payment with the provider yet. Please try again.";

/**
 * Where a provider sends the shopper back (the provider return, the express
 * return): the session's cart and the outcome of its last checkout. No cart
 * goes to the order just placed or to /checkout; a cart the API no longer
 * knows to /checkout; an unreadable outcome is a page that asks again.
 */
export async function returnedCheckout(request: Request) {
  const session = await getSession(request);
  const cartId = session.get("cart_unique_id");
  if (!cartId) throw redirect(session.get("last_order") ? "/checkout/success" : "/checkout");
  try {
    return { session, cartId, outcome: await getCheckoutOrder(request, cartId) };
  } catch (error) {
    if (isNotFound(error)) throw redirect("/checkout");
    if (error instanceof ApiError) failedPage(PAYMENT_UNCONFIRMED, currentPath(request));
    throw error;
  }
}

/** The outcome of the cart's last checkout: paid (with the order), pending, cancelled or declined. */
export async function getCheckoutOrder(request: Request, cartId: string) {
  return (await api(request, "/checkout/get-order", { schema: checkoutOrderResponse, query: { cart_unique_id: cartId } })).data;
}

/* ---- what the checkout's pages share ---- */

/** What the steps need to know of the checkout copy (lib/checkout/steps). */
export const progressOf = (cart: Cart, summary = toOrderSummary(cart)) => ({ ...cart.checkout, amountDue: summary.total });

/** Events carry the cart and checkout ids; purchase adds the order. Sent without holding up the page. */
export function trackCheckout(request: Request, event: ClientEvent, commerce?: Commerce) {
  void sendEvent(request, { url: currentPath(request), ...event }, { commerce });
}

/**
 * The order's lines as the purchase event describes them. An order line has
 * no category: it is the one its cart line had (commerceLineOf, as the bag's
 * events say it), found by configuration among the items the order was
 * placed from; none when those are not known.
 */
export function purchaseLines(order: Order, placedFrom: CartItem[] = []): CommerceLine[] {
  return order.order_products.map((line) => {
    const item = placedFrom.find((candidate) => candidate.product_configuration_id === line.product_configuration_id);
    return {
      productId: line.product_id,
      sku: line.configuration_id,
      name: line.title,
      category: item ? commerceLineOf(item).category : null,
      price: line.price,
      quantity: line.quantity,
    };
  });
}

/**
 * The purchase's lines with a category each: a line whose cart line is not
 * known (an order paid on a provider's page or by a wallet, after the API
 * forgot the cart) takes its product's first category from the catalogue
 * (a cached read); none when that fails.
 */
export async function purchaseLinesWithCategories(request: Request, order: Order, placedFrom: CartItem[] = []): Promise<CommerceLine[]> {
  const lines = purchaseLines(order, placedFrom);
  return Promise.all(
    lines.map(async (line, index) => {
      const slug = order.order_products[index].slug;
      if (line.category || !slug) return line;
      const product = await getProduct(request, slug).catch(() => null);
      return { ...line, category: product ? commerceCategory(product.categories) : null };
    }),
  );
}

/**
 * Spec 4 "Reset cart clears both copies and the stored cart id"; the success
 * page reads the order back. `placedFrom` is the cart's items when the caller
 * read them before placing the order (the API forgets the cart once it is
 * an order): the purchase's categories come from them, else from the
 * catalogue. The event waits for neither: the shopper goes on at once.
 */
export async function finishOrder(
  request: Request,
  session: StoreSession,
  cartId: string,
  checkoutId: string,
  order: Order,
  placedFrom: CartItem[] = [],
) {
  session.unset("cart_unique_id");
  session.unset("placing");
  setLastOrder(session, { cart_unique_id: cartId, po_number: order.po_number });
  void purchaseLinesWithCategories(request, order, placedFrom).then((lines) =>
    trackCheckout(request, {
      event_id: "purchase",
      cart_id: cartId,
      checkout_id: checkoutId,
      order_id: order.po_number,
      product_price: analyticsPrice(order.final_amount),
    }, { lines, currency: order.currency_code, value: order.final_amount }),
  );
  // A new document: the review step's policy allows no third party, and the confirmation tells them of the purchase.
  return redirectDocument(`/checkout/success/${encodeURIComponent(order.po_number)}`, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * Off-site only to the payment provider the API names, and only to an origin
 * of PAYMENT_PROVIDER_ORIGINS (http(s) by construction; by default the API's
 * own). The same list is the CSP's form-action, so a redirect allowed here is
 * one the browser follows.
 */
export function isProviderUrl(url: string): boolean {
  return URL.canParse(url) && env.paymentProviderOrigins.includes(new URL(url).origin);
}
