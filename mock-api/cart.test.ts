import { describe, expect, it } from "vitest";

import { errorBody } from "~/services/schemas/common.server";
import { cartResponse } from "~/services/schemas/cart.server";

import { SEND_ON_MESSAGES, sendOnProblem } from "./cart";
import type { ProductConfiguration } from "./model";
import { QA_INDEX } from "./routes/qa";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./seed";
import { QA_GIFT_CAMPAIGN_ID } from "./cart";
import { store } from "./store";
import { allStrings, api, BASE, bearer, demoToken, getJson, GIFT_RECIPIENT, oneSizePieces, postJson, setupMockApi } from "./testing";

setupMockApi({ campaign: false });

const configurations = () => oneSizePieces().flatMap((p) => p.configurations);
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
    const product = oneSizePieces().find((p) => p.configurations[0].start_at_cost > 0 && p.configurations[0].materials_ids.length === 2)!;
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
        size: null,
        recipient: null,
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

describe("a ring's size (POST /api/v1/carts/items)", () => {
  const ring = () => store.products.find((p) => p.sizes.length > 0 && p.configurations.some((c) => c.track_inventory && c.stock_qty >= 3))!;
  const stocked = (product: ReturnType<typeof ring>) => product.configurations.find((c) => c.track_inventory && c.stock_qty >= 3)!;

  it("serves every ring the house's sizes, which its details name, and other pieces none", async () => {
    const product = ring();
    const { body } = await getJson(`/api/v1/products/${product.slug}`);
    const served = (body as { data: { sizes: Array<{ value: string }>; translations: Array<{ details: string }> } }).data;
    expect(served.sizes.map((s) => s.value)).toEqual(["4", "4.5", "5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10"]);
    expect(served.sizes[0]).toEqual({ value: "4", diameter_mm: 14.9, circumference_mm: 46.8 });
    expect(served.translations[0].details).toContain("US sizes 4 to 10, in half sizes");
    const charm = oneSizePieces().find((p) => p.slug !== product.slug)!;
    expect(((await getJson(`/api/v1/products/${charm.slug}`)).body as { data: { sizes: unknown[] } }).data.sizes).toEqual([]);
  });

  it("refuses a ring without a size, or in a size it does not come in, and creates no cart", async () => {
    const config = stocked(ring());
    await expectError(await addItem({ product_configuration_id: config.id }), 400, "size", "Please choose a ring size.");
    await expectError(await addItem({ product_configuration_id: config.id, size: "  " }), 400, "size", "Please choose a ring size.");
    await expectError(await addItem({ product_configuration_id: config.id, size: "11" }), 400, "size", "The selected size is invalid.");
    expect(Object.keys(store.carts)).toEqual([]);
  });

  it("refuses a size for a piece of one size", async () => {
    await expectError(await addItem({ product_configuration_id: inStock().id, size: "6" }), 400, "size", "This piece comes in one size.");
  });

  it("keeps two sizes of one ring as two lines that draw on one stock, and one size as one line", async () => {
    const config = stocked(ring());
    const first = await added({ product_configuration_id: config.id, size: "6" });
    expect(first.items[0].options.size).toBe("6");
    const again = await added({ cart_unique_id: first.unique_id, product_configuration_id: config.id, size: "6" });
    expect(again.items.map((i) => [i.options.size, i.quantity])).toEqual([["6", 2]]);
    const other = await added({ cart_unique_id: first.unique_id, product_configuration_id: config.id, size: "7.5" });
    expect(other.items.map((i) => [i.options.size, i.quantity])).toEqual([["6", 2], ["7.5", 1]]);
    const tooMany = config.stock_qty - 3 + 1;
    await expectError(await addItem({ cart_unique_id: first.unique_id, product_configuration_id: config.id, size: "8", quantity: tooMany }), 400, "product_configuration_id", `Only ${config.stock_qty} left in stock.`);
  });
});

