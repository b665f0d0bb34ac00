// Spec 7 "Cart and checkout": PayPal and Affirm go through the provider's page; Google Pay and Apple Pay pay in one call.
import type { AddressInput } from "~/lib/forms/address";

import { ApiError, api } from "./api.server";
import { getPaymentMethods } from "./checkout.server";
import { walletAttemptKey } from "./idempotency.server";
import { type Cart, type CheckoutAddress, cartResponse } from "./schemas/cart.server";
import { expressStartResponse, placeOrderResponse } from "./schemas/orders.server";

export const EXPRESS_METHODS = ["paypal_express", "affirm_express", "google_pay", "apple_pay"] as const;
export type ExpressMethod = (typeof EXPRESS_METHODS)[number];
export type RedirectExpressMethod = Extract<ExpressMethod, "paypal_express" | "affirm_express">;
export type WalletMethod = Extract<ExpressMethod, "google_pay" | "apple_pay">;

export const isExpressMethod = (value: unknown): value is ExpressMethod =>
  typeof value === "string" && (EXPRESS_METHODS as readonly string[]).includes(value);

/** A failure shows no buttons rather than costing the page. */
export async function expressChoices(): Promise<Array<{ id: ExpressMethod; title: string }>> {
  try {
    const methods = await getPaymentMethods();
    return methods.flatMap((method) => (method.express && isExpressMethod(method.id) ? [{ id: method.id, title: method.title }] : []));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

export async function startRedirectExpress(request: Request, cartId: string, method: RedirectExpressMethod, returnUrl: string) {
  const body = { cart_unique_id: cartId, payment_method: method, return_url: returnUrl };
  return (await api(request, "/carts/checkout/express", { method: "POST", schema: expressStartResponse, body })).data;
}

export type WalletPayment = {
  method: WalletMethod;
  paymentToken: string;
  /** The API places the order only if the sheet's total is still its total. */
  amount: number;
  email: string;
  shippingAddress: AddressInput;
  shippingRateId: string;
};

export async function payWithWallet(request: Request, cartId: string, payment: WalletPayment) {
  const body = {
    cart_unique_id: cartId,
    payment_method: payment.method,
    payment_token: payment.paymentToken,
    amount: payment.amount,
    email: payment.email,
    shipping_address: payment.shippingAddress,
    shipping_rate_id: payment.shippingRateId,
  };
  return (await api(request, "/carts/checkout/express", { method: "POST", schema: expressStartResponse, body, idempotencyKey: walletAttemptKey(cartId, payment.paymentToken) })).data;
}


export type PartialAddress = { country: string; state: string; zip_code: string; city?: string };

export type ExpressShipping = { email?: string; shipping_address?: AddressInput | CheckoutAddress | PartialAddress; shipping_rate_id?: string };

export async function updateExpressShipping(request: Request, cartId: string, shipping: ExpressShipping): Promise<Cart> {
  const body = { cart_unique_id: cartId, ...shipping };
  return (await api(request, "/carts/checkout/express/shipping", { method: "PATCH", schema: cartResponse, body })).data;
}

export async function applyPaypalShippingAddress(request: Request, cartId: string, email: string, address: AddressInput | CheckoutAddress): Promise<Cart> {
  const body = { cart_unique_id: cartId, email, shipping_address: address };
  return (await api(request, "/carts/checkout/paypal/shipping-address", { method: "PATCH", schema: cartResponse, body })).data;
}

export async function applyPaypalShippingMethod(request: Request, cartId: string, rateId: string): Promise<Cart> {
  const body = { cart_unique_id: cartId, shipping_rate_id: rateId };
  return (await api(request, "/carts/checkout/paypal/shipping-method", { method: "PATCH", schema: cartResponse, body })).data;
}

export async function placePaypalOrder(request: Request, cartId: string, attempt: string) {
  const body = { cart_unique_id: cartId };
  return (await api(request, "/carts/checkout/paypal/order", { method: "POST", schema: placeOrderResponse, body, idempotencyKey: attempt })).data;
}
