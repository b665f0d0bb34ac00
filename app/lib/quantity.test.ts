import { MAX_QUANTITY, clampQuantity, isInStock, maxQuantity } from "./quantity";

describe("quantity", () => {
  it("is 1 to 999 without inventory tracking", () => {
    expect(maxQuantity({})).toBe(MAX_QUANTITY);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(5000)).toBe(999);
  });

  it("is capped by stock when inventory is tracked, 0 if missing", () => {
    expect(maxQuantity({ track_inventory: true, stock_qty: 3 })).toBe(3);
    expect(maxQuantity({ track_inventory: true })).toBe(0);
    expect(clampQuantity(7, { track_inventory: true, stock_qty: 3 })).toBe(3);
  });

  it("strips non-digits", () => {
    expect(clampQuantity("1a2")).toBe(12);
    expect(clampQuantity("abc")).toBe(1);
  });

  it("knows when a configuration can be bought", () => {
    expect(isInStock({ track_inventory: true, stock_qty: 0 })).toBe(false);
    expect(isInStock({ track_inventory: false, stock_qty: 0 })).toBe(true);
  });
});
