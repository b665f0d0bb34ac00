import { cheapestRate } from "./shipping";

describe("cheapestRate", () => {
  it("is the lowest amount quoted, whatever the order", () => {
    expect(cheapestRate([{ amount: 14 }, { amount: 0 }, { amount: 45 }])).toEqual({ amount: 0 });
    expect(cheapestRate([{ id: "overnight", amount: 45 }, { id: "express", amount: 14 }])).toEqual({ id: "express", amount: 14 });
    // The first of two at one price: the API lists its own first.
    expect(cheapestRate([{ id: "ground", amount: 0 }, { id: "pickup", amount: 0 }])?.id).toBe("ground");
  });

  it("is null when nothing is quoted", () => {
    expect(cheapestRate([])).toBeNull();
  });
});
