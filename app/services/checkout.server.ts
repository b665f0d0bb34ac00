// Spec 7 "Cart and checkout": card numbers go to the gateway only; the checkout holds a one-time token and the last four.
import { redirect, redirectDocument } from "@remix-run/node";

import { chosenLines, commerceCategory, commerceLineOf } from "~/lib/cart";
import { cheapestRate } from "~/lib/checkout/shipping";
import { toOrderSummary } from "~/lib/checkout/summary";
import type { CommerceLine } from "~/lib/commerce-events";
import type { AddressInput, BillingInput } from "~/lib/forms/address";

import { ApiError, api, failedPage, isNotFound } from "./api.server";
import { getProduct } from "./catalog.server";
import { env } from "./env.server";
import { settleAttempt } from "./idempotency.server";
import {
  cardTokenResponse,
  type Cart,
  type CartItem,
  type CheckoutAddress,
  cartResponse,
  orderRatesResponse,
  shippingRatesResponse,
  paymentGatewaysResponse,
  paymentMethodsResponse,
  type ShippingRate,
} from "./schemas/cart.server";
import { type Order, checkoutOrderResponse, placeOrderResponse } from "./schemas/orders.server";
import { type StoreSession, commitSession, currentPath, getSession, setLastOrder } from "./session.server";
import { happened } from "./store-events.server";

const path = (cartId: string, rest = "") => `/carts/${encodeURIComponent(cartId)}${rest}`;

export async function startCheckout(request: Request, cartId: string): Promise<Cart> {
  return (await api(request, path(cartId, "/start-checkout"), { method: "PATCH", schema: cartResponse, body: {} })).data;
}

export async function getCheckoutCart(request: Request, cartId: string): Promise<Cart> {
  return (await api(request, "/checkout/get-cart", { schema: cartResponse, query: { cart_unique_id: cartId } })).data;
}

export type CheckoutPatch = {
  email?: string;
  shipping_address?: AddressInput;
  billing_address?: BillingInput | null;
  shipping_rate_id?: string;
  payment_method?: string;
  payment_token?: string;
  saved_card_id?: number;
  gift_message?: string;
  gift_wrap?: boolean;
};

export async function updateCheckout(request: Request, cartId: string, patch: CheckoutPatch): Promise<Cart> {
  return (await api(request, path(cartId), { method: "PATCH", schema: cartResponse, body: patch })).data;
}

/** Spec 7 "Shipping methods": asking with an address also makes the rates the cart's. */
export async function getShippingRates(request: Request, cartId: string, address: AddressInput | CheckoutAddress) {
  const response = await api(request, "/shipping-rates-by-address", {
    method: "POST",
    schema: shippingRatesResponse,
    body: { cart_unique_id: cartId, address },
  });
  return response.data.rates;
}

/** Spec 8 rejects shipping-method failures: the caller says there is no estimate. */
export async function estimateShipping(request: Request, cartId: string): Promise<ShippingRate | null> {
  const response = await api(request, "/orders/rates", { method: "POST", schema: orderRatesResponse, body: { cart_unique_id: cartId } });
  return cheapestRate(response.data.rates);
}

export async function getPaymentMethods() {
  return (await api(null, "/payment-methods", { schema: paymentMethodsResponse, cache: "payment_methods" })).data;
}

export async function getPaymentGateways() {
  return (await api(null, "/payment-gateways", { schema: paymentGatewaysResponse, cache: "payment_gateways" })).data;
}

export type CardDetails = {
  holder_name: string;
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string | null;
  save: boolean;
};

export async function tokenizeCard(request: Request, { save, card_name, ...card }: CardDetails) {
  const body = { ...card, ...(card_name ? { card_name } : {}), ...(save ? { save_card: true } : {}) };
  return (await api(request, "/payment-gateways/card/tokens", { method: "POST", schema: cardTokenResponse, body })).data;
}

export async function bindCode(request: Request, cartId: string, code: string): Promise<Cart> {
  const body = { cart_unique_id: cartId, gift_card_code: code };
  return (await api(request, "/carts/bind-gift-card", { method: "POST", schema: cartResponse, body })).data;
}

export async function unbindCode(request: Request, cartId: string, code: string): Promise<Cart> {
  const body = { cart_unique_id: cartId, gift_card_code: code };
  return (await api(request, "/carts/unbind-gift-card", { method: "POST", schema: cartResponse, body })).data;
}

/** `attempt` is the Idempotency-Key (services/idempotency.server.ts): a retry never orders twice. */
export async function placeOrder(request: Request, cartId: string, returnUrl: string, attempt: string) {
  const body = { cart_unique_id: cartId, return_url: returnUrl };
  return (await api(request, "/carts/checkout", { method: "POST", schema: placeOrderResponse, body, idempotencyKey: attempt })).data;
}

/** No answer to place-order (timeout, dropped connection): the API may have placed the order all the same. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 504 || (error.status === 502 && error.errors.length === 0));
}

export const PAYMENT_UNCONFIRMED = "We couldn't confirm your payment with the provider yet. Please try again.";

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

export async function getCheckoutOrder(request: Request, cartId: string) {
  return (await api(request, "/checkout/get-order", { schema: checkoutOrderResponse, query: { cart_unique_id: cartId } })).data;
}

export const progressOf = (cart: Cart, summary = toOrderSummary(cart)) => ({
  ...cart.checkout,
  digitalOnly: summary.digitalOnly,
  amountDue: summary.total,
});


export function purchaseLines(order: Order, placedFrom: CartItem[] = []): CommerceLine[] {
  return chosenLines(order.order_products).map((line) => {
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

export async function purchaseLinesWithCategories(request: Request, order: Order, placedFrom: CartItem[] = []): Promise<CommerceLine[]> {
  const lines = purchaseLines(order, placedFrom);
  const bought = chosenLines(order.order_products);
  return Promise.all(
    lines.map(async (line, index) => {
      const slug = bought[index].slug;
      if (line.category || !slug) return line;
      const product = await getProduct(request, slug).catch(() => null);
      return { ...line, category: product ? commerceCategory(product.categories) : null };
    }),
  );
}

// Spec 4 "Reset cart clears both copies and the stored cart id"; `placedFrom` is read before placing, as the API then forgets the cart.
export async function finishOrder(
  request: Request,
  session: StoreSession,
  cartId: string,
  checkoutId: string,
  order: Order,
  placedFrom: CartItem[] = [],
) {
  session.unset("cart_unique_id");
  settleAttempt(session);
  setLastOrder(session, { cart_unique_id: cartId, po_number: order.po_number });
  happened(request, { kind: "order placed", cartId, checkoutId, order, lines: purchaseLinesWithCategories(request, order, placedFrom) });
  // A new document: the review step's policy allows no third party, and the confirmation tells them of the purchase.
  return redirectDocument(`/checkout/success/${encodeURIComponent(order.po_number)}`, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Open-redirect guard: only an origin of PAYMENT_PROVIDER_ORIGINS, the same list as the CSP's form-action. */
export function isProviderUrl(url: string): boolean {
  return URL.canParse(url) && env.paymentProviderOrigins.includes(new URL(url).origin);
}
