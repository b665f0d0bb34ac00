import { cartResponse } from "~/services/schemas/cart.server";
import { checkoutOrderResponse, expressStartResponse, placeOrderResponse } from "~/services/schemas/orders.server";

import { cartIdInput } from "../../routes/express";
import { placeInput } from "../../routes/place-order";
import { API, type Operation } from "../operation";
import { cartQuery, expressShipping, expressStart, paypalPayer, paypalRate } from "../requests";

const checkoutCall = { tag: "Cart", bearer: "optional" } as const;

export const checkoutOperations: Operation[] = [
  {
    ...checkoutCall,
    method: "post",
    path: `${API}/carts/checkout`,
    summary: "Place the order: pays by card (or gift card), or opens a provider's payment page (`redirect_url`)",
    body: placeInput,
    response: placeOrderResponse,
    idempotent: true,
    errors: [400, 402, 404, 409, 422],
  },
  {
    ...checkoutCall,
    method: "get",
    path: `${API}/checkout/get-order`,
    summary: "How the latest payment attempt of a cart ended",
    query: cartQuery,
    response: checkoutOrderResponse,
    errors: [400, 404],
  },
  {
    ...checkoutCall,
    method: "post",
    path: `${API}/carts/checkout/express`,
    summary: "Start express checkout: a wallet pays at once, PayPal and Affirm answer their payment page",
    body: expressStart,
    response: expressStartResponse,
    idempotent: true,
    errors: [400, 402, 404, 409, 422],
  },
  {
    ...checkoutCall,
    method: "patch",
    path: `${API}/carts/checkout/express/shipping`,
    summary: "A wallet sheet's or Affirm express's e-mail, address (the region may be all) and rate",
    body: expressShipping,
    response: cartResponse,
    errors: [400, 404],
  },
  {
    ...checkoutCall,
    method: "patch",
    path: `${API}/carts/checkout/paypal/shipping-address`,
    summary: "The approved PayPal payer's e-mail and address",
    body: paypalPayer,
    response: cartResponse,
    errors: [400, 404, 409],
  },
  {
    ...checkoutCall,
    method: "patch",
    path: `${API}/carts/checkout/paypal/shipping-method`,
    summary: "The rate chosen after PayPal approval",
    body: paypalRate,
    response: cartResponse,
    errors: [400, 404, 409],
  },
  {
    ...checkoutCall,
    method: "post",
    path: `${API}/carts/checkout/paypal/order`,
    summary: "Place the order an approved PayPal express payment pays",
    body: cartIdInput,
    response: placeOrderResponse,
    idempotent: true,
    errors: [400, 404, 409, 422],
  },
];
