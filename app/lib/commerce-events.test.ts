import { describe, expect, it } from "vitest";

import { type Commerce, dataLayerEntry, pixelParams, productKey } from "./commerce-events";

const ring = { productId: 11, sku: "RG-AUR-18Y", name: "Aurora ring", category: "Rings", price: 1250.5, quantity: 2 };
const studs = { productId: 12, sku: null, name: "Pearl studs", category: "Earrings", price: 99.999, quantity: 1 };

describe("productKey", () => {
  it("is the sku by default, otherwise the id", () => {
    expect(productKey(ring, "sku")).toBe("RG-AUR-18Y");
    expect(productKey(studs, "sku")).toBe("12");
  });
  it("is always the id when the build says so", () => {
    expect(productKey(ring, "id")).toBe("11");
  });
});

describe("pixelParams", () => {
  const commerce: Commerce = { lines: [ring, studs], currency: "USD" };

  it("carries the spec's fields, the value to 2 decimals", () => {
    expect(pixelParams(commerce, "sku")).toEqual({
      content_type: "product",
      content_ids: ["RG-AUR-18Y", "12"],
      content_name: "Aurora ring, Pearl studs",
      content_category: "Rings, Earrings",
      value: 2601,
      currency: "USD",
      num_items: 3,
    });
  });

  it("takes a given value (an order's total) over the lines' sum", () => {
    expect(pixelParams({ ...commerce, value: 2710.456 }, "id")).toMatchObject({ value: 2710.46, content_ids: ["11", "12"] });
  });
});

describe("dataLayerEntry", () => {
  it("names the event and lists the items as Google analytics reads them", () => {
    const entry = dataLayerEntry({ event_id: "add_to_cart", fields: { cart_id: "c-1" }, commerce: { lines: [studs], currency: "USD" } }, "sku");
    expect(entry).toEqual({
      event: "add_to_cart",
      cart_id: "c-1",
      ecommerce: {
        currency: "USD",
        value: 100,
        items: [{ item_id: "12", item_name: "Pearl studs", item_category: "Earrings", price: 100, quantity: 1 }],
      },
    });
  });

  it("has no ecommerce block for an event without products", () => {
    expect(dataLayerEntry({ event_id: "remain" })).toEqual({ event: "remain" });
  });
});
