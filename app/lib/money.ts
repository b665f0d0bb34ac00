/** Spec 9: en-US, USD, formatted with the currency code; analytics prices to 2 decimals. */
export const CURRENCY = "USD";

const formatter = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: CURRENCY,
  currencyDisplay: "code",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(amount: number): string {
  return formatter.format(amount).replace(/\u00a0/g, " ");
}

export function analyticsPrice(amount: number): string {
  return amount.toFixed(2);
}

const signFormatter = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: CURRENCY,
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec 4 "Discount types". */
export const PERCENT = 1;
export const STATIC = 2;

/**
 * Spec 4 "Discount display": a static code shows a minus amount with the
 * currency sign ("-$50.00"); a percent code adds its percentage in
 * parentheses ("-$25.00 (10%)"). Gift cards follow the same rule.
 */
export function formatDeduction(type: number, used: number, base: number): string {
  const amount = `-${signFormatter.format(Math.abs(used))}`;
  return type === PERCENT ? `${amount} (${Number(base.toFixed(2))}%)` : amount;
}
