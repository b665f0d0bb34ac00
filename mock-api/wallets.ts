/**
 * The wallets (Google Pay, Apple Pay) at POST /carts/checkout/express,
 * simulated: the browser's payment sheet hands the store a payment token,
 * the buyer's e-mail and shipping address and the chosen rate all at once,
 * and the store places the order in the same call. The mock approves any
 * token but one containing the word "decline" (any case), so QA can try
 * both outcomes (WALLET_TEST_TOKENS, listed at GET /__qa/codes).
 */
import { normalizeEmail } from "./accounts";
import { parseAddress } from "./address";
import { cartItems } from "./cart";
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

/** Documented test tokens; any other token approves too, and any token containing "decline" is declined. */
export const WALLET_TEST_TOKENS: ReadonlyArray<{ method: WalletMethodId; token: string; outcome: "approved" | "declined"; message: string | null }> = [
  { method: "google_pay", token: "gpay-test-approve", outcome: "approved", message: null },
  { method: "google_pay", token: "gpay-test-decline", outcome: "declined", message: PROVIDER_MESSAGES.declined("google_pay") },
  { method: "apple_pay", token: "applepay-test-approve", outcome: "approved", message: null },
  { method: "apple_pay", token: "applepay-test-decline", outcome: "declined", message: PROVIDER_MESSAGES.declined("apple_pay") },
];

/**
 * The wallet payment in a request body: every field required, every problem
 * at once (payment_token, email, the address's fields, shipping_rate_id,
 * one of the rates for that address). On success, the cart as it would be
 * with them (the e-mail, the address as its shipping and rates address, the
 * rate): nothing is stored until the order is placed, so a refused or
 * declined payment leaves the checkout as it was.
 */
export function walletCheckout(cart: StoredCart, body: Record<string, unknown>): { token: string; cart: StoredCart } | { errors: ApiError[] } {
  const problems: ApiError[] = [];
  const invalid = (property: string, message: string) => problems.push({ code: 400, property, message });

  const token = field.text("payment_token", WALLET_TOKEN_MAX).safeParse(body.payment_token);
  if (!token.success) invalid("payment_token", firstMessage(token));
  const email = field.email("email").safeParse(body.email);
  if (!email.success) invalid("email", firstMessage(email));
  const address = parseAddress(body.shipping_address, "shipping_address");
  if ("errors" in address) problems.push(...address.errors);
  const rate = field.text("shipping_rate_id", 255).safeParse(body.shipping_rate_id);
  if (!rate.success) invalid("shipping_rate_id", firstMessage(rate));
  else if ("address" in address && !ratesFor(address.address, cartItems(cart)).some((r) => r.id === rate.data)) {
    invalid("shipping_rate_id", CHECKOUT_MESSAGES.rateUnavailable);
  }

  if (problems.length || !token.success || !email.success || "errors" in address || !rate.success) return { errors: problems };
  return {
    token: token.data,
    cart: {
      ...cart,
      rates_address: address.address,
      rates_from_sheet: false,
      checkout: { ...cart.checkout, email: normalizeEmail(email.data), shipping_address: address.address, shipping_rate_id: rate.data },
    },
  };
}