describe("an e-gift card's recipient (POST /api/v1/carts/items)", () => {
  const eGiftCard = () => store.products.find((p) => p.digital)!.configurations[0];
  /** The UTC day `days` from now: well inside the window whatever the shopper's zone. */
  const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("needs the recipient's name and a valid e-mail, caps the message, and creates no cart when refused", async () => {
    const id = eGiftCard().id;
    await expectError(await addItem({ product_configuration_id: id }), 400, "recipient_name", "Please enter the recipient's name.");
    await expectError(await addItem({ product_configuration_id: id, recipient_name: " Ada " }), 400, "recipient_email", "Please enter the recipient's e-mail address.");
    await expectError(await addItem({ product_configuration_id: id, recipient_name: "Ada", recipient_email: "ada@" }), 400, "recipient_email", "The recipient_email must be a valid email address.");
    await expectError(
      await addItem({ ...GIFT_RECIPIENT, product_configuration_id: id, gift_message: "x".repeat(301) }),
      400,
      "gift_message",
      "The gift_message may not be greater than 300 characters.",
    );
    expect(store.carts).toEqual({});
  });

  it("keeps the recipient and message on the line, each recipient a line of their own", async () => {
    const id = eGiftCard().id;
    const first = await added({ product_configuration_id: id, recipient_name: "Ada Lovelace", recipient_email: " Ada@Example.com ", gift_message: "" });
    expect(first.items[0].options.recipient).toEqual({ name: "Ada Lovelace", email: "ada@example.com", message: null, send_on: null });
    const again = await added({ cart_unique_id: first.unique_id, product_configuration_id: id, recipient_name: "Ada Lovelace", recipient_email: "ada@example.com" });
    expect(again.items.map((i) => i.quantity)).toEqual([2]);
    const other = await added({ ...GIFT_RECIPIENT, cart_unique_id: first.unique_id, product_configuration_id: id, recipient_name: "Grace Hopper" });
    expect(other.items.map((i) => [i.options.recipient, i.quantity])).toEqual([
      [{ name: "Ada Lovelace", email: "ada@example.com", message: null, send_on: null }, 2],
      [{ name: "Grace Hopper", email: "ada@example.com", message: "Happy birthday", send_on: null }, 1],
    ]);
  });

  it("refuses a recipient for a piece that ships", async () => {
    await expectError(await addItem({ ...GIFT_RECIPIENT, product_configuration_id: inStock().id }), 400, "recipient_name", "This piece is not sent by e-mail.");
    await expectError(await addItem({ product_configuration_id: inStock().id, send_on: dayIn(3) }), 400, "send_on", "This piece is not sent by e-mail.");
  });

  it("comes in several amounts, each a configuration at its price, named by its amount on the line", async () => {
    const card = store.products.find((p) => p.digital)!;
    const fiveHundred = card.configurations.find((c) => c.sku === "EGIFT-500")!;
    const cart = await added({ ...GIFT_RECIPIENT, product_configuration_id: fiveHundred.id });
    expect(cart.items[0]).toMatchObject({ configuration_id: "EGIFT-500", base_cost: 500, digital: true });
    expect(cart.items[0].materials.map((m) => m.title)).toEqual(["USD 500"]);
    expect(cart.items[0].options.materials).toEqual([{ image: null, material_category_title: "Amount", title: "USD 500" }]);
    expect(cart.total_cost).toBe(500);
  });

  it("keeps the day it is sent on, a line of its own per day; none is as soon as the order is placed", async () => {
    const id = eGiftCard().id;
    const first = await added({ ...GIFT_RECIPIENT, product_configuration_id: id, send_on: ` ${dayIn(30)} ` });
    expect(first.items[0].options.recipient).toEqual({ name: "Ada Lovelace", email: "ada@example.com", message: "Happy birthday", send_on: dayIn(30) });
    const again = await added({ ...GIFT_RECIPIENT, cart_unique_id: first.unique_id, product_configuration_id: id, send_on: dayIn(30) });
    expect(again.items.map((i) => i.quantity)).toEqual([2]);
    const atOnce = await added({ ...GIFT_RECIPIENT, cart_unique_id: first.unique_id, product_configuration_id: id, send_on: "" });
    expect(atOnce.items.map((i) => [i.options.recipient?.send_on, i.quantity])).toEqual([[dayIn(30), 2], [null, 1]]);
  });

  it("refuses a day gone, one more than 365 days ahead or no day at all, on send_on, and creates no cart", async () => {
    const id = eGiftCard().id;
    const add = (send_on: string) => addItem({ ...GIFT_RECIPIENT, product_configuration_id: id, send_on });
    await expectError(await add(dayIn(-2)), 400, "send_on", "The delivery date has passed: choose today or a later day.");
    await expectError(await add(dayIn(367)), 400, "send_on", "The delivery date can be at most 365 days from today.");
    await expectError(await add("2027-02-30"), 400, "send_on", "The send_on is not a valid date.");
    await expectError(await add("12/24/2027"), 400, "send_on", "The send_on does not match the format Y-m-d.");
    await expectError(await add("2027-12-240"), 400, "send_on", "The send_on may not be greater than 10 characters.");
    expect(store.carts).toEqual({});
    expect((await added({ ...GIFT_RECIPIENT, product_configuration_id: id, send_on: dayIn(0) })).items[0].options.recipient?.send_on).toBe(dayIn(0));
  });
});

