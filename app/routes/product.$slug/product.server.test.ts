import { availabilityText } from "./product.server";

describe("availabilityText", () => {
  it("says how each piece comes: by e-mail, made to order, a few left, or in stock", () => {
    expect(availabilityText({ track_inventory: false, stock_qty: 0 }, true)).toBe("Sent by e-mail within minutes of your order");
    expect(availabilityText({ track_inventory: false, stock_qty: 0 }, false)).toBe("Made to order: ships in 3 to 4 weeks");
    expect(availabilityText({ track_inventory: true, stock_qty: 3 }, false)).toBe("In stock: only 3 left");
    expect(availabilityText({ track_inventory: true, stock_qty: 4 }, false)).toBe("In stock");
  });
});
