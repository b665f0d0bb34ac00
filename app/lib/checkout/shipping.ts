/** Spec 8. */
export const DELAY_NOTICE = "High order volumes: shipping and delivery may take longer than usual.";

export const NO_SHIPPING_RATES = "We can't ship to this address. Please enter another shipping address.";

/** Spec 7 POST /orders/rates. */
export function cheapestRate<Rate extends { amount: number }>(rates: ReadonlyArray<Rate>): Rate | null {
  return rates.reduce<Rate | null>((cheapest, rate) => (cheapest === null || rate.amount < cheapest.amount ? rate : cheapest), null);
}
