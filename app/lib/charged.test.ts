import { chargedLine } from "./charged";

describe("chargedLine", () => {
  it("says the amount charged and to what", () => {
    expect(chargedLine({ final_amount: 3701.75, payment_method: "paypal", card: null })).toBe("USD 3,701.75 was charged to PayPal.");
    expect(chargedLine({ final_amount: 340.63, payment_method: "card", card: { brand: "Visa", last4: "4242" } })).toBe("USD 340.63 was charged to Visa ending in 4242.");
    expect(chargedLine({ final_amount: 12, payment_method: null, card: null })).toBe("USD 12.00 was charged.");
  });

  it("never says a charge when gift cards or codes paid it all", () => {
    expect(chargedLine({ final_amount: 0, payment_method: "gift_card", card: null })).toBe("Nothing was charged: gift cards or codes paid for the whole order.");
  });
});
