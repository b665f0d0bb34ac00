import { analyticsPrice, formatPrice } from "./money";

describe("money", () => {
  it("formats USD with the code and two decimals", () => {
    expect(formatPrice(1250)).toBe("USD 1,250.00");
    expect(formatPrice(89.5)).toBe("USD 89.50");
  });

  it("gives analytics two decimals", () => {
    expect(analyticsPrice(12)).toBe("12.00");
  });
});
