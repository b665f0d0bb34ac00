/**
 * Shipping rates for an address and the cart's items. Parcels go by ground
 * (complimentary), express or overnight; Alaska and Hawaii get no overnight
 * service. A cart holding only digital items (the e-gift card) is e-mailed:
 * its one rate is free e-mail delivery.
 */
export interface ShippingRate {
  id: string;
  title: string;
  description: string;
  /** USD. */
  amount: number;
}

export const GROUND: ShippingRate = { id: "ground", title: "Complimentary ground", description: "5–7 business days", amount: 0 };
export const EXPRESS: ShippingRate = { id: "express", title: "Express", description: "2 business days", amount: 14 };
export const OVERNIGHT: ShippingRate = {
  id: "overnight",
  title: "Overnight",
  description: "Next business day, order by 1 pm ET",
  amount: 45,
};
export const EMAIL_DELIVERY: ShippingRate = { id: "email", title: "E-mail delivery", description: "Sent within minutes", amount: 0 };

/** No overnight service off the mainland. */
const NO_OVERNIGHT = new Set(["AK", "HI"]);

/** As the storefront reads it: at least one item, and every item digital. */
export const isDigitalOnly = (items: Array<{ digital: boolean }>) => items.length > 0 && items.every((item) => item.digital);

/** The rates for an address, full or partial: only its state matters (none before there is one), fresh copies. */
export function ratesFor(address: { state: string } | null, items: Array<{ digital: boolean }>): ShippingRate[] {
  if (!address) return [];
  if (isDigitalOnly(items)) return [{ ...EMAIL_DELIVERY }];
  const rates = NO_OVERNIGHT.has(address.state) ? [GROUND, EXPRESS] : [GROUND, EXPRESS, OVERNIGHT];
  return rates.map((rate) => ({ ...rate }));
}
