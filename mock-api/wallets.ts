/** Simulated: any token containing "decline" (any case) is declined, so QA can try both. */
import { normalizeEmail } from "./accounts";
import { parseAddress } from "./address";
import { cartItems } from "./cart";
import { toCents } from "./money";
import { CHECKOUT_MESSAGES } from "./checkout";
import type { ApiError } from "./http";
import type { WalletMethodId } from "./payments";
import { PROVIDER_MESSAGES } from "./provider";
import { ratesFor } from "./shipping";
import type { StoredCart } from "./store";
import { field, firstMessage } from "./validation";

/** Whatever the wallet gave, as long as it is text of at most this length. */
export const WALLET_TOKEN_MAX = 2048;

export const isDeclinedWalletToken = (token: string) => /decline/i.test(token);

/** Listed at GET /__qa/codes; any other token approves too. */
export const WALLET_TEST_TOKENS: ReadonlyArray<{ method: WalletMethodId; token: string; outcome: "approved" | "declined"; message: string | null }> = [
  { method: "google_pay", token: "gpay-test-approve", outcome: "approved", message: null },
  { method: "google_pay", token: "gpay-test-decline", outcome: "declined", message: PROVIDER_MESSAGES.declined("google_pay") },
  { method: "apple_pay", token: "applepay-test-approve", outcome: "approved", message: null },
  { method: "apple_pay", token: "applepay-test-decline", outcome: "declined", message: PROVIDER_MESSAGES.declined("apple_pay") },
];

export const WALLET_AMOUNT_MESSAGES = { required: "The amount field is required." } as const;

/** Nothing is stored until the order is placed, and only for `amount`, the total the sheet showed. */
export function walletCheckout(
  cart: StoredCart,
  body: Record<string, unknown>,
): { token: string; amountCents: number; cart: StoredCart } | { errors: ApiError[] } {
  const problems: ApiError[] = [];
  const invalid = (property: string, message: string) => problems.push({ code: 400, property, message });

  const token = field.text("payment_token", WALLET_TOKEN_MAX).safeParse(body.payment_token);
  if (!token.success) invalid("payment_token", firstMessage(token));
  const amount = typeof body.amount === "number" && Number.isFinite(body.amount) && body.amount >= 0 ? toCents(body.amount) : null;
  if (amount === null) invalid("amount", WALLET_AMOUNT_MESSAGES.required);
  const email = field.email("email").safeParse(body.email);
  if (!email.success) invalid("email", firstMessage(email));
  const address = parseAddress(body.shipping_address, "shipping_address");
  if ("errors" in address) problems.push(...address.errors);
  const rate = field.text("shipping_rate_id", 255).safeParse(body.shipping_rate_id);
  if (!rate.success) invalid("shipping_rate_id", firstMessage(rate));
  else if ("address" in address && !ratesFor(address.address, cartItems(cart)).some((r) => r.id === rate.data)) {
    invalid("shipping_rate_id", CHECKOUT_MESSAGES.rateUnavailable);
  }

  if (problems.length || !token.success || amount === null || !email.success || "errors" in address || !rate.success) return { errors: problems };
  return {
    token: token.data,
    amountCents: amount,
    cart: {
      ...cart,
      rates_address: address.address,
      rates_from_sheet: false,
      checkout: { ...cart.checkout, email: normalizeEmail(email.data), shipping_address: address.address, shipping_rate_id: rate.data },
    },
  };
}
