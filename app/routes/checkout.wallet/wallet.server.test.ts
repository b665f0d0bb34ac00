import { data } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CHECKOUT_ADDRESS } from "../../../tests/fixtures";
import { ORIGIN } from "../../../tests/route-shopper";
import { CookieJar } from "../../../tests/cookie-jar";
import { sendEvent } from "~/services/analytics.server";
import { ApiError } from "~/services/api.server";
import { getCheckoutCart } from "~/services/checkout.server";
import { payWithWallet, updateExpressShipping } from "~/services/express.server";
import { type Cart, cart as cartSchema } from "~/services/schemas/cart.server";
import { order as orderSchema } from "~/services/schemas/orders.server";
import { commitSession, getSession } from "~/services/session.server";

import { walletAction } from "./wallet.server";

vi.mock("~/services/express.server", () => ({ updateExpressShipping: vi.fn(), payWithWallet: vi.fn() }));
vi.mock("~/services/idempotency.server", async (original) => ({
  ...(await original<object>()),
  walletAttemptKey: (cartId: string, token: string) => `key:${cartId}:${token.length}`,
}));
vi.mock("~/services/checkout.server", async (original) => ({ ...(await original<object>()), getCheckoutCart: vi.fn() }));
vi.mock("~/services/analytics.server", () => ({ sendEvent: vi.fn(async () => true) }));

const CART_ID = "c0ffee".repeat(5) + "ab";
const TOKEN = '{"id":"tok_wallet_secret_4242"}';
const RATES = [
  { id: "ground", title: "Ground", description: "5-7 business days", amount: 0 },
  { id: "express", title: "Express", description: "2 business days", amount: 14 },
];

function makeCart(overrides: Record<string, unknown> = {}, checkout: Record<string, unknown> = {}): Cart {
  return cartSchema.parse({
    unique_id: CART_ID,
    items: [{ id: 1, product_id: 3, product_configuration_id: 12, configuration_id: "RG14", title: "Heart Charm", quantity: 1, base_cost: 1000 }],
    total_cost: 1000,
    shipping_amount: 14,
    tax_amount: 88.75,
    final_amount: 1102.75,
    shipping_rates: { rates: RATES },
    checkout: { checkout_id: "chk_1", email: null, shipping_address: null, shipping_rate_id: "express", payment_method: null, card: null, ...checkout },
    ...overrides,
  });
}

const ORDER = orderSchema.parse({
  id: 240,
  po_number: "ML-100241",
  status: "confirmed",
  created_at: "2026-07-01T10:00:00Z",
  final_amount: 1102.75,
  tax_amount: 88.75,
  shipping_amount: 14,
  payment_method: "google_pay",
  order_products: [{ quantity: 1, product_id: 3, product_configuration_id: 12, configuration_id: "RG14", title: "Heart Charm", price: 1000 }],
});

const QUOTE_ADDRESS = { country: "US", state: "NY", zip_code: "10023", city: "New York" };
const QUOTE = { intent: "wallet-quote", ...QUOTE_ADDRESS };
const PAYMENT = { intent: "wallet-pay", payment_method: "google_pay", payment_token: TOKEN, amount: "340.63", email: "ada@example.com", shipping_rate_id: "express", ...CHECKOUT_ADDRESS };

async function shopper(cartId: string | null = CART_ID) {
  const jar = new CookieJar();
  const session = await getSession(new Request(ORIGIN));
  if (cartId) session.set("cart_unique_id", cartId);
  jar.keep([await commitSession(session)]);
  const post = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await walletAction(
      new Request(`${ORIGIN}/checkout/wallet`, {
        method: "POST",
        headers: { Cookie: jar.header(), Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields),
      }),
    );
    jar.keep(response.headers.getSetCookie());
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Record<string, unknown> };
  };
  const sessionNow = () => getSession(new Request(ORIGIN, { headers: { Cookie: jar.header() } }));
  return { post, session: sessionNow };
}

const events = () => vi.mocked(sendEvent).mock.calls.map(([, event]) => event);

