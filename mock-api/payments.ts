/**
 * The payment methods checkout offers, and the gateways behind them. Card is
 * paid on the spot through the card gateway (cards.ts); PayPal, Klarna and
 * Affirm send the shopper to the provider's page (provider.ts) and back.
 */
export const PAYMENT_METHODS = [
  { id: "card", title: "Credit card", redirect: false },
  { id: "paypal", title: "PayPal", redirect: true },
  { id: "klarna", title: "Klarna", redirect: true },
  { id: "affirm", title: "Affirm", redirect: true },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]["id"];

/** The methods that leave for the provider's page. */
export type RedirectMethodId = Exclude<PaymentMethodId, "card">;

export const isPaymentMethod = (value: string): value is PaymentMethodId => PAYMENT_METHODS.some((m) => m.id === value);

export const isRedirectMethod = (value: string): value is RedirectMethodId =>
  PAYMENT_METHODS.some((m) => m.id === value && m.redirect);

/** The provider's name, as its page and its messages say it. */
export const providerName = (method: RedirectMethodId) => PAYMENT_METHODS.find((m) => m.id === method)!.title;

/** GET /payment-gateways: the gateways configured for the shop (spec 3 integration types). */
export const PAYMENT_GATEWAYS = [
  { id: 1, type: 6, name: "Card (test mode)" },
  { id: 2, type: 7, name: "PayPal (sandbox)" },
] as const;
