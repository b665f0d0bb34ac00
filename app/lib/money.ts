/** Spec 9: en-US, USD, formatted with the currency code; analytics prices to 2 decimals. */
export const CURRENCY = "USD";

// Not Intl.NumberFormat: its first currency formatter is a ~55 ms long task (4x on a phone) during hydration.
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

export function formatPrice(amount: number): string {
  const fixed = cents(amount);
  const minus = amount < 0 && fixed !== "0.00" ? "-" : "";
  return `${minus}${CURRENCY} ${grouped(fixed)}`;
}

export const COMPLIMENTARY = "Complimentary";

export function formatCharge(amount: number): string {
  return amount === 0 ? COMPLIMENTARY : formatPrice(amount);
}

export function analyticsPrice(amount: number): string {
  return amount.toFixed(2);
}

/** Spec 4 "Discount types". */
export const PERCENT = 1;
export const STATIC = 2;

/** Spec 4 "Discount display", but in the one money format rather than the spec's sign (README, departures). */
export function formatDeduction(type: number, used: number, base: number): string {
  const amount = `-${CURRENCY} ${grouped(cents(used))}`;
  return type === PERCENT ? `${amount} (${Number(base.toFixed(2))}%)` : amount;
}
