/** The card gateway in test mode, payment methods and gateways. Paying with a token is in checkout tests. */
import { describe, expect, it } from "vitest";

import { cardTokenResponse, paymentMethodsResponse } from "~/services/schemas/cart.server";

import { cardBrand, isCardExpired, passesLuhn, TEST_CARDS } from "./cards";
import { store } from "./store";
import { expectApiError, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const now = new Date();
const THIS_YEAR = now.getUTCFullYear();
const THIS_MONTH = now.getUTCMonth() + 1;

const card = (overrides: Record<string, unknown> = {}) => ({
  holder_name: "Camille Durand",
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: THIS_YEAR + 2,
  cvc: "123",
  ...overrides,
});

const tokenize = (body: unknown) => postJson("/api/v1/payment-gateways/card/tokens", body);

async function tokenOf(body: unknown) {
  const response = await tokenize(body);
  expect(response.status).toBe(200);
  return cardTokenResponse.parse(await response.json()).data;
}

describe("POST /api/v1/payment-gateways/card/tokens", () => {
  it.each(TEST_CARDS.map((c) => [c.number, c.brand] as const))("tokenizes %s as %s", async (number, brand) => {
    const data = await tokenOf(card({ number, cvc: brand === "American Express" ? "1234" : "123" }));
    expect(data).toEqual({
      token: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
      brand,
      last4: number.slice(-4),
      exp_month: 12,
      exp_year: THIS_YEAR + 2,
      holder_name: "Camille Durand",
      card_name: null,
    });
  });

  it("gives every card its own token, and keeps no number", async () => {
    const a = await tokenOf(card());
    const b = await tokenOf(card({ number: "4242-4242-4242-4242", exp_month: "1", exp_year: String(THIS_YEAR + 1) }));
    expect(a.token).not.toBe(b.token);
    expect(b).toMatchObject({ last4: "4242", exp_month: 1, exp_year: THIS_YEAR + 1 });
    const kept = JSON.stringify(store.card_tokens);
    expect(kept).not.toContain("4242424242424242");
    expect(kept).not.toContain("4242 4242");
    expect(Object.keys(store.card_tokens[a.token]).sort()).toEqual(
      ["brand", "card_name", "created_at", "exp_month", "exp_year", "holder_name", "last4", "outcome", "save_card", "token", "used", "user_id"],
    );
  });

  it("keeps a card name (trimmed, empty for none) and the save flag, and serves the name", async () => {
    const named = await tokenOf(card({ card_name: "  Anniversary Visa  ", save_card: true }));
    expect(named).toMatchObject({ card_name: "Anniversary Visa", last4: "4242" });
    expect(named).not.toHaveProperty("save_card");
    expect(store.card_tokens[named.token]).toMatchObject({ card_name: "Anniversary Visa", save_card: true });

    const unnamed = await tokenOf(card({ card_name: "   " }));
    expect(unnamed.card_name).toBeNull();
    expect(store.card_tokens[unnamed.token].save_card).toBe(false);

    for (const [save_card, kept] of [["1", true], ["true", true], ["on", true], ["ON", true], [1, true], [false, false], ["0", false], ["off", false], ["", false], [null, false]] as const) {
      const { token } = await tokenOf(card({ save_card }));
      expect([save_card, store.card_tokens[token].save_card]).toEqual([save_card, kept]);
    }
  });

  it("refuses a card name over 60 characters and a save flag that is not a yes or no", async () => {
    await expectApiError(await tokenize(card({ card_name: "x".repeat(61) })), 400, "card_name", "The card_name may not be greater than 60 characters.");
    await tokenOf(card({ card_name: "x".repeat(60) }));
    for (const save_card of ["yes", 2, [], {}]) {
      await expectApiError(await tokenize(card({ save_card })), 400, "save_card", "The save_card field must be true or false.");
    }
    await expectApiError(await tokenize(card({ card_name: 42 })), 400, "card_name", "The card_name must be a string.");
  });

  it("decides the outcome now from the documented test numbers", async () => {
    const outcome = async (number: string) => store.card_tokens[(await tokenOf(card({ number }))).token].outcome;
    expect(await outcome("4242424242424242")).toEqual({ approved: true, message: null });
    expect(await outcome("4000000000000002")).toEqual({ approved: false, message: "Your card was declined." });
    expect(await outcome("4000000000009995")).toEqual({ approved: false, message: "Your card has insufficient funds." });
    // Valid, but not a test card.
    expect(await outcome("4111111111111111")).toEqual({
      approved: false,
      message: "This card is not a test card. Use one of the documented test numbers.",
    });
  });

  it("answers every failing field at once, in order", async () => {
    const response = await tokenize({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { code: 400, property: "holder_name", message: "The holder_name field is required." },
        { code: 400, property: "number", message: "The number field is required." },
        { code: 400, property: "expiry", message: "The expiry date is not valid." },
        { code: 400, property: "cvc", message: "The cvc field is required." },
      ],
    });
    expect(store.card_tokens).toEqual({});
  });

  it.each([
    ["a failed Luhn check", "4242424242424241"],
    ["12 digits", "424242424242"],
    ["20 digits", "42424242424242424242"],
    ["letters", "4242 4242 4242 424a"],
    ["a number type", 4242424242424242],
  ])("refuses a card number with %s", async (_case, number) => {
    await expectApiError(await tokenize(card({ number })), 400, "number", "The card number is not valid.");
  });

  it("refuses an expired card, and takes one expiring this month", async () => {
    const lastMonth = THIS_MONTH === 1 ? { exp_month: 12, exp_year: THIS_YEAR - 1 } : { exp_month: THIS_MONTH - 1, exp_year: THIS_YEAR };
    await expectApiError(await tokenize(card(lastMonth)), 400, "expiry", "The card has expired.");
    await tokenOf(card({ exp_month: THIS_MONTH, exp_year: THIS_YEAR }));
  });

  it.each([
    [{ exp_month: 13 }],
    [{ exp_month: 0 }],
    [{ exp_month: "ab" }],
    [{ exp_year: 30 }],
    [{ exp_year: "2030.5" }],
    [{ exp_year: null }],
  ])("refuses the expiry %j", async (overrides) => {
    await expectApiError(await tokenize(card(overrides)), 400, "expiry", "The expiry date is not valid.");
  });

  it("wants 4 digits of security code for American Express, 3 for the others", async () => {
    const amex = "378282246310005";
    await expectApiError(await tokenize(card({ number: amex, cvc: "123" })), 400, "cvc", "The security code is not valid.");
    await tokenOf(card({ number: amex, cvc: "1234" }));
    for (const cvc of ["1234", "12", "12a"]) {
      await expectApiError(await tokenize(card({ cvc })), 400, "cvc", "The security code is not valid.");
    }
  });
});

