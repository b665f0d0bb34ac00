/**
 * Every parcel is insured and handed over against a signature, so none goes to a P.O. box: such an
 * address has no rates. A digital-only cart (the e-gift card) is e-mailed, whatever the address.
 */
import type { CheckoutAddress } from "./model";
import { store } from "./store";

export interface ShippingRate {
  id: string;
  title: string;
  description: string;
  amount: number;
}

/** Business days a parcel is on its way, by method: what GET /order-options states, and what each rate's words say. */
export const TRANSIT_DAYS = {
  ground: { min: 5, max: 7 },
  express: { min: 2, max: 2 },
  overnight: { min: 1, max: 1 },
} as const;

export const GROUND: ShippingRate = {
  id: "ground",
  title: "Complimentary ground",
  description: "5–7 business days",
  amount: 0,
};
export const EXPRESS: ShippingRate = {
  id: "express",
  title: "Express",
  description: "2 business days",
  amount: 14,
};
export const OVERNIGHT: ShippingRate = {
  id: "overnight",
  title: "Overnight",
  description: "Next business day, order by 1 pm ET",
  amount: 45,
};
export const EMAIL_DELIVERY: ShippingRate = {
  id: "email",
  title: "E-mail delivery",
  description: "Sent within minutes",
  amount: 0,
};

const NO_OVERNIGHT = new Set(["AK", "HI"]);

/**
 * The store's shipping terms, for GET /order-options: every method a parcel to the United States may take, its price,
 * its time in transit and the states it does not reach (rates for an address come from ratesFor, below).
 */
export const SHIPPING_METHODS = [GROUND, EXPRESS, OVERNIGHT].map((rate) => ({
  id: rate.id,
  title: rate.title,
  amount: rate.amount,
  transit_days: TRANSIT_DAYS[rate.id as keyof typeof TRANSIT_DAYS],
  excluded_states: rate === OVERNIGHT ? [...NO_OVERNIGHT] : [],
}));

/** As the storefront reads it: at least one item, and every item digital. */
export const isDigitalOnly = (items: Array<{ digital: boolean }>) =>
  items.length > 0 && items.every((item) => item.digital);

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/** A partial address (a wallet's, before authorisation) has no street lines yet: it is no P.O. box. */
export const isPoBox = (address: {
  address?: string | null;
  apartment?: string | null;
}) =>
  PO_BOX.test(address.address ?? "") || PO_BOX.test(address.apartment ?? "");

export function ratesFor(
  address:
    | (Pick<CheckoutAddress, "state"> & {
        address?: string | null;
        apartment?: string | null;
      })
    | null,
  items: Array<{ digital: boolean }>
): ShippingRate[] {
  if (!address) return [];
  if (isDigitalOnly(items)) return [{ ...EMAIL_DELIVERY }];
  if (isPoBox(address)) return [];
  const rates = NO_OVERNIGHT.has(address.state)
    ? [GROUND, EXPRESS]
    : [GROUND, EXPRESS, OVERNIGHT];
  return rates.map((rate) => ({ ...rate }));
}

/**
 * Before an address is known (POST /orders/rates without one): the rates every address in the United States has,
 * for the bag's estimate. Overnight is left out: it does not reach every state.
 */
export function estimateRates(items: Array<{ digital: boolean }>): ShippingRate[] {
  if (isDigitalOnly(items)) return [{ ...EMAIL_DELIVERY }];
  return [GROUND, EXPRESS].map((rate) => ({ ...rate }));
}

/** The high-order-volume flag (PUT /__qa/notices); an e-mailed cart is never late. */
export const delayNotice = (items: Array<{ digital: boolean }>) =>
  store.high_order_volume && !isDigitalOnly(items);
