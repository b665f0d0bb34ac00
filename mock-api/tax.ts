/** A simplification good enough to exercise the storefront: one rate per state, 6% where not listed. */
export const TAX_RATES: Readonly<Record<string, number>> = {
  NY: 0.08875,
  CA: 0.0725,
  IL: 0.0625,
  TX: 0.0625,
  FL: 0.06,
  WA: 0.065,
  MA: 0.0625,
  NJ: 0.06625,
  // No sales tax.
  DE: 0,
  MT: 0,
  NH: 0,
  OR: 0,
  AK: 0,
};

export const DEFAULT_TAX_RATE = 0.06;

export const taxRate = (state: string) => (Object.hasOwn(TAX_RATES, state) ? TAX_RATES[state] : DEFAULT_TAX_RATE);
