import { analyticsPrice, formatDeduction, formatPrice, PERCENT, STATIC } from "./money";

describe("money", () => {
  it("formats USD with the code and two decimals", () => {
    expect(formatPrice(1250)).toBe("USD 1,250.00");
    expect(formatPrice(89.5)).toBe("USD 89.50");
  });

  it("gives analytics two decimals", () => {
    expect(analyticsPrice(12)).toBe("12.00");
  });
});

describe("deductions", () => {
  it("shows a static code as a minus amount with the currency sign", () => {
    expect(formatDeduction(STATIC, 50, 50)).toBe("-$50.00");
    expect(formatDeduction(STATIC, 1250.5, 2000)).toBe("-$1,250.50");
  });

  it("adds the percentage in parentheses to a percent code", () => {
    expect(formatDeduction(PERCENT, 25, 10)).toBe("-$25.00 (10%)");
    expect(formatDeduction(PERCENT, 12.34, 12.5)).toBe("-$12.34 (12.5%)");
  });
});
