/** Spec 8, wherever a cart is, when the API flags `shipping_rates.delay_notice`. */
export const DELAY_NOTICE = "High order volumes: shipping and delivery may take longer than usual.";

export const NO_SHIPPING_RATES = "We can't ship to this address. Please enter another shipping address.";

/**
 * The bag's shipping estimate before there is an address (spec 7 POST /orders/rates): the cheapest rate the API would
 * quote, which is where a checkout starts. Null when it quotes none.
 */
export function cheapestRate<Rate extends { amount: number }>(rates: ReadonlyArray<Rate>): Rate | null {
  return rates.reduce<Rate | null>((cheapest, rate) => (cheapest === null || rate.amount < cheapest.amount ? rate : cheapest), null);
}
