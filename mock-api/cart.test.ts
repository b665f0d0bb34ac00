import { describe, expect, it } from "vitest";

import { cartResponse, errorBody } from "~/services/schemas.server";

import type { ProductConfiguration } from "./model";
import { store } from "./store";
import { allStrings, api, BASE, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const configurations = () => store.products.flatMap((p) => p.configurations);
const findConfig = (keep: (c: ProductConfiguration) => boolean) => configurations().find(keep)!;
const soldOut = () => findConfig((c) => c.track_inventory && c.stock_qty === 0);
const inStock = () => findConfig((c) => c.track_inventory && c.stock_qty >= 3);
const madeToOrder = () => findConfig((c) => !c.track_inventory);

const addItem = (body: Record<string, unknown>) => postJson("/api/v1/carts/items", body);

async function added(body: Record<string, unknown>) {
  const response = await addItem(body);
  expect(response.status).toBe(200);
  return cartResponse.parse(await response.json()).data;
}

async function expectError(response: Response, status: number, property: string | null, message?: string) {
  expect(response.status).toBe(status);
  const [error] = errorBody.parse(await response.json()).errors!;
  expect(error).toMatchObject({ code: status, property });
  if (message) expect(error.message).toBe(message);
}

describe("POST /api/v1/carts/items", () => {
  it("creates a cart when no cart_unique_id is sent", async () => {
    const config = inStock();
    const cart = await added({ product_configuration_id: config.id });
    expect(cart.unique_id).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product_configuration_id: config.id, quantity: 1 });
    expect(Object.keys(store.carts)).toEqual([cart.unique_id]);
  });

  it("serves the spec's cart and cart item shape", async () => {
    const product = store.products.find((p) => p.configurations[0].start_at_cost > 0)!;
    const config = product.configurations[0];
    const response = await addItem({ product_configuration_id: config.id, quantity: 2 });
    const body = await response.json();
    expect(allStrings(body).some((s) => s.startsWith("/media/"))).toBe(false);
    const cart = cartResponse.parse(body).data;
    expect(cart).toMatchObject({
      options: { discounts: {}, gift_cards: {} },
      shipping_rates: { rates: [] },
      total_cost: config.cost * 2,
    });
    const [metal, stone] = config.materials_ids.map((id) => store.materials.find((m) => m.id === id)!);
    expect(cart.items[0]).toEqual({
      id: expect.any(Number),
      product_id: product.id,
      configuration_id: config.sku,
      product_configuration_id: config.id,
      vendor_model: config.sku,
      slug: product.slug,
      image_url: `${BASE}/media/products/${product.slug}/${config.sku}.svg`,
      title: product.translations[0].title,
      translations: [{ language_id: 1, title: product.translations[0].title }],
      materials: [
        expect.objectContaining({ id: metal.id, image: `${BASE}/media/materials/${metal.sku}.svg`, category_title: "Metal", title: metal.translations[0].title }),
        expect.objectContaining({ id: stone.id, image: `${BASE}/media/materials/${stone.sku}.svg`, category_title: "Stone", title: stone.translations[0].title }),
      ],
      options: {
        materials: [
          { image: `${BASE}/media/materials/${metal.sku}.svg`, material_category_title: "Metal", title: metal.translations[0].title },
          { image: `${BASE}/media/materials/${stone.sku}.svg`, material_category_title: "Stone", title: stone.translations[0].title },
        ],
        discounts: {},
        gift_cards: {},
      },
      base_cost: config.cost,
      sale: true,
      sale_cost: config.cost,
      start_at_cost: config.start_at_cost,
      quantity: 2,
      track_inventory: config.track_inventory,
      stock_qty: config.stock_qty,
      gift_campaign_id: null,
      gift_campaign_qty: 0,
      collections: product.collections_ids.map((id) => ({ id })),
      categories: product.categories,
      digital: false,
    });
  });

  it("adds the same configuration twice as one line, and another as a second line", async () => {
    const config = inStock();
    const other = configurations().find((c) => c.track_inventory && c.stock_qty >= 1 && c.id !== config.id)!;
    const first = await added({ product_configuration_id: config.id, quantity: 1 });
    const again = await added({ cart_unique_id: first.unique_id, product_configuration_id: config.id, quantity: 2 });
    expect(again.unique_id).toBe(first.unique_id);
    expect(again.items).toHaveLength(1);
    expect(again.items[0].quantity).toBe(3);
    expect(again.items[0].id).toBe(first.items[0].id);

    const two = await added({ cart_unique_id: first.unique_id, product_configuration_id: String(other.id), quantity: "1" });
    expect(two.items.map((i) => [i.product_configuration_id, i.quantity])).toEqual([[config.id, 3], [other.id, 1]]);
    expect(two.total_cost).toBe(config.cost * 3 + other.cost);
    expect(Object.keys(store.carts)).toHaveLength(1);
  });

  it("computes total_cost to the cent, without float drift", async () => {
    const config = inStock();
    config.cost = 0.1; // 0.1 * 3 is 0.30000000000000004 in floating point
    const cart = await added({ product_configuration_id: config.id, quantity: 3 });
    expect(cart.total_cost).toBe(0.3);
    const other = configurations().find((c) => c.track_inventory && c.stock_qty >= 1 && c.id !== config.id)!;
    other.cost = 0.2;
    const more = await added({ cart_unique_id: cart.unique_id, product_configuration_id: other.id });
    expect(more.total_cost).toBe(0.5);
  });

  it("refuses an out-of-stock configuration and creates no cart", async () => {
    await expectError(await addItem({ product_configuration_id: soldOut().id }), 400, "product_configuration_id", "This item is out of stock.");
    expect(store.carts).toEqual({});
  });

  it("refuses more than the stock, counting what is already in the cart", async () => {
    const config = inStock();
    const cart = await added({ product_configuration_id: config.id, quantity: config.stock_qty - 1 });
    const over = await addItem({ cart_unique_id: cart.unique_id, product_configuration_id: config.id, quantity: 2 });
    await expectError(over, 400, "product_configuration_id", `Only ${config.stock_qty} left in stock.`);
    const full = await added({ cart_unique_id: cart.unique_id, product_configuration_id: config.id, quantity: 1 });
    expect(full.items[0].quantity).toBe(config.stock_qty);
    await expectError(
      await addItem({ cart_unique_id: cart.unique_id, product_configuration_id: config.id }),
      400, "product_configuration_id", `Only ${config.stock_qty} left in stock.`,
    );
    await expectError(await addItem({ product_configuration_id: config.id, quantity: config.stock_qty + 1 }), 400, "product_configuration_id");
  });

  it("lets made-to-order pieces ignore stock, up to 999", async () => {
    const config = madeToOrder();
    expect(config.stock_qty).toBe(0);
    const cart = await added({ product_configuration_id: config.id, quantity: 999 });
    expect(cart.items[0].quantity).toBe(999);
    await expectError(await addItem({ cart_unique_id: cart.unique_id, product_configuration_id: config.id }), 400, "quantity");
  });

  it.each([0, 1000, 1.5, -1, "abc", true])("refuses quantity %j", async (quantity) => {
    await expectError(await addItem({ product_configuration_id: inStock().id, quantity }), 400, "quantity");
    expect(store.carts).toEqual({});
  });

  it("refuses a missing or unknown configuration", async () => {
    await expectError(await addItem({}), 400, "product_configuration_id", "The product_configuration_id field is required.");
    await expectError(await addItem({ product_configuration_id: 1 }), 400, "product_configuration_id", "The selected product_configuration_id is invalid.");
    await expectError(await addItem({ product_configuration_id: "YG14" }), 400, "product_configuration_id");
  });

  it("404s for an unknown cart", async () => {
    await expectError(await addItem({ cart_unique_id: "nope", product_configuration_id: inStock().id }), 404, null, "Not found");
    expect(store.carts).toEqual({});
  });
});

