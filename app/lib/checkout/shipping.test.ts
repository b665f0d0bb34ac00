import { cheapestRate } from "./shipping";

describe("cheapestRate", () => {
  it("is the lowest amount quoted, whatever the order", () => {
    expect(cheapestRate([{ amount: 14 }, { amount: 0 }, { amount: 45 }])).toBe(0);
    expect(cheapestRate([{ amount: 45 }, { amount: 14 }])).toBe(14);
  });

  it("is null when nothing is quoted", () => {
    expect(cheapestRate([])).toBeNull();
  });
});
