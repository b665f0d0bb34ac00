import { describe, expect, it } from "vitest";

import {
  type QuoteCart,
  type SheetAddress,
  amountOf,
  appliedRate,
  completeAddress,
  failedQuote,
  initialDetails,
  isWalletId,
  methodData,
  partialAddress,
  paymentFields,
  quoteUpdate,
  splitName,
  walletToken,
} from "./wallet";

const RATES = [
  { id: "ground", title: "Ground", description: "5-7 business days", amount: 0 },
  { id: "express", title: "Express", description: "2 business days", amount: 14 },
];

function quoteCart(overrides: Partial<QuoteCart> = {}): QuoteCart {
  return {
    total_cost: 1000,
    discount_amount: 0,
    gift_card_amount: 0,
    shipping_amount: 14,
    tax_amount: 88.75,
    shipping_rates: { rates: RATES },
    checkout: { shipping_rate_id: "express" },
    ...overrides,
  };
}

const SHEET_ADDRESS: SheetAddress = {
  country: "us",
  region: "NY",
  city: "New York ",
  postalCode: "10023",
  addressLine: ["1 West 72nd Street", "Apt 4B", ""],
  recipient: "Ada King Byron",
  phone: "+12125550147",
  organization: "",
};

describe("the sheet's amounts", () => {
  it("are dollars with two decimals, negative ones signed, never a float's tail", () => {
    expect(amountOf(1102.75)).toEqual({ currency: "USD", value: "1102.75" });
    expect(amountOf(0.1 + 0.2)).toEqual({ currency: "USD", value: "0.30" });
    expect(amountOf(14)).toEqual({ currency: "USD", value: "14.00" });
    expect(amountOf(-100)).toEqual({ currency: "USD", value: "-100.00" });
    expect(amountOf(-0.004).value).toBe("0.00");
  });

  it("open with the cart's total, the lines to come with the first quote", () => {
    expect(initialDetails(1014)).toEqual({ total: { label: "Total", amount: { currency: "USD", value: "1014.00" } }, displayItems: [] });
  });
});

describe("the wallets", () => {
  it("are the API's two ids, each with its Payment Request method and test data", () => {
    expect(isWalletId("google_pay")).toBe(true);
    expect(isWalletId("apple_pay")).toBe(true);
    expect(isWalletId("paypal_express")).toBe(false);
    expect(isWalletId("toString")).toBe(false);
    const [google] = methodData("google_pay");
    expect(google.supportedMethods).toBe("https://google.com/pay");
    expect(google.data).toMatchObject({
      environment: "TEST",
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: "CARD", tokenizationSpecification: { type: "PAYMENT_GATEWAY", parameters: { gateway: "example" } } }],
    });
    const [apple] = methodData("apple_pay");
    expect(apple.supportedMethods).toBe("https://apple.com/apple-pay");
    expect(apple.data).toMatchObject({ version: 3, countryCode: "US", merchantCapabilities: ["supports3DS"] });
  });
});

describe("a quote as the sheet's update", () => {
  it("totals what is left to pay, lists the lines the cart has, and selects the applied rate", () => {
    const update = quoteUpdate(quoteCart(), 1102.75);
    expect(update.total).toEqual({ label: "Total", amount: { currency: "USD", value: "1102.75" } });
    expect(update.displayItems).toEqual([
      { label: "Subtotal", amount: { currency: "USD", value: "1000.00" } },
      { label: "Shipping", amount: { currency: "USD", value: "14.00" } },
      { label: "Tax", amount: { currency: "USD", value: "88.75" } },
    ]);
    expect(update.shippingOptions).toEqual([
      { id: "ground", label: "Ground (5-7 business days)", amount: { currency: "USD", value: "0.00" }, selected: false },
      { id: "express", label: "Express (2 business days)", amount: { currency: "USD", value: "14.00" }, selected: true },
    ]);
    expect(update.error).toBeUndefined();
  });

  it("takes discounts and gift cards off, and leaves out shipping and tax the API does not know yet", () => {
    const update = quoteUpdate(quoteCart({ discount_amount: 100, gift_card_amount: 50, shipping_amount: null, tax_amount: null }), 850);
    expect(update.displayItems?.map((item) => [item.label, item.amount.value])).toEqual([
      ["Subtotal", "1000.00"],
      ["Discount", "-100.00"],
      ["Gift cards", "-50.00"],
    ]);
    expect(update.total?.amount.value).toBe("850.00");
  });

  it("selects the first rate when the cart has none of its rates applied", () => {
    const cart = quoteCart({ checkout: { shipping_rate_id: "overnight" } });
    expect(appliedRate(cart)).toBeNull();
    expect(quoteUpdate(cart, 1000).shippingOptions?.map((option) => option.selected)).toEqual([true, false]);
    expect(appliedRate(quoteCart({ checkout: { shipping_rate_id: null } }))).toBeNull();
    expect(appliedRate(quoteCart())).toBe("express");
  });

  it("says the store cannot ship there when the address has no rates", () => {
    expect(quoteUpdate(quoteCart({ shipping_rates: { rates: [] } }), 1000)).toEqual({
      error: "We cannot ship to this address. Please choose another one.",
      shippingOptions: [],
    });
  });

  it("puts a refused address's errors on the sheet's own fields, and nothing it cannot show", () => {
    expect(failedQuote("We only ship within the United States", { country: "We only ship within the United States", begin: "x" })).toEqual({
      error: "We only ship within the United States",
      shippingOptions: [],
      shippingAddressErrors: { country: "We only ship within the United States" },
    });
    expect(failedQuote("Bad", { state: "Choose a state", zip_code: "Enter a valid ZIP code, like 10023", city: "City is required" }).shippingAddressErrors).toEqual({
      region: "Choose a state",
      postalCode: "Enter a valid ZIP code, like 10023",
      city: "City is required",
    });
    expect(failedQuote("Your cart is empty.", {})).toEqual({ error: "Your cart is empty.", shippingOptions: [] });
  });
});