describe("sendOnProblem: the days an e-gift card can be sent on", () => {
  // 02:00 UTC on 1 March: still 28 February in New York and Honolulu, already 1 March in Paris and Tokyo.
  const now = new Date("2026-03-01T02:00:00Z");

  it("takes today wherever it is still today or already today, and up to 365 days after the last of them", () => {
    expect(sendOnProblem("2026-02-28", now)).toBeNull();
    expect(sendOnProblem("2026-03-01", now)).toBeNull();
    expect(sendOnProblem("2027-03-01", now)).toBeNull();
    // 16:00 on 1 March at UTC+14: a year on is 1 March 2027.
    expect(sendOnProblem("2027-03-02", now)).toBe(SEND_ON_MESSAGES.tooLate);
    // Nowhere is it 27 February any more (UTC-12 is at 14:00 on the 28th).
    expect(sendOnProblem("2026-02-27", now)).toBe(SEND_ON_MESSAGES.past);
  });

  it("refuses what is not a day", () => {
    expect(sendOnProblem("2026-02-29", now)).toBe(SEND_ON_MESSAGES.invalid);
    expect(sendOnProblem("2026-3-1", now)).toBe(SEND_ON_MESSAGES.format);
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

const inStockOther = (not: ProductConfiguration) => findConfig((c) => c.track_inventory && c.stock_qty >= 3 && c.id !== not.id);

const patchItem = (id: number | string, body: Record<string, unknown>) =>
  postJson(`/api/v1/carts/items/${id}`, body, "PATCH");

const deleteItem = (id: number | string, cartId?: string) =>
  api(`/api/v1/carts/items/${id}${cartId === undefined ? "" : `?cart_unique_id=${cartId}`}`, { method: "DELETE" });

const addGift = (cartId: string, body: Record<string, unknown>) => postJson(`/__qa/carts/${cartId}/gift`, body);

async function cartOf(response: Response) {
  expect(response.status).toBe(200);
  return cartResponse.parse(await response.json()).data;
}

async function fetchCart(id: string, headers: Record<string, string> = {}) {
  const { status, body } = await getJson(`/api/v1/carts?cart_unique_id=${id}`, { headers });
  expect(status).toBe(200);
  return cartResponse.parse(body).data;
}

const lines = (cart: { items: Array<{ id: number; quantity: number }> }) => cart.items.map((i) => [i.id, i.quantity]);

async function twoLineCart() {
  const a = inStock();
  const b = inStockOther(a);
  const first = await added({ product_configuration_id: a.id, quantity: 1 });
  const cart = await added({ cart_unique_id: first.unique_id, product_configuration_id: b.id, quantity: 2 });
  const [lineA, lineB] = cart.items;
  return { cart, a, b, lineA, lineB };
}

async function cartWithGift() {
  const base = await twoLineCart();
  const giftConfig = findConfig((c) => c.id !== base.a.id && c.id !== base.b.id && c.cost > 0);
  const cart = await cartOf(await addGift(base.cart.unique_id, { product_configuration_id: giftConfig.id }));
  const gift = cart.items.find((i) => i.gift_campaign_id !== null)!;
  return { ...base, cart, giftConfig, gift };
}

describe("PATCH /api/v1/carts/items/{id}", () => {
  it("sets the line's quantity and recomputes the total", async () => {
    const { cart, a, b, lineA, lineB } = await twoLineCart();
    expect(cart.total_cost).toBe(a.cost + b.cost * 2);

    const updated = await cartOf(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 3 }));
    expect(updated.unique_id).toBe(cart.unique_id);
    expect(lines(updated)).toEqual([[lineA.id, 3], [lineB.id, 2]]);
    expect(updated.total_cost).toBe(a.cost * 3 + b.cost * 2);

    // Down as well as up; digit strings as a form would post them.
    const down = await cartOf(await patchItem(String(lineB.id), { cart_unique_id: ` ${cart.unique_id} `, quantity: "1" }));
    expect(lines(down)).toEqual([[lineA.id, 3], [lineB.id, 1]]);
    expect(down.total_cost).toBe(a.cost * 3 + b.cost);
    expect(await fetchCart(cart.unique_id)).toEqual(down);
  });

  it("keeps the total to the cent", async () => {
    const { cart, a, b, lineA } = await twoLineCart();
    a.cost = 0.1;
    b.cost = 0.2;
    const updated = await cartOf(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 3 }));
    expect(updated.total_cost).toBe(0.7); // 0.1 * 3 + 0.2 * 2
  });

  it("refuses more than the stock when inventory is tracked, and changes nothing", async () => {
    const { cart, a, lineA } = await twoLineCart();
    await expectError(
      await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: a.stock_qty + 1 }),
      400, "quantity", `Only ${a.stock_qty} left in stock.`,
    );
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
    const full = await cartOf(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: a.stock_qty }));
    expect(full.items[0].quantity).toBe(a.stock_qty);
  });

  it("checks the current stock: a line can go down to it, not above it, and not at all when sold out", async () => {
    const { cart, a, lineA } = await twoLineCart();
    await cartOf(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 3 }));
    a.stock_qty = 2; // sold elsewhere since
    await expectError(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 3 }), 400, "quantity", "Only 2 left in stock.");
    expect((await cartOf(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 2 }))).items[0].quantity).toBe(2);
    a.stock_qty = 0;
    await expectError(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 1 }), 400, "quantity", "This item is out of stock.");
  });

  it("lets made-to-order lines go to 999 whatever the stock", async () => {
    const config = madeToOrder();
    const cart = await added({ product_configuration_id: config.id });
    const line = cart.items[0];
    const updated = await cartOf(await patchItem(line.id, { cart_unique_id: cart.unique_id, quantity: 999 }));
    expect(updated.items[0].quantity).toBe(999);
    expect(updated.total_cost).toBe(Math.round(config.cost * 100 * 999) / 100);
    await expectError(
      await patchItem(line.id, { cart_unique_id: cart.unique_id, quantity: 1000 }),
      400, "quantity", "The quantity may not be greater than 999.",
    );
  });

  it.each([
    [0, "The quantity must be at least 1."],
    [-1, "The quantity must be at least 1."],
    [1000, "The quantity may not be greater than 999."],
    [1.5, "The quantity must be an integer."],
    ["abc", "The quantity must be an integer."],
    [true, "The quantity must be an integer."],
    [null, "The quantity field is required."],
    [undefined, "The quantity field is required."],
  ])("refuses quantity %j", async (quantity, message) => {
    const { cart, lineA } = await twoLineCart();
    await expectError(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity }), 400, "quantity", message);
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });

  it("requires cart_unique_id", async () => {
    const { lineA } = await twoLineCart();
    await expectError(await patchItem(lineA.id, { quantity: 2 }), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectError(await patchItem(lineA.id, { cart_unique_id: "", quantity: 2 }), 400, "cart_unique_id");
  });

  it("404s for an unknown cart, or an item that is not in that cart", async () => {
    const { cart, lineA } = await twoLineCart();
    const other = await added({ product_configuration_id: inStock().id });
    for (const id of ["nope", "constructor", "__proto__"]) {
      await expectError(await patchItem(lineA.id, { cart_unique_id: id, quantity: 2 }), 404, null, "Not found");
    }
    for (const item of [other.items[0].id, 9999, "abc", "constructor", "1.0"]) {
      await expectError(await patchItem(item, { cart_unique_id: cart.unique_id, quantity: 2 }), 404, null, "Not found");
    }
    // The other cart's line, addressed through its own cart, is fine.
    await cartOf(await patchItem(other.items[0].id, { cart_unique_id: other.unique_id, quantity: 2 }));
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });

  it("404s for a line whose configuration left the store (it is not served either)", async () => {
    const { cart, a, lineA } = await twoLineCart();
    const product = store.products.find((p) => p.configurations.includes(a))!;
    product.configurations = product.configurations.filter((c) => c !== a);
    await expectError(await patchItem(lineA.id, { cart_unique_id: cart.unique_id, quantity: 2 }), 404, null);
    await expectError(await deleteItem(lineA.id, cart.unique_id), 404, null);
  });

  it("refuses to change a gift-campaign line, whatever the quantity", async () => {
    const { cart, gift } = await cartWithGift();
    for (const quantity of [2, 1]) {
      await expectError(
        await patchItem(gift.id, { cart_unique_id: cart.unique_id, quantity }),
        400, "quantity", "This gift cannot be changed.",
      );
    }
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });
});

