import {
  cardTokenResponse,
  cartResponse,
  orderRatesResponse,
  paymentGatewaysResponse,
  paymentMethodsResponse,
  shippingRatesResponse,
} from "~/services/schemas/cart.server";

import { addressSchema } from "../../address";
import { addItem, removeItem, updateItem } from "../../routes/cart";
import { cartId as ratesByAddressCart } from "../../routes/checkout";
import { codeInput } from "../../routes/codes";
import { cartId as orderRatesCart } from "../../routes/rates";
import { API, idParam, type Operation, textParam } from "../operation";
import { cardInput, cartQuery, checkoutPatch } from "../requests";

/** Every cart call takes the bearer when the cart is an account's: without it, an account's cart is a 404. */
const cartCall = { tag: "Cart", bearer: "optional", response: cartResponse } as const;

export const cartOperations: Operation[] = [
  { ...cartCall, method: "get", path: `${API}/carts`, summary: "A cart", query: cartQuery, errors: [400, 404] },
  {
    ...cartCall,
    method: "post",
    path: `${API}/carts/items`,
    summary: "Add a line (without `cart_unique_id`, to a new cart)",
    body: addItem,
    errors: [400, 404],
  },
  {
    ...cartCall,
    method: "patch",
    path: `${API}/carts/items/{id}`,
    summary: "Change a line's quantity",
    params: idParam("id"),
    body: updateItem,
    errors: [400, 404],
  },
  {
    ...cartCall,
    method: "delete",
    path: `${API}/carts/items/{id}`,
    summary: "Remove a line",
    params: idParam("id"),
    query: removeItem,
    errors: [400, 404],
  },
  { ...cartCall, method: "post", path: `${API}/carts/bind-gift-card`, summary: "Apply a discount code or gift card", body: codeInput, errors: [400, 404] },
  { ...cartCall, method: "post", path: `${API}/carts/unbind-gift-card`, summary: "Take a code off", body: codeInput, errors: [400, 404] },
  {
    ...cartCall,
    method: "patch",
    path: `${API}/carts/{id}/start-checkout`,
    summary: "Start checkout: gives the cart its checkout id",
    params: textParam("id"),
    errors: [400, 404],
  },
  {
    ...cartCall,
    method: "patch",
    path: `${API}/carts/{id}`,
    summary: "A checkout step: e-mail, addresses, shipping rate, payment, gift message and wrap",
    params: textParam("id"),
    body: checkoutPatch,
    errors: [400, 404],
  },
  { ...cartCall, method: "get", path: `${API}/checkout/get-cart`, summary: "The checkout's copy of the cart", query: cartQuery, errors: [400, 404] },
  {
    ...cartCall,
    method: "post",
    path: `${API}/shipping-rates-by-address`,
    summary: "The rates to an address (the cart's from then on)",
    body: ratesByAddressCart.extend({ address: addressSchema }),
    response: shippingRatesResponse,
    errors: [400, 404],
  },
  {
    ...cartCall,
    method: "post",
    path: `${API}/orders/rates`,
    summary: "The rates to a shipping address, or without one the estimate; and the delay notice",
    body: orderRatesCart.extend({ shipping_address: addressSchema.nullish() }),
    response: orderRatesResponse,
    errors: [400, 404],
  },
  { method: "get", path: `${API}/payment-methods`, summary: "The ways to pay", tag: "Cart", response: paymentMethodsResponse, errors: [] },
  { method: "get", path: `${API}/payment-gateways`, summary: "The payment gateways", tag: "Cart", response: paymentGatewaysResponse, errors: [] },
  {
    method: "post",
    path: `${API}/payment-gateways/card/tokens`,
    summary: "Tokenize a card at the gateway",
    tag: "Cart",
    bearer: "optional",
    body: cardInput,
    response: cardTokenResponse,
    errors: [400],
  },
];
