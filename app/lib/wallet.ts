// Spec 4's google_pay and apple_pay via Payment Request; until authorisation the wallet hides street, name and phone.
import type { PartialAddress } from "~/services/express.server";
import type { Cart } from "~/services/schemas/cart.server";


export const WALLET_METHODS = {
  google_pay: "https://google.com/pay",
  apple_pay: "https://apple.com/apple-pay",
} as const;
export type WalletId = keyof typeof WALLET_METHODS;

/** CSP: Chrome fetches Google Pay's method manifest, then its site; Apple Pay fetches nothing. */
export const WALLET_CONNECT_SOURCES = [WALLET_METHODS.google_pay, "https://pay.google.com"];

export const isWalletId = (value: unknown): value is WalletId => typeof value === "string" && Object.hasOwn(WALLET_METHODS, value);

export const WALLET_MESSAGES = {
  noCart: "Your cart is empty.",
  noRates: "We cannot ship to this address. Please choose another one.",
  unavailable: "This payment could not be started. Please choose another way to pay.",
  unconfirmed: "We could not confirm your payment. Please check your email for an order confirmation before trying again.",
} as const;

/** Test values: a live shop puts its gateway and merchant ids here. */
const GOOGLE_PAY = {
  environment: "TEST",
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [
    {
      type: "CARD",
      parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: ["AMEX", "DISCOVER", "MASTERCARD", "VISA"] },
      tokenizationSpecification: { type: "PAYMENT_GATEWAY", parameters: { gateway: "example", gatewayMerchantId: "exampleGatewayMerchantId" } },
    },
  ],
};

const APPLE_PAY = {
  version: 3,
  merchantIdentifier: "merchant.example.maison-lumiere",
  merchantCapabilities: ["supports3DS"],
  supportedNetworks: ["amex", "discover", "masterCard", "visa"],
  countryCode: "US",
};

export function methodData(method: WalletId): PaymentMethodData[] {
  return [{ supportedMethods: WALLET_METHODS[method], data: method === "google_pay" ? GOOGLE_PAY : APPLE_PAY }];
}

export const SHEET_OPTIONS: PaymentOptions = {
  requestPayerEmail: true,
  requestPayerName: true,
  requestPayerPhone: true,
  requestShipping: true,
  shippingType: "shipping",
};

export function amountOf(value: number): PaymentCurrencyAmount {
  const cents = Math.round(value * 100);
  const sign = cents < 0 ? "-" : "";
  return { currency: "USD", value: `${sign}${(Math.abs(cents) / 100).toFixed(2)}` };
}

const totalItem = (value: number): PaymentItem => ({ label: "Total", amount: amountOf(value) });

export function initialDetails(total: number): PaymentDetailsInit {
  return { total: totalItem(Math.max(0, total)), displayItems: [] };
}

export type QuoteCart = Pick<Cart, "total_cost" | "discount_amount" | "gift_card_amount" | "shipping_amount" | "tax_amount"> & {
  shipping_rates: Pick<Cart["shipping_rates"], "rates">;
  checkout: Pick<Cart["checkout"], "shipping_rate_id">;
};

export function appliedRate(cart: Pick<QuoteCart, "shipping_rates" | "checkout">): string | null {
  const id = cart.checkout.shipping_rate_id;
  return id !== null && cart.shipping_rates.rates.some((rate) => rate.id === id) ? id : null;
}