let logged: string[];
beforeEach(() => {
  logged = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  }
});
afterEach(() => {
  vi.mocked(updateExpressShipping).mockReset();
  vi.mocked(payWithWallet).mockReset();
  vi.mocked(sendEvent).mockClear();
});

describe("a quote while the sheet is open", () => {
  it("sends the partial address and answers the sheet's update: total, lines and rates, the applied one selected", async () => {
    vi.mocked(updateExpressShipping).mockResolvedValue(makeCart());
    const { post } = await shopper();
    const answer = await post(QUOTE);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(updateExpressShipping).toHaveBeenCalledTimes(1);
    expect(vi.mocked(updateExpressShipping).mock.calls[0].slice(1)).toEqual([
      CART_ID,
      { shipping_address: QUOTE_ADDRESS },
    ]);
    expect(answer.body).toEqual({
      ok: true,
      details: {
        total: { label: "Total", amount: { currency: "USD", value: "1102.75" } },
        displayItems: [
          { label: "Subtotal", amount: { currency: "USD", value: "1000.00" } },
          { label: "Shipping", amount: { currency: "USD", value: "14.00" } },
          { label: "Tax", amount: { currency: "USD", value: "88.75" } },
        ],
        shippingOptions: [
          { id: "ground", label: "Ground (5-7 business days)", amount: { currency: "USD", value: "0.00" }, selected: false },
          { id: "express", label: "Express (2 business days)", amount: { currency: "USD", value: "14.00" }, selected: true },
        ],
      },
    });
  });

  it("passes the chosen shipping option on, and reads a state's name as its code", async () => {
    vi.mocked(updateExpressShipping).mockResolvedValue(makeCart());
    const { post } = await shopper();
    await post({ ...QUOTE, state: "New York", shipping_rate_id: "express" });
    expect(vi.mocked(updateExpressShipping).mock.calls[0][2]).toEqual({
      shipping_address: QUOTE_ADDRESS,
      shipping_rate_id: "express",
    });
  });

  it("applies the first rate when the API applied none, so the total the sheet shows includes it", async () => {
    vi.mocked(updateExpressShipping)
      .mockResolvedValueOnce(makeCart({ shipping_amount: null, final_amount: 1088.75 }, { shipping_rate_id: null }))
      .mockResolvedValueOnce(makeCart({ shipping_amount: 0, final_amount: 1088.75 }, { shipping_rate_id: "ground" }));
    const { post } = await shopper();
    const answer = await post(QUOTE);
    expect(vi.mocked(updateExpressShipping).mock.calls.map((call) => call[2])).toEqual([
      { shipping_address: QUOTE_ADDRESS },
      { shipping_address: QUOTE_ADDRESS, shipping_rate_id: "ground" },
    ]);
    const details = answer.body.details as PaymentDetailsUpdate;
    expect(details.shippingOptions?.find((option) => option.selected)?.id).toBe("ground");
    expect(details.displayItems?.find((item) => item.label === "Shipping")?.amount.value).toBe("0.00");
  });

  it("says when the address has no rates", async () => {
    vi.mocked(updateExpressShipping).mockResolvedValue(makeCart({ shipping_rates: { rates: [] }, shipping_amount: null }, { shipping_rate_id: null }));
    const { post } = await shopper();
    const answer = await post(QUOTE);
    expect(updateExpressShipping).toHaveBeenCalledTimes(1);
    expect(answer.body).toEqual({ ok: true, details: { error: "We cannot ship to this address. Please choose another one.", shippingOptions: [] } });
  });

  it("sends begin_checkout with the sheet's first quote only", async () => {
    vi.mocked(updateExpressShipping).mockResolvedValue(makeCart());
    const { post } = await shopper();
    await post({ ...QUOTE, begin: "1" });
    await post({ ...QUOTE, shipping_rate_id: "ground" });
    const begun = events().filter((event) => event.event_id === "begin_checkout");
    expect(begun).toEqual([expect.objectContaining({ event_id: "begin_checkout", cart_id: CART_ID, checkout_id: "chk_1", product_price: "1000.00" })]);
    expect(vi.mocked(sendEvent).mock.calls[0][2]).toMatchObject({ commerce: { currency: "USD", value: 1000, lines: [expect.objectContaining({ sku: "RG14" })] } });
  });

  it("refuses an address the store does not ship to on the sheet's own fields, without asking the API", async () => {
    const { post } = await shopper();
    const answer = await post({ ...QUOTE, country: "CA", state: "Ontario", zip_code: "M5V 2T6" });
    expect(answer.status).toBe(422);
    expect(updateExpressShipping).not.toHaveBeenCalled();
    expect(answer.body).toEqual({
      ok: false,
      message: "We only ship within the United States",
      details: {
        error: "We only ship within the United States",
        shippingOptions: [],
        shippingAddressErrors: {
          country: "We only ship within the United States",
          region: "We cannot ship to this state.",
          postalCode: "Enter a valid ZIP code, like 10023",
        },
      },
    });
    expect(events()).toEqual([]);
  });

  it("shows the API's refusal of an address the same way", async () => {
    vi.mocked(updateExpressShipping).mockRejectedValue(new ApiError(400, [{ code: 400, property: "zip_code", message: "The zip code must be a valid US ZIP code." }]));
    const { post } = await shopper();
    const answer = await post(QUOTE);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual({
      error: "The zip code must be a valid US ZIP code.",
      shippingOptions: [],
      shippingAddressErrors: { postalCode: "The zip code must be a valid US ZIP code." },
    });
  });

  it("says the spec's generic failure when the API fails", async () => {
    vi.mocked(updateExpressShipping).mockRejectedValue(new ApiError(500, [{ message: "Database exploded at line 42" }]));
    const { post } = await shopper();
    const answer = await post(QUOTE);
    expect(answer.status).toBe(502);
    expect(answer.text).not.toContain("Database");
    expect((answer.body.details as PaymentDetailsUpdate).error).toBe("An error occurred while processing your request. Please try again later.");
  });

  it("answers 409 without a cart, or with one the API no longer knows", async () => {
    const none = await (await shopper(null)).post(QUOTE);
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ ok: false, message: "Your cart is empty.", details: { error: "Your cart is empty.", shippingOptions: [] } });
    expect(updateExpressShipping).not.toHaveBeenCalled();

    // The API client throws a 404 as the route response it would be (api.server.ts).
    vi.mocked(updateExpressShipping).mockRejectedValue(data({ message: "Cart not found" }, { status: 404 }));
    const gone = await (await shopper()).post(QUOTE);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe("Your cart is empty.");
  });
});