describe("GET /api/v1/carts", () => {
  it("serves a cart by cart_unique_id", async () => {
    const config = inStock();
    const cart = await added({ product_configuration_id: config.id, quantity: 2 });
    const { status, body } = await getJson(`/api/v1/carts?cart_unique_id=${cart.unique_id}`);
    expect(status).toBe(200);
    expect(cartResponse.parse(body).data).toEqual(cart);
  });

  it("shows current prices", async () => {
    const config = inStock();
    const cart = await added({ product_configuration_id: config.id, quantity: 2 });
    config.cost = 100;
    const { body } = await getJson(`/api/v1/carts?cart_unique_id=${cart.unique_id}`);
    expect(cartResponse.parse(body).data.total_cost).toBe(200);
  });

  it("404s for an unknown id, including Object.prototype names", async () => {
    for (const id of ["nope", "constructor", "__proto__", "toString"]) {
      const { status } = await getJson(`/api/v1/carts?cart_unique_id=${id}`);
      expect(status, id).toBe(404);
    }
  });

  it("400s without cart_unique_id", async () => {
    await expectError(await api("/api/v1/carts"), 400, "cart_unique_id");
  });

  it("gives every cart a new id, also after a reset, and the reset forgets carts", async () => {
    const config = inStock();
    const a = await added({ product_configuration_id: config.id });
    const b = await added({ product_configuration_id: config.id });
    expect(a.unique_id).not.toBe(b.unique_id);
    await api("/__qa/reset", { method: "POST" });
    expect(store.carts).toEqual({});
    expect((await getJson(`/api/v1/carts?cart_unique_id=${a.unique_id}`)).status).toBe(404);
    const c = await added({ product_configuration_id: config.id });
    expect([a.unique_id, b.unique_id]).not.toContain(c.unique_id);
  });
});
