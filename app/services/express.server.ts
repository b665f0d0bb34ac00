/**
 * Express checkout's API calls (spec 7 "Cart and checkout"; the enumeration
 * paypal_express, affirm_express, google_pay, apple_pay):
 * - PayPal and Affirm start with POST /carts/checkout/express, which answers
 *   the provider's page; the shopper approves there and comes back with the
 *   e-mail and shipping address the provider holds. PayPal's are applied with
 *   PATCH /carts/checkout/paypal/shipping-address and /shipping-method and the
 *   order is placed with POST /carts/checkout/paypal/order; Affirm's with
 *   PATCH /carts/checkout/express/shipping, and its order with the ordinary
 *   POST /carts/checkout.
 * - Google Pay and Apple Pay quote shipping while the browser's payment sheet
 *   is open (PATCH /carts/checkout/express/shipping) and pay in one call
 *   (POST /carts/checkout/express with the wallet's token).
 */
import { createHash } from "node:crypto";

import type { AddressInput } from "~/lib/forms/address";

import { ApiError, api } from "./api.server";
import { getPaymentMethods } from "./checkout.server";
import { type Cart, type CheckoutAddress, cartResponse } from "./schemas/cart.server";
import { expressStartResponse, placeOrderResponse } from "./schemas/orders.server";

/** The express methods of spec 4, as the API names them. */
export const EXPRESS_METHODS = ["paypal_express", "affirm_express", "google_pay", "apple_pay"] as const;
export type ExpressMethod = (typeof EXPRESS_METHODS)[number];
/** The express methods that send the shopper to the provider's page and back. */
export type RedirectExpressMethod = Extract<ExpressMethod, "paypal_express" | "affirm_express">;
export type WalletMethod = Extract<ExpressMethod, "google_pay" | "apple_pay">;

export const isExpressMethod = (value: unknown): value is ExpressMethod =>
  typeof value === "string" && (EXPRESS_METHODS as readonly string[]).includes(value);

/**
 * The express buttons to show: the express methods the API lists (GET
 * /payment-methods, cached for everyone). Express is an extra way to pay,
 * so a failure shows none rather than costing the page.
 */
export async function expressChoices(): Promise<Array<{ id: ExpressMethod; title: string }>> {
  try {
    const methods = await getPaymentMethods();
    return methods.flatMap((method) => (method.express && isExpressMethod(method.id) ? [{ id: method.id, title: method.title }] : []));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** PayPal or Affirm: opens the provider's page for the cart; `redirect_url` is where to send the shopper. */
export async function startRedirectExpress(request: Request, cartId: string, method: RedirectExpressMethod, returnUrl: string) {
  const body = { cart_unique_id: cartId, payment_method: method, return_url: returnUrl };
  return (await api(request, "/carts/checkout/express", { method: "POST", schema: expressStartResponse, body })).data;
}

export type WalletPayment = {
  method: WalletMethod;
  paymentToken: string;
  email: string;
  shippingAddress: AddressInput;
  shippingRateId: string;
};

/** Google Pay or Apple Pay: everything the sheet collected, paid for in one call; answers the order. */
export async function payWithWallet(request: Request, cartId: string, payment: WalletPayment) {
  const body = {
    cart_unique_id: cartId,
    payment_method: payment.method,
    payment_token: payment.paymentToken,
    email: payment.email,
    shipping_address: payment.shippingAddress,
    shipping_rate_id: payment.shippingRateId,
  };
  return (await api(request, "/carts/checkout/express", { method: "POST", schema: expressStartResponse, body, idempotencyKey: walletAttemptKey(cartId, payment.paymentToken) })).data;
}

/** A wallet's token is one payment: its hash is the call's Idempotency-Key, so a retry never pays twice. */
export function walletAttemptKey(cartId: string, paymentToken: string): string {
  return createHash("sha256").update(`${cartId}\n${paymentToken}`).digest("hex");
}

/** A wallet's address before the payment is authorised has only the parts that price shipping. */
export type PartialAddress = { country: string; state: string; zip_code: string; city?: string };

export type ExpressShipping = { email?: string; shipping_address?: AddressInput | CheckoutAddress | PartialAddress; shipping_rate_id?: string };

/** Quotes (and, for a complete address, stores) the express checkout's shipping; answers the cart with its rates and totals. */
export async function updateExpressShipping(request: Request, cartId: string, shipping: ExpressShipping): Promise<Cart> {
  const body = { cart_unique_id: cartId, ...shipping };
  return (await api(request, "/carts/checkout/express/shipping", { method: "PATCH", schema: cartResponse, body })).data;
}

/** PayPal: the e-mail and shipping address the shopper's PayPal account gave. */
export async function applyPaypalShippingAddress(request: Request, cartId: string, email: string, address: AddressInput | CheckoutAddress): Promise<Cart> {
  const body = { cart_unique_id: cartId, email, shipping_address: address };
  return (await api(request, "/carts/checkout/paypal/shipping-address", { method: "PATCH", schema: cartResponse, body })).data;
}

/** PayPal: the shipping method, chosen on return or changed later at the shipping step. */
export async function applyPaypalShippingMethod(request: Request, cartId: string, rateId: string): Promise<Cart> {
  const body = { cart_unique_id: cartId, shipping_rate_id: rateId };
  return (await api(request, "/carts/checkout/paypal/shipping-method", { method: "PATCH", schema: cartResponse, body })).data;
}

/** PayPal: captures the approved payment and places the order; `attempt` is the checkout attempt's key, sent as Idempotency-Key (lib/checkout/placing.ts). */
export async function placePaypalOrder(request: Request, cartId: string, attempt: string) {
  const body = { cart_unique_id: cartId };
  return (await api(request, "/carts/checkout/paypal/order", { method: "POST", schema: placeOrderResponse, body, idempotencyKey: attempt })).data;
}
