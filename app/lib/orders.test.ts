import { addressLines, cardExpiry, cardLabel, paymentMethodLabel, sentenceCase } from "./orders";

describe("order facts", () => {
  it("writes the API's statuses as a sentence starts", () => {
    expect(sentenceCase("return requested")).toBe("Return requested");
    expect(sentenceCase("in_progress")).toBe("In progress");
  });

  it("writes an expiry as MM/YY", () => {
    expect(cardExpiry(8, 2028)).toBe("08/28");
    expect(cardExpiry(11, 2027)).toBe("11/27");
    expect(cardExpiry(1, 2100)).toBe("01/00");
  });

  it("names a card by brand and last four, and a provider by its name", () => {
    expect(paymentMethodLabel("card", { brand: "Visa", last4: "4242" })).toBe("Visa ending in 4242");
    expect(paymentMethodLabel(null, { brand: "Visa", last4: "4242" })).toBe("Visa ending in 4242");
    expect(paymentMethodLabel("card", null)).toBe("Credit card");
    expect(paymentMethodLabel("paypal", null)).toBe("PayPal");
    expect(paymentMethodLabel("klarna", { brand: "Visa", last4: "4242" })).toBe("Klarna");
    expect(paymentMethodLabel("bank_transfer", null)).toBe("Bank transfer");
    expect(paymentMethodLabel(null, null)).toBeNull();
  });
});

describe("cardLabel", () => {
  it("names a card by the shopper's name for it first, then what is printed on it", () => {
    const card = { brand: "Visa", last4: "4242", exp_month: 3, exp_year: 2031 };
    expect(cardLabel(card)).toBe("Visa ending in 4242, expires 03/31");
    expect(cardLabel({ ...card, card_name: "Anniversary Visa" })).toBe("Anniversary Visa: Visa ending in 4242, expires 03/31");
  });

  it("writes an address as a label prints it, from a name or first and last names", () => {
    expect(addressLines({ first_name: "Ada", last_name: "Lovelace", address: "1 Main St", city: "Austin", state: "TX", zip_code: "78701" })).toEqual([
      "Ada Lovelace",
      "1 Main St",
      "Austin, TX 78701",
    ]);
    expect(addressLines(null)).toBeNull();
    expect(addressLines({})).toBeNull();
  });
});
