/** Spec 9: en-US, USD, formatted with the currency code; analytics prices to 2 decimals. */
const formatter = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
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
