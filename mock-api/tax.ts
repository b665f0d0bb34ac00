/**
 * Sales tax by the shipping address's state. A simplification of US sales
 * tax good enough to exercise the storefront: one rate per state (the
 * biggest markets get their usual combined rate), five states without sales
 * tax, 6% everywhere else. Tax is on the items after the discount; shipping
 * is not taxed (totals.ts).
 */
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

/** Every state (and DC) not listed above. */
export const DEFAULT_TAX_RATE = 0.06;

export const taxRate = (state: string) => (Object.hasOwn(TAX_RATES, state) ? TAX_RATES[state] : DEFAULT_TAX_RATE);
