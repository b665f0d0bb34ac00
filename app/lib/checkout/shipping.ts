/** Spec 8, wherever a cart is, when the API flags `shipping_rates.delay_notice`. */
export const DELAY_NOTICE = "High order volumes: shipping and delivery may take longer than usual.";

export const NO_SHIPPING_RATES = "We can't ship to this address. Please enter another shipping address.";