describe("the sheet's address in the API's shapes", () => {
  it("before the payment: only what prices shipping", () => {
    expect(partialAddress(SHEET_ADDRESS)).toEqual({ country: "US", state: "NY", zip_code: "10023", city: "New York" });
    expect(partialAddress({ ...SHEET_ADDRESS, city: "" })).toEqual({ country: "US", state: "NY", zip_code: "10023" });
  });

  it("after it: the whole address as the checkout's address step sends it", () => {
    expect(completeAddress(SHEET_ADDRESS, {})).toEqual({
      first_name: "Ada King",
      last_name: "Byron",
      address: "1 West 72nd Street",
      apartment: "Apt 4B",
      city: "New York",
      state: "NY",
      zip_code: "10023",
      country: "US",
      phone_number: "+12125550147",
    });
  });

  it("joins further address lines into the apartment, keeps the company, and falls back on the payer's name and phone", () => {
    const address = completeAddress(
      { ...SHEET_ADDRESS, addressLine: ["233 S Wacker Dr", "Floor 12", "Suite 4"], recipient: " ", phone: "", organization: "Maison" },
      { payerName: "Camille Durand", payerPhone: "312-555-0100" },
    );
    expect(address).toMatchObject({ first_name: "Camille", last_name: "Durand", company: "Maison", apartment: "Floor 12, Suite 4", phone_number: "312-555-0100" });
  });

  it("splits a name at its last word; a one-word name fills both", () => {
    expect(splitName("Ada Byron")).toEqual({ first_name: "Ada", last_name: "Byron" });
    expect(splitName("  Mary  Ann   Evans ")).toEqual({ first_name: "Mary Ann", last_name: "Evans" });
    expect(splitName("Cher")).toEqual({ first_name: "Cher", last_name: "Cher" });
    expect(splitName("  ")).toBeNull();
  });
});

describe("the payment", () => {
  it("sends Google Pay's gateway token, Apple Pay's payment data, or else all the wallet answered", () => {
    const google = { apiVersion: 2, paymentMethodData: { type: "CARD", tokenizationData: { type: "PAYMENT_GATEWAY", token: '{"id":"tok_visa"}' } } };
    expect(walletToken("google_pay", google)).toBe('{"id":"tok_visa"}');
    const apple = { token: { paymentData: { version: "EC_v1", data: "abc" }, transactionIdentifier: "T1" } };
    expect(walletToken("apple_pay", apple)).toBe('{"version":"EC_v1","data":"abc"}');
    expect(walletToken("google_pay", { other: 1 })).toBe('{"other":1}');
    expect(walletToken("apple_pay", null)).toBe("null");
  });

  it("posts the method, token, payer's e-mail, shipping option and the whole address", () => {
    const fields = paymentFields("google_pay", {
      details: { paymentMethodData: { tokenizationData: { token: "tok_test" } } },
      payerEmail: " ada@example.com ",
      payerName: "Ada Byron",
      payerPhone: null,
      shippingAddress: SHEET_ADDRESS as PaymentAddress,
      shippingOption: "express",
    }, "340.63");
    expect(fields).toEqual({
      payment_method: "google_pay",
      payment_token: "tok_test",
      amount: "340.63",
      email: "ada@example.com",
      shipping_rate_id: "express",
      first_name: "Ada King",
      last_name: "Byron",
      address: "1 West 72nd Street",
      apartment: "Apt 4B",
      city: "New York",
      state: "NY",
      zip_code: "10023",
      country: "US",
      phone_number: "+12125550147",
    });
  });
});
