/**
 * What the store says about shipping before the API has quoted it, and when
 * the API says it will be slow.
 */

/** Spec 9 "Estimate shipping value: 14": counted as shipping until there is an address to quote. */
export const ESTIMATED_SHIPPING = 14;

/**
 * Spec 8: "A notice warns of shipping and delivery delays from high order
 * volumes." Shown where a cart is, whenever the API flags it
 * (`shipping_rates.delay_notice`).
 */
export const DELAY_NOTICE = "High order volumes: shipping and delivery may take longer than usual.";

/** The address step's refusal when the API has no shipping rate for the address. */
export const NO_SHIPPING_RATES = "We can't ship to this address. Please enter another shipping address.";
