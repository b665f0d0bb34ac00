import { availabilityText, leadTime, lineLeadTime } from "./lead-time";

describe("availabilityText", () => {
  it("says how each piece comes: by e-mail, made to order, a few left, or in stock", () => {
    expect(availabilityText({ track_inventory: false, stock_qty: 0 }, true)).toBe("Sent by e-mail within minutes of your order, or on the day you choose");
    expect(availabilityText({ track_inventory: false, stock_qty: 0 }, false, { min: 15, max: 20 })).toBe("Made to order: ships in 3 to 4 weeks");
    // Without the store's terms, no time is promised.
    expect(availabilityText({ track_inventory: false, stock_qty: 0 }, false)).toBe("Made to order");
    expect(availabilityText({ track_inventory: true, stock_qty: 3 }, false)).toBe("In stock: only 3 left");
    expect(availabilityText({ track_inventory: true, stock_qty: 4 }, false)).toBe("In stock");
  });
});

describe("leadTime", () => {
  it("says weeks from two weeks on, and business days below", () => {
    expect(leadTime({ min: 15, max: 20 })).toBe("3 to 4 weeks");
    expect(leadTime({ min: 10, max: 10 })).toBe("2 weeks");
    expect(leadTime({ min: 2, max: 4 })).toBe("2 to 4 business days");
  });
});

describe("lineLeadTime", () => {
  it("names a made-to-order piece's weeks in the bag, as its page does; nothing for stock or an e-mailed card", () => {
    const days = { min: 15, max: 20 };
    expect(lineLeadTime({ track_inventory: false, digital: false }, days)).toBe(availabilityText({ track_inventory: false, stock_qty: 0 }, false, days));
    expect(lineLeadTime({ track_inventory: false, digital: false }, null)).toBe("Made to order");
    expect(lineLeadTime({ track_inventory: true, digital: false }, days)).toBeNull();
    expect(lineLeadTime({ track_inventory: false, digital: true }, days)).toBeNull();
  });
});
