/** Spec 9: en-US, USD, formatted with the currency code; analytics prices to 2 decimals. */
export const CURRENCY = "USD";

/**
 * en-US grouping and two decimals, written out rather than through
 * `Intl.NumberFormat`: a browser's first currency formatter loads its locale
 * data in one long main-thread task (about 55 ms on a desktop core, four times
 * that on a slow phone), and every page would pay it while hydrating. Like
 * Intl, it rounds the number's shortest decimal form half away from zero
 * (0.015 is "0.02"). The unit tests hold it to `Intl.NumberFormat`'s output.
 */
function cents(amount: number): string {
  const decimal = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(decimal)) return Math.abs(amount).toFixed(2);
  const [whole, fraction = ""] = decimal.split(".");
  const kept = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2));
  const rounded = fraction.length > 2 && fraction[2] >= "5" ? kept + 1n : kept;
  const digits = rounded.toString().padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "1,250.00" from `cents`' "1250.00". */
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

export function analyticsPrice(amount: number): string {
  return amount.toFixed(2);
}

/** Spec 4 "Discount types". */
export const PERCENT = 1;
export const STATIC = 2;

/**
 * Spec 4 "Discount display": a static code shows a minus amount with the
 * currency sign ("-$50.00"); a percent code adds its percentage in
 * parentheses ("-$25.00 (10%)"). Gift cards follow the same rule.
 */
export function formatDeduction(type: number, used: number, base: number): string {
  const amount = `-$${grouped(cents(used))}`;
  return type === PERCENT ? `${amount} (${Number(base.toFixed(2))}%)` : amount;
}
