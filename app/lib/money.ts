/** Spec 9: en-US, USD, formatted with the currency code; analytics prices to 2 decimals. */
export const CURRENCY = "USD";

// Written out rather than with Intl.NumberFormat: a browser's first currency formatter loads its locale data in one
// long task (~55 ms on a desktop, 4x on a slow phone) that every page would pay while hydrating. Tested against Intl.
function cents(amount: number): string {
  const decimal = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(decimal)) return Math.abs(amount).toFixed(2);
  const [whole, fraction = ""] = decimal.split(".");
  const kept = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2));
  const rounded = fraction.length > 2 && fraction[2] >= "5" ? kept + 1n : kept;
  const digits = rounded.toString().padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function grouped(fixed: string): string {
  const [whole, fraction] = fixed.split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** "USD 1,250.00"; "-USD 5.00" below zero, with no minus on an amount that rounds to zero. */
export function formatPrice(amount: number): string {
  const fixed = cents(amount);
  const minus = amount < 0 && fixed !== "0.00" ? "-" : "";
  return `${minus}${CURRENCY} ${grouped(fixed)}`;
}

/** What a free rate or a gift costs, said the house's way wherever the amount is shown. */
export const COMPLIMENTARY = "Complimentary";

/** "Complimentary" for nothing, else the amount: shipping rates, totals and gift lines alike. */
export function formatCharge(amount: number): string {
  return amount === 0 ? COMPLIMENTARY : formatPrice(amount);
}

export function analyticsPrice(amount: number): string {
  return amount.toFixed(2);
}

/** Spec 4 "Discount types". */
export const PERCENT = 1;
export const STATIC = 2;

/**
 * Spec 4 "Discount display": a minus amount; a percent code adds "(10%)". Gift cards alike. In the one money format of
 * every other amount ("-USD 50.00"), not with the sign the spec names (README, departures).
 */
export function formatDeduction(type: number, used: number, base: number): string {
  const amount = `-${CURRENCY} ${grouped(cents(used))}`;
  return type === PERCENT ? `${amount} (${Number(base.toFixed(2))}%)` : amount;
}
