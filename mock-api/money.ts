/** USD amounts are numbers on the wire, but every sum is worked out in integer cents, so a total never drifts by a cent. */
export const toCents = (amount: number) => Math.round(amount * 100);

export const toDollars = (cents: number) => cents / 100;

/** Rounded half up to the cent. */
export const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