describe("DELETE /api/v1/carts/items/{id}", () => {
  it("removes the line and recomputes the total; the emptied cart lives on", async () => {
    const { cart, b, lineA, lineB } = await twoLineCart();
    const after = await cartOf(await deleteItem(lineA.id, cart.unique_id));
    expect(lines(after)).toEqual([[lineB.id, 2]]);
    expect(after.total_cost).toBe(b.cost * 2);
    expect(await fetchCart(cart.unique_id)).toEqual(after);

    const empty = await cartOf(await deleteItem(lineB.id, cart.unique_id));
    expect(empty).toMatchObject({ unique_id: cart.unique_id, items: [], total_cost: 0 });
    // A later add goes into the same cart, as a new line.
    const again = await added({ cart_unique_id: cart.unique_id, product_configuration_id: b.id });
    expect(again.items).toHaveLength(1);
    expect(again.items[0].id).not.toBe(lineB.id);
  });

  it("accepts cart_unique_id in a JSON body", async () => {
    const { cart, a, lineB } = await twoLineCart();
    const after = await cartOf(await postJson(`/api/v1/carts/items/${lineB.id}`, { cart_unique_id: cart.unique_id }, "DELETE"));
    expect(after.items.map((i) => i.product_configuration_id)).toEqual([a.id]);
    expect(after.total_cost).toBe(a.cost);
  });

  it("requires cart_unique_id", async () => {
    const { cart, lineA } = await twoLineCart();
    await expectError(await deleteItem(lineA.id), 400, "cart_unique_id", "The cart_unique_id field is required.");
    await expectError(await deleteItem(lineA.id, ""), 400, "cart_unique_id");
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });

  it("404s for an unknown cart, an item not in that cart, and an item already removed", async () => {
    const { cart, lineA } = await twoLineCart();
    const other = await added({ product_configuration_id: inStock().id });
    await expectError(await deleteItem(lineA.id, "nope"), 404, null, "Not found");
    await expectError(await deleteItem(lineA.id, "constructor"), 404, null, "Not found");
    await expectError(await deleteItem(other.items[0].id, cart.unique_id), 404, null, "Not found");
    await expectError(await deleteItem("abc", cart.unique_id), 404, null, "Not found");
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
    expect(await fetchCart(other.unique_id)).toEqual(other);

    await cartOf(await deleteItem(lineA.id, cart.unique_id));
    await expectError(await deleteItem(lineA.id, cart.unique_id), 404, null, "Not found");
  });

  it("refuses to remove a gift-campaign line", async () => {
    const { cart, gift } = await cartWithGift();
    await expectError(await deleteItem(gift.id, cart.unique_id), 400, "id", "This gift cannot be removed.");
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });
});