export function quoteUpdate(cart: QuoteCart, total: number): PaymentDetailsUpdate {
  const rates = cart.shipping_rates.rates;
  if (rates.length === 0) return failedQuote(WALLET_MESSAGES.noRates, {});
  const selected = appliedRate(cart) ?? rates[0].id;
  const displayItems: PaymentItem[] = [{ label: "Subtotal", amount: amountOf(cart.total_cost) }];
  if (cart.discount_amount > 0) displayItems.push({ label: "Discount", amount: amountOf(-cart.discount_amount) });
  if (cart.shipping_amount !== null) displayItems.push({ label: "Shipping", amount: amountOf(cart.shipping_amount) });
  if (cart.tax_amount !== null) displayItems.push({ label: "Tax", amount: amountOf(cart.tax_amount) });
  if (cart.gift_card_amount > 0) displayItems.push({ label: "Gift cards", amount: amountOf(-cart.gift_card_amount) });
  return {
    total: totalItem(total),
    displayItems,
    shippingOptions: rates.map((rate) => ({
      id: rate.id,
      label: rate.description ? `${rate.title} (${rate.description})` : rate.title,
      amount: amountOf(rate.amount),
      selected: rate.id === selected,
    })),
  };
}

const SHEET_FIELD: Record<string, keyof AddressErrors> = { country: "country", state: "region", zip_code: "postalCode", city: "city" };

export function failedQuote(message: string, fieldErrors: Record<string, string>): PaymentDetailsUpdate {
  const shippingAddressErrors: AddressErrors = {};
  for (const [field, error] of Object.entries(fieldErrors)) {
    const name = SHEET_FIELD[field];
    if (name && !(name in shippingAddressErrors)) shippingAddressErrors[name] = error;
  }
  return { error: message, shippingOptions: [], ...(Object.keys(shippingAddressErrors).length > 0 ? { shippingAddressErrors } : {}) };
}

export type SheetAddress = Pick<PaymentAddress, "country" | "region" | "city" | "postalCode" | "addressLine" | "recipient" | "phone" | "organization">;

export function partialAddress(address: SheetAddress): PartialAddress {
  const city = address.city.trim();
  return { country: address.country.trim().toUpperCase(), state: address.region.trim(), zip_code: address.postalCode.trim(), ...(city ? { city } : {}) };
}

/** A one-word name fills both rather than the API refusing the payment. */
export function splitName(name: string): { first_name: string; last_name: string } | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return { first_name: words[0], last_name: words[0] };
  return { first_name: words.slice(0, -1).join(" "), last_name: words[words.length - 1] };
}

type Payer = { payerName?: string | null; payerPhone?: string | null };

export function completeAddress(address: SheetAddress, payer: Payer): Record<string, string> {
  const name = splitName(address.recipient) ?? splitName(payer.payerName ?? "") ?? { first_name: "", last_name: "" };
  const [line1 = "", ...rest] = address.addressLine.map((line) => line.trim()).filter(Boolean);
  const apartment = rest.join(", ");
  const company = address.organization.trim();
  return {
    ...name,
    ...(company ? { company } : {}),
    address: line1,
    ...(apartment ? { apartment } : {}),
    city: address.city.trim(),
    state: address.region.trim(),
    zip_code: address.postalCode.trim(),
    country: address.country.trim().toUpperCase(),
    phone_number: (address.phone || payer.payerPhone || "").trim(),
  };
}

export function walletToken(method: WalletId, details: unknown): string {
  const answered = (details ?? {}) as { paymentMethodData?: { tokenizationData?: { token?: unknown } }; token?: { paymentData?: unknown } };
  const googleToken = answered.paymentMethodData?.tokenizationData?.token;
  if (method === "google_pay" && typeof googleToken === "string" && googleToken) return googleToken;
  if (method === "apple_pay" && answered.token?.paymentData !== undefined) return JSON.stringify(answered.token.paymentData);
  return JSON.stringify(details ?? null);
}

export type SheetResponse = Pick<PaymentResponse, "details" | "payerEmail" | "payerName" | "payerPhone" | "shippingAddress" | "shippingOption">;

/** The order is placed for the amount the sheet last showed, or not at all. */
export function paymentFields(method: WalletId, response: SheetResponse, amount: string): Record<string, string> {
  return {
    payment_method: method,
    payment_token: walletToken(method, response.details),
    amount,
    email: (response.payerEmail ?? "").trim(),
    shipping_rate_id: response.shippingOption ?? "",
    ...(response.shippingAddress ? completeAddress(response.shippingAddress, response) : {}),
  };
}
