/** The payment methods (spec 4 "Payment methods"). The express ones are set only by the express calls, never by PATCH /carts/{id}. */
export const PAYMENT_METHODS = [
  { id: "card", title: "Credit card", redirect: false, express: false },
  { id: "paypal", title: "PayPal", redirect: true, express: false },
  { id: "klarna", title: "Klarna", redirect: true, express: false },
  { id: "affirm", title: "Affirm", redirect: true, express: false },
  { id: "paypal_express", title: "PayPal", redirect: true, express: true },
  { id: "affirm_express", title: "Affirm", redirect: true, express: true },
  { id: "google_pay", title: "Google Pay", redirect: false, express: true },
  { id: "apple_pay", title: "Apple Pay", redirect: false, express: true },
] as const;

type Method = (typeof PAYMENT_METHODS)[number];

export type PaymentMethodId = Method["id"];

export type CheckoutMethodId = Extract<Method, { express: false }>["id"];

export type RedirectMethodId = Extract<Method, { redirect: true }>["id"];

export type ExpressRedirectMethodId = Extract<Method, { redirect: true; express: true }>["id"];

/** The browser's payment sheet gives a token, the address and the e-mail at once. */
export type WalletMethodId = Extract<Method, { redirect: false; express: true }>["id"];

export type ExpressMethodId = ExpressRedirectMethodId | WalletMethodId;

const method = (value: string) => PAYMENT_METHODS.find((m) => m.id === value);

export const isCheckoutMethod = (value: string): value is CheckoutMethodId => method(value)?.express === false;

/** The ordinary redirect methods, as POST /carts/checkout opens a session for. */
export const isRedirectMethod = (value: string): value is Exclude<RedirectMethodId, ExpressRedirectMethodId> =>
  method(value)?.redirect === true && method(value)?.express === false;

export const isExpressMethod = (value: string): value is ExpressMethodId => method(value)?.express === true;

export const isExpressRedirectMethod = (value: string): value is ExpressRedirectMethodId =>
  method(value)?.express === true && method(value)?.redirect === true;

export const isWalletMethod = (value: string): value is WalletMethodId =>
  method(value)?.express === true && method(value)?.redirect === false;

/** "PayPal" for paypal_express too. */
export const providerName = (id: PaymentMethodId) => method(id)!.title;

/** Spec 3 integration types. */
export const PAYMENT_GATEWAYS = [
  { id: 1, type: 6, name: "Card (test mode)" },
  { id: 2, type: 7, name: "PayPal (sandbox)" },
] as const;
