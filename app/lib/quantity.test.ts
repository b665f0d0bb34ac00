import { MAX_QUANTITY, QUANTITY_MESSAGES, clampQuantity, isInStock, maxQuantity, quantityRefusal } from "./quantity";

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

  it("says why a quantity over the bounds is refused: the stock left, none left, or 999", () => {
    expect(quantityRefusal(3, { track_inventory: true, stock_qty: 3 })).toBeNull();
    expect(quantityRefusal(4, { track_inventory: true, stock_qty: 3 })).toBe("Only 3 left in stock.");
    expect(quantityRefusal(1, { track_inventory: true, stock_qty: 0 })).toBe("This piece is out of stock.");
    expect(quantityRefusal(999, {})).toBeNull();
    expect(quantityRefusal(1000, {})).toBe(QUANTITY_MESSAGES.max);
    expect(quantityRefusal(1000, { track_inventory: true, stock_qty: 5000 })).toBe("The most you can order is 999");
  });
});
