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
    expect(formatDeduction(STATIC, 50, 50)).toBe("-USD 50.00");
    expect(formatDeduction(STATIC, 1250.5, 2000)).toBe("-USD 1,250.50");
  });

  it("adds the percentage in parentheses to a percent code", () => {
    expect(formatDeduction(PERCENT, 25, 10)).toBe("-USD 25.00 (10%)");
    expect(formatDeduction(PERCENT, 12.34, 12.5)).toBe("-USD 12.34 (12.5%)");
  });
});

describe("the written-out format", () => {
  const code = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencyDisplay: "code", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amounts = [0, 0.004, 0.005, 0.015, 0.125, 1, 1.005, 9.995, 12.345, 99.999, 999.995, 1000, 12_345.678, 999_999.995, 1_234_567.891, 98_765_432.1];
  const awkward = Array.from({ length: 200 }, (_, i) => Math.round(((i * 7919) % 100_000) * 1.37) / 100 + (i % 3) * 0.005);

  it("matches Intl.NumberFormat's en-US USD with the code, for round, tied and grouped amounts", () => {
    for (const amount of [...amounts, ...awkward]) {
      expect(formatPrice(amount), String(amount)).toBe(code.format(amount).replace(/\u00a0/g, " "));
    }
  });

  it("puts the minus before the code, and shows an amount that rounds to zero without one", () => {
    expect(formatPrice(-5)).toBe("-USD 5.00");
    expect(formatPrice(-1234.5)).toBe(code.format(-1234.5).replace(/\u00a0/g, " "));
    expect(formatPrice(-0.001)).toBe("USD 0.00");
  });

  it("writes a deduction as every other amount, with the code, a minus before it", () => {
    for (const amount of [...amounts, ...awkward]) {
      expect(formatDeduction(STATIC, amount, 0), String(amount)).toBe(`-${code.format(amount).replace(/\u00a0/g, " ")}`);
    }
  });
});
