import { COMPLIMENTARY_SHIPPING, isDigitalOnly, itemCount, withRemoveParam, shippingPromise } from "./cart";

describe("cart rules", () => {
  it("counts the sum of quantities", () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(itemCount([{ quantity: 2, gift_campaign_id: null }, { quantity: 1, gift_campaign_id: 1 }])).toBe(2);
  });

  it("is digital-only only when every item is digital", () => {
    expect(isDigitalOnly([{ digital: true }, { digital: true }])).toBe(true);
    expect(isDigitalOnly([{ digital: true }, { digital: false }])).toBe(false);
    expect(isDigitalOnly([])).toBe(false);
  });
});

describe("withRemoveParam", () => {
  it("adds and drops the remove confirmation", () => {
    expect(withRemoveParam("/faq?panel=cart", 7)).toBe("/faq?panel=cart&remove=7");
    expect(withRemoveParam("/faq?panel=cart&remove=7", null)).toBe("/faq?panel=cart");
  });
});

describe("shippingPromise", () => {
  it("says the store's terms: the free method, then each other method's price", () => {
    const methods = [
      { title: "Complimentary ground", amount: 0 },
      { title: "Express", amount: 14 },
      { title: "Overnight", amount: 45 },
    ];
    expect(shippingPromise(methods)).toBe("Complimentary ground shipping on every order; express USD 14.00, overnight USD 45.00.");
  });

  it("advertises nothing free when no method is, and the spec's note when the terms are unreadable", () => {
    expect(shippingPromise([{ title: "Standard", amount: 9 }])).toBe("Standard USD 9.00.");
    expect(shippingPromise(null)).toBe(COMPLIMENTARY_SHIPPING);
  });
});
