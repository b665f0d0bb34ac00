import { isDigitalOnly, itemCount, withRemoveParam } from "./cart";

describe("cart rules", () => {
  it("counts the sum of quantities", () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
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