describe("card rules", () => {
  it("checks Luhn and tells brands by prefix", () => {
    expect(TEST_CARDS.every((c) => passesLuhn(c.number))).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(cardBrand("2221000000000009")).toBe("Mastercard");
    expect(cardBrand("2720990000000007")).toBe("Mastercard");
    expect(cardBrand("2721000000000000")).toBe("Card");
    expect(cardBrand("5105105105105100")).toBe("Mastercard");
    expect(cardBrand("6500000000000002")).toBe("Discover");
    expect(cardBrand("340000000000009")).toBe("American Express");
    expect(cardBrand("3530111333300000")).toBe("Card");
  });

  it("keeps a card good through the last day of its month", () => {
    expect(isCardExpired(2, 2025, new Date("2025-02-28T23:59:59Z"))).toBe(false);
    expect(isCardExpired(2, 2025, new Date("2025-03-01T00:00:00Z"))).toBe(true);
    expect(isCardExpired(12, 2025, new Date("2026-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("GET /api/v1/payment-methods and /payment-gateways", () => {
  it("lists card on the spot, PayPal, Klarna and Affirm by redirect, and the express methods", async () => {
    const { status, body } = await getJson("/api/v1/payment-methods");
    expect(status).toBe(200);
    expect(paymentMethodsResponse.parse(body).data).toEqual([
      { id: "card", title: "Credit card", redirect: false, express: false },
      { id: "paypal", title: "PayPal", redirect: true, express: false },
      { id: "klarna", title: "Klarna", redirect: true, express: false },
      { id: "affirm", title: "Affirm", redirect: true, express: false },
      { id: "paypal_express", title: "PayPal", redirect: true, express: true },
      { id: "affirm_express", title: "Affirm", redirect: true, express: true },
      { id: "google_pay", title: "Google Pay", redirect: false, express: true },
      { id: "apple_pay", title: "Apple Pay", redirect: false, express: true },
    ]);
  });

  it("lists the gateways", async () => {
    const { status, body } = await getJson("/api/v1/payment-gateways");
    expect(status).toBe(200);
    expect(body).toEqual({ data: [{ id: 1, type: 6, name: "Card (test mode)" }, { id: 2, type: 7, name: "PayPal (sandbox)" }] });
  });
});
