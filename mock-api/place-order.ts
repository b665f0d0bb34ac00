import { type CartState, codeEntries, isEmptyCart } from "./cart";
import { CHECKOUT_MESSAGES } from "./checkout";
import type { ApiError } from "./http";
import type { CardSummary, ExpressPayer, Order, OrderProduct } from "./model";
import { toDollars } from "./money";
import { findConfiguration } from "./products";
import { retirePaymentSessions } from "./provider";
import { isDigitalOnly } from "./shipping";
import { MILESTONES } from "./seed/orders";
import { type CheckoutAttempt, store, type StoredCart } from "./store";

export const ORDER_MESSAGES = {
  email: "Enter your e-mail address.",
  address: "Enter a shipping address.",
  billing: "Enter a billing address.",
  rate: "Choose a shipping method.",
  paymentMethod: "Choose a payment method.",
  lowStock: (left: number, title: string) => `Only ${left} left in stock: ${title}.`,
  soldOut: (title: string) => `This item is out of stock: ${title}.`,
} as const;

export const GIFT_CARD_PAYMENT = "gift_card";

const problem = (property: string | null, message: string): ApiError => ({ code: 400, property, message });

export const paidWith = (state: CartState, method: string) => (state.totals.final === 0 ? GIFT_CARD_PAYMENT : method);

/** Checkout-step order; stock is checked again because it may have sold since the piece went in the cart. */
export function orderProblem(cart: StoredCart, state: CartState, method = cart.checkout.payment_method): ApiError | null {
  const { checkout } = cart;
  if (isEmptyCart(state.items)) return problem(null, CHECKOUT_MESSAGES.emptyCart);
  if (!checkout.email) return problem("email", ORDER_MESSAGES.email);
  if (isDigitalOnly(state.items)) {
    // E-mailed to its recipient: no parcel, so no shipping address, only where the card is billed.
    if (!checkout.billing_address && !checkout.shipping_address) return problem("billing_address", ORDER_MESSAGES.billing);
  } else if (!checkout.shipping_address) return problem("shipping_address", ORDER_MESSAGES.address);
  if (!state.rate) return problem("shipping_rate_id", ORDER_MESSAGES.rate);
  for (const item of state.items) {
    if (item.gift_campaign_id !== null || !item.track_inventory) continue;
    const title = item.title;
    if (item.stock_qty <= 0) return problem("quantity", ORDER_MESSAGES.soldOut(title));
    if (item.quantity > item.stock_qty) return problem("quantity", ORDER_MESSAGES.lowStock(item.stock_qty, title));
  }
  if (state.totals.final > 0 && !method) return problem("payment_method", ORDER_MESSAGES.paymentMethod);
  return null;
}

export function recordAttempt(cartId: string, attempt: Omit<CheckoutAttempt, "payer"> & { payer?: ExpressPayer | null }): void {
  store.checkouts[cartId] = { ...attempt, payer: attempt.payer ?? null };
}

export const findAttempt = (cartId: string): CheckoutAttempt | undefined =>
  Object.hasOwn(store.checkouts, cartId) ? store.checkouts[cartId] : undefined;

export interface Payment {
  method: string;
  card: CardSummary | null;
  userId: number | null;
  /** Kept on the paid attempt for GET /checkout/get-order. */
  payer?: ExpressPayer | null;
}

function orderProducts(state: CartState): OrderProduct[] {
  return state.items.map((item) => {
    store.counters.order_product += 1;
    return {
      id: store.counters.order_product,
      product_id: item.product_id,
      product_configuration_id: item.product_configuration_id,
      configuration_id: item.configuration_id,
      materials: item.materials.map((material) => ({ title: material.title })),
      vendor_model: item.vendor_model,
      slug: item.slug,
      title: item.title,
      image_url: item.image_url ?? "",
      price: item.base_cost,
      quantity: item.quantity,
      size: item.options.size,
      recipient: item.options.recipient,
      gift_campaign_id: item.gift_campaign_id,
    };
  });
}

/** Also takes the pieces out of stock, spends gift card balances and forgets the cart (its id is a 404 from now on). */
export function placeOrder(cart: StoredCart, state: CartState, payment: Payment): Order {
  // A bag of e-gift cards has no shipping address: the billing address is its only one.
  const address = isDigitalOnly(state.items) ? null : cart.checkout.shipping_address;
  const billing = (cart.checkout.billing_address ?? cart.checkout.shipping_address)!;
  const { totals } = state;
  store.counters.order += 1;
  store.counters.po_number += 1;
  const order: Order = {
    id: store.counters.order,
    po_number: `ML-${store.counters.po_number}`,
    status: "confirmed",
    milestone: MILESTONES.confirmed,
    tracking_number: null,
    tracking_url: null,
    gift_message: cart.checkout.gift_message ?? null,
    gift_wrap: cart.checkout.gift_wrap ?? false,
    created_at: new Date().toISOString(),
    email: cart.checkout.email!,
    billing_zip: billing.zip_code.slice(0, 5),
    shipping_address: address && {
      name: `${address.first_name} ${address.last_name}`,
      company: address.company,
      address: address.address,
      apartment: address.apartment,
      city: address.city,
      state: address.state,
      zip_code: address.zip_code,
      country: address.country,
      phone_number: address.phone_number,
    },
    billing_address: {
      name: `${billing.first_name} ${billing.last_name}`,
      company: billing.company,
      address: billing.address,
      apartment: billing.apartment,
      city: billing.city,
      state: billing.state,
      zip_code: billing.zip_code,
      country: billing.country,
    },
    subtotal_amount: toDollars(totals.subtotal),
    discount_amount: toDollars(totals.discount),
    gift_card_amount: toDollars(totals.giftCard),
    shipping_amount: toDollars(totals.shipping ?? 0),
    shipping_method: state.rate ? { id: state.rate.id, title: state.rate.title } : null,
    estimated_delivery: state.rate?.delivery ? { earliest: state.rate.delivery.earliest, latest: state.rate.delivery.latest } : null,
    tax_amount: toDollars(totals.tax ?? 0),
    final_amount: toDollars(totals.final),
    currency_code: "USD",
    payment_method: payment.method,
    card: payment.card,
    options: codeEntries(state),
    order_products: orderProducts(state),
    user_id: payment.userId,
  };
  store.orders.push(order);

  for (const item of state.items) {
    const configuration = findConfiguration(item.product_configuration_id)?.configuration;
    if (configuration?.track_inventory) configuration.stock_qty = Math.max(0, configuration.stock_qty - item.quantity);
  }
  for (const { card, used } of totals.giftCards) {
    if (card.balance_cents !== null) card.balance_cents -= used;
  }
  delete store.carts[cart.unique_id];
  retirePaymentSessions(cart.unique_id);
  for (const user of store.users) {
    if (user.cart_unique_id === cart.unique_id) user.cart_unique_id = null;
  }
  recordAttempt(cart.unique_id, { status: "paid", payment_method: payment.method, message: null, order_id: order.id, payer: payment.payer });
  return order;
}
