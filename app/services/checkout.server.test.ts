/** The purchase event's lines: an order line takes its category from the cart line it was placed from, else from the catalogue. */
import { describe, expect, it } from "vitest";

import { store } from "../../mock-api/store";
import { setupRouteTests } from "../../tests/route-shopper";

import { purchaseLines, purchaseLinesWithCategories } from "./checkout.server";
import { cartItem } from "./schemas/cart.server";
import { order as orderSchema } from "./schemas/orders.server";

const ORDER = orderSchema.parse({
  id: 240,
  po_number: "ML-100241",
  status: "confirmed",
  created_at: "2026-07-01T10:00:00Z",
  final_amount: 2350,
  tax_amount: 0,
  shipping_amount: 0,
  order_products: [
    { quantity: 1, product_id: 3, product_configuration_id: 12, configuration_id: "YG14-DIA", title: "Solitaire Ring", price: 1850 },
    { quantity: 2, product_id: 7, product_configuration_id: 31, configuration_id: "SS", title: "Heart Charm", price: 250 },
  ],
});

const item = (fields: Record<string, unknown>) => cartItem.parse({ id: 1, product_id: 3, product_configuration_id: 12, quantity: 1, ...fields });

describe("purchaseLines", () => {
  it("gives each order line the category its cart line has, as the bag's events name it", () => {
    const placedFrom = [
      item({ id: 2, product_id: 7, product_configuration_id: 31, categories: [{ key: "CHARM" }] }),
      item({ id: 1, categories: [{ slug: "rings", key: "RING" }, { slug: "bridal", key: "BRIDAL" }] }),
    ];
    expect(purchaseLines(ORDER, placedFrom)).toEqual([
      { productId: 3, sku: "YG14-DIA", name: "Solitaire Ring", category: "rings", price: 1850, quantity: 1 },
      { productId: 7, sku: "SS", name: "Heart Charm", category: "CHARM", price: 250, quantity: 2 },
    ]);
  });

  it("matches by configuration, not by product: another material of the same piece is not this line", () => {
    const otherMaterial = item({ product_configuration_id: 13, categories: [{ slug: "rings" }] });
    expect(purchaseLines(ORDER, [otherMaterial]).map((line) => line.category)).toEqual([null, null]);
  });

  it("leaves out a campaign's gift: it was given, not bought", () => {
    const roll = { quantity: 1, product_id: 9001, product_configuration_id: 90001, configuration_id: "ROLL-LEATHER", title: "Travel Jewelry Roll", price: 0, gift_campaign_id: 1 };
    const withGift = orderSchema.parse({ ...ORDER, order_products: [roll, ...ORDER.order_products] });
    expect(purchaseLines(withGift).map((line) => line.sku)).toEqual(["YG14-DIA", "SS"]);
  });

  it("has no category when the cart is not known (the API forgets it once it is an order)", () => {
    expect(purchaseLines(ORDER).map((line) => line.category)).toEqual([null, null]);
  });
});

describe("purchaseLinesWithCategories", () => {
  setupRouteTests();
  const request = () => new Request("http://store.test/checkout/express/return");

  it("gives a line whose cart line is not known its product's category from the catalogue, and none for a product it cannot find", async () => {
    const product = store.products.find((candidate) => candidate.slug === "celeste-solitaire-ring")!;
    const paidOffSite = orderSchema.parse({
      ...ORDER,
      order_products: [
        { ...ORDER.order_products[0], product_id: product.id, slug: product.slug },
        { ...ORDER.order_products[1], slug: "no-such-piece" },
      ],
    });
    const lines = await purchaseLinesWithCategories(request(), paidOffSite);
    expect(product.categories[0].slug).toBeTruthy();
    expect(lines.map((line) => line.category)).toEqual([product.categories[0].slug, null]);
    // A gift ahead of them shifts nothing: each bought line still looks up its own product.
    const roll = { ...ORDER.order_products[1], product_configuration_id: 90001, configuration_id: "ROLL-LEATHER", slug: "travel-jewelry-roll", price: 0, gift_campaign_id: 1 };
    const withGift = orderSchema.parse({ ...paidOffSite, order_products: [roll, ...paidOffSite.order_products] });
    expect((await purchaseLinesWithCategories(request(), withGift)).map((line) => line.category)).toEqual([product.categories[0].slug, null]);
    expect(lines.map((line) => line.category)).toEqual([product.categories[0].slug, null]);
  });

  it("keeps the cart line's category when it is known, without asking the catalogue", async () => {
    const placedFrom = [item({ categories: [{ slug: "bridal" }] })];
    const withSlug = orderSchema.parse({ ...ORDER, order_products: [{ ...ORDER.order_products[0], slug: "celeste-solitaire-ring" }] });
    expect((await purchaseLinesWithCategories(request(), withSlug, placedFrom))[0].category).toBe("bridal");
  });
});
