/**
 * One shipping truth: standard shipping, the first method the API quotes and the one a checkout starts on, costs
 * nothing, so that is the estimate until an address is quoted. Spec 9's "Estimate shipping value: 14" is what
 * express costs, said beside the promise so that it stays true.
 */
export const STANDARD_SHIPPING = 0;
export const EXPRESS_SHIPPING = 14;
export const SHIPPING_PROMISE = `Complimentary standard shipping on every order; express USD ${EXPRESS_SHIPPING.toFixed(2)}.`;

/** Spec 8, wherever a cart is, when the API flags `shipping_rates.delay_notice`. */
export const DELAY_NOTICE = "High order volumes: shipping and delivery may take longer than usual.";

export const NO_SHIPPING_RATES = "We can't ship to this address. Please enter another shipping address.";
