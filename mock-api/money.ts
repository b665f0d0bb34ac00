/**
 * Money. The store keeps USD amounts as numbers, as the wire does (model.ts);
 * every sum, percentage and balance is worked out in integer cents, so
 * 0.1 * 3 is 0.30 and a total never drifts by a cent.
 */
export const toCents = (amount: number) => Math.round(amount * 100);

export const toDollars = (cents: number) => cents / 100;

/** A percentage of an amount in cents, rounded half up to the cent. */
export const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
