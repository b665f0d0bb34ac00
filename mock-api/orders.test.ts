import { describe, expect, it } from "vitest";

import { errorBody } from "~/services/schemas/common.server";
import { signInResponse } from "~/services/schemas/account.server";
import { ordersResponse, trackingResponse, type Order } from "~/services/schemas/orders.server";

import { DEMO_BILLING_ZIP, DEMO_EMAIL, DEMO_PASSWORD } from "./seed";
import { EXPRESS, GROUND, OVERNIGHT } from "./shipping";
import { store } from "./store";
import { BASE, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const NOT_FOUND = { errors: [{ code: 404, property: null, message: "We could not find an order matching those details." }] };

async function demoToken() {
  const response = await postJson("/api/v1/authorizations", { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return signInResponse.parse(await response.json()).data.access_token.token;
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const cents = (amount: number) => Math.round(amount * 100);

const track = (params: Record<string, string>) => getJson(`/api/v1/tracking?${new URLSearchParams(params)}`);

/** Every order: totals add up, lines point at real configurations with their titles and images. */
function expectConsistent(order: Order) {
  const items = order.order_products.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  expect(cents(order.final_amount), order.po_number).toBe(
    items - cents(order.discount_amount) + cents(order.shipping_amount) + cents(order.tax_amount) - cents(order.gift_card_amount),
  );
  expect(order).toHaveProperty("subtotal_amount", items / 100);
  expect(order.currency_code).toBe("USD");
  expect(order.po_number).toMatch(/^ML-\d{6}$/);
  expect(order.milestone).toBeTruthy();
  expect(order).not.toHaveProperty("user_id");
  expect(String((order as Record<string, unknown>).billing_zip)).toMatch(/^\d{5}$/);
  for (const line of order.order_products) {
    const product = store.products.find((p) => p.id === line.product_id)!;
    const configuration = product.configurations.find((c) => c.id === line.product_configuration_id)!;
    expect(configuration, `${order.po_number} ${line.configuration_id}`).toBeDefined();
    expect(line.configuration_id).toBe(configuration.sku);
    expect(line.title).toBe(product.translations[0].title);
    expect(line.slug).toBe(product.slug);
    expect(line.price).toBe(configuration.cost);
    expect(line.image_url).toBe(`${BASE}/media/products/${product.slug}/${configuration.sku}.svg`);
    expect(line.quantity).toBeGreaterThanOrEqual(1);
  }
  if (order.status === "shipped") {
    expect(order.tracking_number).toBeTruthy();
    expect(order.tracking_url).toMatch(/^https:\/\/www\.(ups|fedex)\.com\/.*\d/);
    expect(order.tracking_url).toContain(order.tracking_number);
  }
}

describe("GET /api/v1/orders", () => {
  it("lists the demo shopper's three orders, newest first, with meta.total", async () => {
    const { status, body } = await getJson("/api/v1/orders", bearer(await demoToken()));
    expect(status).toBe(200);
    const parsed = ordersResponse.parse(body);
    expect(parsed.meta).toEqual({ total: 3 });
    expect(parsed.data.map((o) => [o.po_number, o.status])).toEqual([
      ["ML-100252", "confirmed"],
      ["ML-100238", "shipped"],
      ["ML-100231", "return requested"],
    ]);
    const dates = parsed.data.map((o) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    parsed.data.forEach(expectConsistent);
    expect(parsed.data.every((o) => (o as Record<string, unknown>).billing_zip === DEMO_BILLING_ZIP)).toBe(true);
  });

  it("serves a new account no orders", async () => {
    await postJson("/api/v1/authorizations/sign-up", {
      first_name: "Ines", last_name: "Moreau", email: "ines@example.com", password: "Opaline#Hour9", password_confirmation: "Opaline#Hour9",
    });
    store.users.at(-1)!.email_verified = true;
    const response = await postJson("/api/v1/authorizations", { email: "ines@example.com", password: "Opaline#Hour9" });
    const token = signInResponse.parse(await response.json()).data.access_token.token;
    const { body } = await getJson("/api/v1/orders", bearer(token));
    expect(ordersResponse.parse(body)).toEqual({ data: [], meta: { total: 0 } });
    expect((await getJson("/api/v1/orders/1", bearer(token))).status).toBe(404);
  });
});

describe("GET /api/v1/orders/{id}", () => {
  it("serves the user's own order", async () => {
    const token = await demoToken();
    const { status, body } = await getJson("/api/v1/orders/2", bearer(token));
    expect(status).toBe(200);
    const order = trackingResponse.shape.data.shape.data.parse((body as { data: unknown }).data);
    expect(order).toMatchObject({ id: 2, po_number: "ML-100238", status: "shipped", gift_message: expect.any(String) });
    expectConsistent(order);
  });

  it.each(["4", "5", "99", "0", "abc", "constructor"])("404s for order %s (a guest order, or none)", async (id) => {
    const { status, body } = await getJson(`/api/v1/orders/${id}`, bearer(await demoToken()));
    expect(status).toBe(404);
    expect(errorBody.parse(body)).toEqual({ errors: [{ code: 404, property: null, message: "Not found" }] });
  });
});

describe("GET /api/v1/tracking", () => {
  it("finds every seed order by number, e-mail and billing ZIP, the demo shopper's included", async () => {
    expect(store.orders).toHaveLength(5);
    expect(store.orders.filter((o) => o.user_id === null)).toHaveLength(2);
    for (const seed of store.orders) {
      const { status, body } = await track({ number: seed.po_number, email: seed.email, billing_zip: seed.billing_zip });
      expect(status, seed.po_number).toBe(200);
      const order = trackingResponse.parse(body).data.data;
      expect(order.id).toBe(seed.id);
      expectConsistent(order);
    }
  });

  it("ignores the e-mail's case and spaces around the fields", async () => {
    const { status, body } = await track({ number: " ml-100240 ", email: " Sophie.MARTIN@example.com ", billing_zip: " 60614 " });
    expect(status).toBe(200);
    expect(trackingResponse.parse(body).data.data.po_number).toBe("ML-100240");
  });

  const base = { number: "ML-100238", email: DEMO_EMAIL, billing_zip: DEMO_BILLING_ZIP };
  it.each([
    ["number", { ...base, number: "ML-100239" }],
    ["number of another order", { ...base, number: "ML-100240" }],
    ["email", { ...base, email: "demo@maison-lumiere.test" }],
    ["email of another order", { ...base, email: "sophie.martin@example.com" }],
    ["billing_zip", { ...base, billing_zip: "10024" }],
    ["billing_zip of another order", { ...base, billing_zip: "60614" }],
    ["zip prefix", { ...base, billing_zip: "1002" }],
  ])("404s when the %s is off, revealing nothing", async (_label, params) => {
    const { status, body } = await track(params);
    expect(status).toBe(404);
    expect(body).toEqual(NOT_FOUND);
    expect((await track(base)).status).toBe(200);
  });

  it("names each missing or invalid parameter", async () => {
    const { status, body } = await getJson("/api/v1/tracking");
    expect(status).toBe(400);
    expect(errorBody.parse(body).errors).toEqual([
      { code: 400, property: "number", message: "The number field is required." },
      { code: 400, property: "email", message: "The email field is required." },
      { code: 400, property: "billing_zip", message: "The billing_zip field is required." },
    ]);
    const invalid = await track({ number: "ML-100238", email: "demo", billing_zip: " " });
    expect(invalid.status).toBe(400);
    expect(errorBody.parse(invalid.body).errors).toEqual([
      { code: 400, property: "email", message: "The email must be a valid email address." },
      { code: 400, property: "billing_zip", message: "The billing_zip field is required." },
    ]);
  });
});

describe("what a shopper may change on a placed order (GET /order-options, PATCH /orders/{id})", () => {
  const orderNamed = (po: string) => store.orders.find((o) => o.po_number === po)!;
  const patch = (id: number, body: unknown, token?: string) =>
    fetch(`${BASE}/api/v1/orders/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it("says the gift message can be written, in at most 200 characters, until the order ships", async () => {
    const { status, body } = await getJson("/api/v1/order-options");
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { gift_message: { max_length: 200, editable_statuses: ["confirmed"] } } });
  });

  it("states the store's shipping terms from the rates' own prices, and its returns terms", async () => {
    const { body } = await getJson("/api/v1/order-options");
    const { shipping, returns } = (body as { data: { shipping: { methods: Array<{ id: string; amount: number; transit_days: object; excluded_states: string[] }> }; returns: object } }).data;
    expect(shipping.methods.map((method) => [method.id, method.amount, method.transit_days, method.excluded_states])).toEqual([
      [GROUND.id, GROUND.amount, { min: 5, max: 7 }, []],
      [EXPRESS.id, EXPRESS.amount, { min: 2, max: 2 }, []],
      [OVERNIGHT.id, OVERNIGHT.amount, { min: 1, max: 1 }, ["AK", "HI"]],
    ]);
    expect(returns).toEqual({ country: "US", days: 30, free: true, method: "mail", digital_returnable: false });
  });

  it("writes, changes and takes off the gift message of the owner's confirmed order", async () => {
    const token = await demoToken();
    const order = orderNamed("ML-100252");
    const written = await patch(order.id, { gift_message: "  For the studio's tenth year.  " }, token);
    expect(written.status).toBe(200);
    expect(((await written.json()) as { data: { gift_message: string } }).data.gift_message).toBe("For the studio's tenth year.");
    expect(order.gift_message).toBe("For the studio's tenth year.");
    expect((await patch(order.id, { gift_message: "" }, token)).status).toBe(200);
    expect(order.gift_message).toBeNull();
  });

  it("refuses a shipped order, a message over 200 characters, a missing field, someone else's order and a guest", async () => {
    const token = await demoToken();
    const shipped = orderNamed("ML-100238");
    const refusal = async (response: Response) => ({ status: response.status, error: errorBody.parse(await response.json()).errors![0] });
    expect(await refusal(await patch(shipped.id, { gift_message: "Too late" }, token))).toMatchObject({
      status: 400,
      error: { property: "gift_message", message: "This order has shipped: its gift message can no longer be changed." },
    });
    const confirmed = orderNamed("ML-100252");
    expect(await refusal(await patch(confirmed.id, { gift_message: "x".repeat(201) }, token))).toMatchObject({
      status: 400,
      error: { property: "gift_message", message: "The gift_message may not be greater than 200 characters." },
    });
    expect((await refusal(await patch(confirmed.id, {}, token))).error).toMatchObject({ property: "gift_message", message: "The gift_message field is required." });
    expect((await patch(orderNamed("ML-100240").id, { gift_message: "Hi" }, token)).status).toBe(404);
    expect((await patch(confirmed.id, { gift_message: "Hi" })).status).toBe(401);
    expect(shipped.gift_message).toBe("Happy Valentine's Day, my love. — C.");
  });
});