describe("the payment", () => {
  it("pays with everything the sheet gave, finishes the order and answers the confirmation's address", async () => {
    vi.mocked(payWithWallet).mockResolvedValue({ checkout_id: "chk_1", order: ORDER, redirect_url: null });
    const me = await shopper();
    const answer = await me.post(PAYMENT);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, url: "/checkout/success/ML-100241" });
    expect(vi.mocked(payWithWallet).mock.calls[0].slice(1)).toEqual([
      CART_ID,
      { method: "google_pay", paymentToken: TOKEN, amount: 340.63, email: "ada@example.com", shippingAddress: CHECKOUT_ADDRESS, shippingRateId: "express" },
    ]);
    // finishOrder: the cart id is gone, the order is the one the confirmation reads back, and purchase is sent.
    const session = await me.session();
    expect(session.get("cart_unique_id")).toBeUndefined();
    expect(session.get("last_order")).toEqual({ cart_unique_id: CART_ID, po_number: "ML-100241", expires: expect.any(Number) });
    expect(events()).toEqual([expect.objectContaining({ event_id: "purchase", cart_id: CART_ID, checkout_id: "chk_1", order_id: "ML-100241" })]);
    expect(answer.text).not.toContain("tok_wallet_secret");
  });

  it("says a declined payment's reason, sends checkout_error, and never sends the token back or logs it", async () => {
    vi.mocked(payWithWallet).mockRejectedValue(new ApiError(402, [{ code: 402, property: "payment_token", message: "Your payment was declined by Google Pay." }]));
    const me = await shopper();
    const answer = await me.post(PAYMENT);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ok: false, message: "Your payment was declined by Google Pay." });
    expect(answer.text).not.toContain("tok_wallet_secret");
    expect(logged.join("\n")).not.toContain("tok_wallet_secret");
    expect(events()).toEqual([expect.objectContaining({ event_id: "checkout_error", cart_id: CART_ID, message: "Your payment was declined by Google Pay.", tag: "google_pay" })]);
    // The cart is still there to try again.
    expect((await me.session()).get("cart_unique_id")).toBe(CART_ID);
  });

  it("says the first of the API's field errors", async () => {
    vi.mocked(payWithWallet).mockRejectedValue(
      new ApiError(400, [
        { code: 400, property: "phone_number", message: "The phone number must be a valid US phone number." },
        { code: 400, property: "email", message: "The email must be a valid email address." },
      ]),
    );
    const answer = await (await shopper()).post(PAYMENT);
    expect(answer.body).toEqual({ ok: false, message: "The phone number must be a valid US phone number." });
  });

  it("refuses what the sheet cannot pay with before the API hears of it, saying the first field's message and nothing of the token", async () => {
    const me = await shopper();
    const answer = await me.post({ ...PAYMENT, email: "ada@", payment_method: "paypal_express" });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ ok: false, message: "Choose Google Pay or Apple Pay" });
    expect(answer.text).not.toContain("tok_wallet_secret");
    expect(payWithWallet).not.toHaveBeenCalled();
    const noToken = await me.post({ ...PAYMENT, payment_token: "" });
    expect(noToken.body).toEqual({ ok: false, message: "The wallet sent no payment. Please try again." });
  });

  it("says the generic failure when the API fails or answers no order, and keeps the cart", async () => {
    vi.mocked(payWithWallet).mockResolvedValueOnce({ checkout_id: "chk_1", order: null, redirect_url: null });
    const me = await shopper();
    const empty = await me.post(PAYMENT);
    expect(empty.status).toBe(502);
    expect(empty.body).toEqual({ ok: false, message: "An error occurred while processing your request. Please try again later." });
    vi.mocked(payWithWallet).mockRejectedValueOnce(new ApiError(503, [{ message: "Gateway melted" }]));
    const failed = await me.post(PAYMENT);
    expect(failed.status).toBe(502);
    expect(failed.text).not.toContain("melted");
    expect((await me.session()).get("cart_unique_id")).toBe(CART_ID);
  });

  it("closes the sheet as unknown when the payment's answer never comes, and the review step confirms it: never 'try again'", async () => {
    vi.mocked(payWithWallet).mockRejectedValue(new ApiError(504, [], "The API did not answer in time"));
    vi.mocked(getCheckoutCart).mockResolvedValue(makeCart());
    const me = await shopper();
    const answer = await me.post(PAYMENT);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, confirming: true, url: "/checkout/chk_1?step=review" });
    // The attempt's key is the token's: a retry of this payment never pays twice.
    expect((await me.session()).get("placing")).toEqual({ cart: CART_ID, checkout: "chk_1", key: `key:${CART_ID}:${TOKEN.length}`, at: expect.any(Number) });
    expect(answer.text).not.toContain("tok_wallet_secret");
    expect(events()).toEqual([]);
  });

  it("answers 409 without a cart", async () => {
    const answer = await (await shopper(null)).post(PAYMENT);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ ok: false, message: "Your cart is empty." });
    expect(payWithWallet).not.toHaveBeenCalled();
  });
});

describe("the door", () => {
  it("refuses, in JSON, a post from another site, one that is not a form, and an unknown intent", async () => {
    const me = await shopper();
    const foreign = await me.post(PAYMENT, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.ok).toBe(false);
    expect(foreign.body.message).toMatch(/not sent from this store's pages/);

    const json = await walletAction(
      new Request(`${ORIGIN}/checkout/wallet`, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/json" }, body: JSON.stringify(PAYMENT) }),
    );
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ ok: false });

    const unknown = await me.post({ intent: "wallet-refund" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ ok: false, message: "This form is not known here." });
    expect(payWithWallet).not.toHaveBeenCalled();
  });
});