describe("gift-campaign lines (POST /__qa/carts/{unique_id}/gift)", () => {
  it("adds a free, locked line of one unit; the total does not change", async () => {
    const { cart: before } = await twoLineCart();
    const giftConfig = findConfig((c) => c.cost > 0 && c.start_at_cost > c.cost);
    const response = await addGift(before.unique_id, { product_configuration_id: String(giftConfig.id) });
    const body = await response.clone().json();
    expect(allStrings(body).some((s) => s.startsWith("/media/"))).toBe(false);
    const cart = await cartOf(response);
    expect(cart.items).toHaveLength(3);
    expect(cart.items.slice(0, 2)).toEqual(before.items);
    expect(cart.items[2]).toMatchObject({
      product_configuration_id: giftConfig.id,
      quantity: 1,
      base_cost: 0,
      sale: false,
      sale_cost: 0,
      gift_campaign_id: QA_GIFT_CAMPAIGN_ID,
      gift_campaign_qty: 1,
    });
    expect(cart.total_cost).toBe(before.total_cost);
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
  });

  it("keeps the gift apart from an ordinary line of the same piece", async () => {
    // Gift first: adding the same piece makes a new ordinary line rather than topping up the gift.
    const { cart, a, b, lineA, lineB } = await twoLineCart();
    const c = findConfig((x) => x.track_inventory && x.stock_qty >= 3 && x.id !== a.id && x.id !== b.id);
    const withGift = await cartOf(await addGift(cart.unique_id, { product_configuration_id: c.id }));
    const gift = withGift.items[2];
    expect(gift).toMatchObject({ product_configuration_id: c.id, gift_campaign_id: QA_GIFT_CAMPAIGN_ID, quantity: 1 });

    const bought = await added({ cart_unique_id: cart.unique_id, product_configuration_id: c.id });
    expect(bought.items.map((i) => [i.product_configuration_id, i.quantity, i.gift_campaign_id])).toEqual([
      [a.id, 1, null], [b.id, 2, null], [c.id, 1, QA_GIFT_CAMPAIGN_ID], [c.id, 1, null],
    ]);
    const lineC = bought.items[3];
    expect(lineC.id).not.toBe(gift.id);
    expect(bought.total_cost).toBe(a.cost + b.cost * 2 + c.cost);

    const more = await added({ cart_unique_id: cart.unique_id, product_configuration_id: c.id, quantity: 2 });
    expect(lines(more)).toEqual([[lineA.id, 1], [lineB.id, 2], [gift.id, 1], [lineC.id, 3]]);
    const changed = await cartOf(await patchItem(lineC.id, { cart_unique_id: cart.unique_id, quantity: 2 }));
    expect(changed.items[2]).toEqual(gift);
    expect(changed.total_cost).toBe(a.cost + b.cost * 2 + c.cost * 2);
  });

  it("costs nothing through every change, even at a high price", async () => {
    const { cart, a, b, lineA, lineB, giftConfig, gift } = await cartWithGift();
    giftConfig.cost = 12345.67;
    expect((await fetchCart(cart.unique_id)).total_cost).toBe(a.cost + b.cost * 2);
    const updated = await cartOf(await patchItem(lineB.id, { cart_unique_id: cart.unique_id, quantity: 3 }));
    expect(updated.total_cost).toBe(a.cost + b.cost * 3);
    const removed = await cartOf(await deleteItem(lineA.id, cart.unique_id));
    expect(removed.total_cost).toBe(b.cost * 3);
    const onlyGift = await cartOf(await deleteItem(lineB.id, cart.unique_id));
    expect(lines(onlyGift)).toEqual([[gift.id, 1]]);
    expect(onlyGift.total_cost).toBe(0);
  });

  it("allows one gift per cart and checks its input", async () => {
    const { cart, giftConfig } = await cartWithGift();
    await expectError(await addGift(cart.unique_id, { product_configuration_id: giftConfig.id }), 400, null, "This cart already has a gift.");
    await expectError(await addGift("nope", { product_configuration_id: giftConfig.id }), 404, null, "Not found");
    await expectError(await addGift(cart.unique_id, {}), 400, "product_configuration_id", "The product_configuration_id field is required.");
    const fresh = await added({ product_configuration_id: inStock().id });
    await expectError(
      await addGift(fresh.unique_id, { product_configuration_id: 1 }),
      400, "product_configuration_id", "The selected product_configuration_id is invalid.",
    );
    expect(await fetchCart(cart.unique_id)).toEqual(cart);
    expect(await fetchCart(fresh.unique_id)).toEqual(fresh);
  });

  it("is listed in the QA index, and a reset forgets the cart and its gift", async () => {
    expect(QA_INDEX.endpoints).toContainEqual(expect.objectContaining({ method: "POST", path: "/__qa/carts/{unique_id}/gift" }));
    const { body } = await getJson("/__qa");
    expect(JSON.stringify(body)).toContain("/__qa/carts/{unique_id}/gift");

    const { cart } = await cartWithGift();
    await api("/__qa/reset", { method: "POST" });
    expect(store.carts).toEqual({});
    expect((await getJson(`/api/v1/carts?cart_unique_id=${cart.unique_id}`)).status).toBe(404);
  });

  it("survives a sign-in merge as its own line, one gift per campaign", async () => {
    const signIn = async (cartId: string) => {
      const response = await postJson("/api/v1/authorizations", { email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: cartId });
      expect(response.status).toBe(200);
    };
    const a = inStock();
    const own = await added({ product_configuration_id: a.id });
    await signIn(own.unique_id);
    // The guest cart holds the same piece, once as a gift.
    const guest = await added({ product_configuration_id: a.id, quantity: 2 });
    await cartOf(await addGift(guest.unique_id, { product_configuration_id: a.id }));
    await signIn(guest.unique_id);
    // The merged cart is the account's now: it answers to the account's bearer.
    const merged = await fetchCart(guest.unique_id, bearer(await demoToken()));
    expect(merged.items.map((i) => [i.product_configuration_id, i.quantity, i.gift_campaign_id])).toEqual([
      [a.id, 3, null],
      [a.id, 1, QA_GIFT_CAMPAIGN_ID],
    ]);
    expect(merged.total_cost).toBe(a.cost * 3);

    // Another guest cart with a gift of the same campaign: the account's gift stays, the second is dropped.
    const second = await added({ product_configuration_id: a.id });
    const otherGift = findConfig((c) => c.id !== a.id);
    await cartOf(await addGift(second.unique_id, { product_configuration_id: otherGift.id }));
    await signIn(second.unique_id);
    const again = await fetchCart(second.unique_id, bearer(await demoToken()));
    expect(again.items.filter((i) => i.gift_campaign_id !== null).map((i) => i.product_configuration_id)).toEqual([a.id]);
  });
});
