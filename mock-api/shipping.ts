/** Parcels are insured and signed for, so a P.O. box has no rates; a digital-only cart is e-mailed whatever the address. */
import { addBusinessDays, format } from "date-fns";

import type { CheckoutAddress } from "./model";

/** Business days from the quote: slowest handling, then transit; `earliest`/`latest` are calendar days (yyyy-MM-dd). */
export interface Delivery {
  min_days: number;
  max_days: number;
  earliest: string;
  latest: string;
}

export interface ShippingRate {
  id: string;
  title: string;
  description: string;
  amount: number;
  delivery?: Delivery;
}

type Days = { readonly min: number; readonly max: number };

/** Business days before a piece leaves the atelier: in stock, or made to order (everything in platinum). */
export const HANDLING_DAYS = {
  in_stock: { min: 0, max: 1 },
  made_to_order: { min: 15, max: 20 },
} as const;

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
const EMAIL_DAYS: Days = { min: 0, max: 0 };

const NO_OVERNIGHT = new Set(["AK", "HI"]);

export const SHIPPING_METHODS = [GROUND, EXPRESS, OVERNIGHT].map((rate) => ({
  id: rate.id,
  title: rate.title,
  amount: rate.amount,
  transit_days: TRANSIT_DAYS[rate.id as keyof typeof TRANSIT_DAYS],
  excluded_states: rate === OVERNIGHT ? [...NO_OVERNIGHT] : [],
}));

type Piece = { digital: boolean; track_inventory?: boolean };

/** A bag leaves when its slowest piece is ready: any piece made to order makes the whole parcel wait for it. */
export function handlingOf(items: Piece[]): Days {
  const parcel = items.filter((item) => !item.digital);
  return parcel.some((item) => item.track_inventory === false) ? HANDLING_DAYS.made_to_order : HANDLING_DAYS.in_stock;
}

const calendarDay = (date: Date) => format(date, "yyyy-MM-dd");

export function deliveryOf(rateId: string, items: Piece[], now = new Date()): Delivery {
  const transit: Days = rateId === EMAIL_DELIVERY.id ? EMAIL_DAYS : TRANSIT_DAYS[rateId as keyof typeof TRANSIT_DAYS];
  const handling = rateId === EMAIL_DELIVERY.id ? EMAIL_DAYS : handlingOf(items);
  const min = handling.min + transit.min;
  const max = handling.max + transit.max;
  return { min_days: min, max_days: max, earliest: calendarDay(addBusinessDays(now, min)), latest: calendarDay(addBusinessDays(now, max)) };
}

const quoted = (rates: ShippingRate[], items: Piece[]) => rates.map((rate) => ({ ...rate, delivery: deliveryOf(rate.id, items) }));

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
  items: Piece[]
): ShippingRate[] {
  // E-mailed: the same one rate at any address, or before one.
  if (isDigitalOnly(items)) return quoted([EMAIL_DELIVERY], items);
  if (!address) return [];
  if (isPoBox(address)) return [];
  const rates = NO_OVERNIGHT.has(address.state)
    ? [GROUND, EXPRESS]
    : [GROUND, EXPRESS, OVERNIGHT];
  return quoted(rates, items);
}

/** Overnight is left out: it does not reach every state. */
export function estimateRates(items: Piece[]): ShippingRate[] {
  return quoted(isDigitalOnly(items) ? [EMAIL_DELIVERY] : [GROUND, EXPRESS], items);
}
