import { describe, expect, it } from "vitest";

import { CHECKOUT_ADDRESS } from "~/../tests/fixtures";

import { fieldErrorsOf, isSecretField } from "~/lib/forms/form";
import { TOKEN_MAX, usStateCode, walletPayForm, walletPaySchema, walletQuoteForm, walletQuoteSchema } from "./wallet.form";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.success ? {} : fieldErrorsOf(result.error!));

const payment = { payment_method: "google_pay", payment_token: "tok_test", amount: "340.63", email: "ada@example.com", shipping_rate_id: "express", ...CHECKOUT_ADDRESS };

describe("the wallet forms", () => {
  it("are told apart by intent and read the API's property names", () => {
    expect(walletQuoteForm.id).toBe("wallet-quote");
    expect(walletPayForm.id).toBe("wallet-pay");
    expect(walletQuoteForm.fields).toEqual(["country", "state", "zip_code", "city", "shipping_rate_id", "begin"]);
    expect(walletPayForm.fields).toEqual(expect.arrayContaining(["payment_token", "email", "shipping_rate_id", ...Object.keys(CHECKOUT_ADDRESS)]));
    expect(walletPayForm.apiErrors).toBe("fields and message");
  });

  it("never send the wallet's token back", () => {
    expect(isSecretField("payment_token")).toBe(true);
  });

  it("quote a partial address, the state by its code or its name", () => {
    expect(walletQuoteSchema.parse({ country: "US", state: "New York", zip_code: "10023" })).toEqual({
      country: "US",
      state: "NY",
      zip_code: "10023",
      city: undefined,
      shipping_rate_id: undefined,
      begin: undefined,
    });
    expect(walletQuoteSchema.parse({ country: "US", state: "ny", zip_code: "10023", city: "New York", shipping_rate_id: "express", begin: "1" })).toMatchObject({
      state: "NY",
      city: "New York",
      shipping_rate_id: "express",
      begin: "1",
    });
    expect(walletQuoteSchema.parse({ country: "US", state: "NY", zip_code: "10023", shipping_rate_id: "" }).shipping_rate_id).toBeUndefined();
  });

  it("refuse an address the store does not ship to, field by field", () => {
    expect(errorsOf(walletQuoteSchema.safeParse({ country: "FR", state: "Île-de-France", zip_code: "75 001" }))).toEqual({
      country: "We only ship within the United States",
      state: "We cannot ship to this state.",
      zip_code: "Enter a valid ZIP code, like 10023",
    });
    expect(errorsOf(walletQuoteSchema.safeParse({ country: "US", state: "PR", zip_code: "00901" }))).toEqual({ state: "We cannot ship to this state." });
  });

  it("pay with a wallet, its token, the payer's e-mail, a shipping method and the whole address", () => {
    expect(walletPaySchema.parse({ ...payment, state: "New York" })).toMatchObject({ payment_method: "google_pay", amount: 340.63, state: "NY", first_name: "Ada" });
    for (const amount of [undefined, "", "340.6", "-1.00", "1e3", "340,63"]) {
      expect(errorsOf(walletPaySchema.safeParse({ ...payment, amount })), String(amount)).toEqual({ amount: "The wallet sent no amount. Please try again." });
    }
    expect(errorsOf(walletPaySchema.safeParse({ ...payment, payment_method: "paypal_express" }))).toEqual({ payment_method: "Choose Google Pay or Apple Pay" });
    expect(errorsOf(walletPaySchema.safeParse({ ...payment, payment_token: "" }))).toEqual({ payment_token: "The wallet sent no payment. Please try again." });
    expect(walletPaySchema.safeParse({ ...payment, payment_token: "x".repeat(TOKEN_MAX + 1) }).success).toBe(false);
    expect(errorsOf(walletPaySchema.safeParse({ ...payment, email: "ada@", shipping_rate_id: "", last_name: "" }))).toEqual({
      email: "Enter a valid email address",
      shipping_rate_id: "Choose a shipping method",
      last_name: "Last name is required",
    });
  });

  it("read a state's code from its code or its name, and leave anything else to the check", () => {
    expect(usStateCode(" ca ")).toBe("CA");
    expect(usStateCode("District of Columbia")).toBe("DC");
    expect(usStateCode("new york")).toBe("NY");
    expect(usStateCode("Ontario")).toBe("Ontario");
  });
});
