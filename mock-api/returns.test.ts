import { describe, expect, it } from "vitest";

import { errorBody } from "~/services/schemas/common.server";
import { ordersResponse, trackingResponse } from "~/services/schemas/orders.server";
import { orderDetailResponse, RETURN_STATUSES, RETURN_TYPES, returnRequestResponse } from "~/services/schemas/returns.server";

import type { ReturnStatus } from "./model";
import {
  DEMO_RETURN_REQUEST_ID,
  DEMO_RETURNABLE_ORDER_ID,
  DEMO_RETURNED_ORDER_ID,
  DEMO_UNSHIPPED_ORDER_ID,
} from "./seed";
import { MILESTONES } from "./seed/orders";
import { createStore, store } from "./store";
import { api, bearer, demoToken, expectApiError, getJson, newShopperToken, setupMockApi } from "./testing";

setupMockApi();


/** GET /orders/{id} as the storefront parses it. */
async function detailOf(token: string, id: number) {
  const response = await api(`/api/v1/orders/${id}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return orderDetailResponse.parse(await response.json()).data;
}

/** Each line as [id, quantity, returnable_quantity]. */
const linesOf = async (token: string, id: number) =>
  (await detailOf(token, id)).order_products.map((line) => [line.id, line.quantity, line.returnable_quantity]);

const requestReturn = (token: string | null, body: unknown) =>
  api("/api/v1/returns/request", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token === null ? {} : bearer(token)) },
    body: JSON.stringify(body),
  });

async function requestOf(response: Response) {
  expect(response.status).toBe(200);
  return returnRequestResponse.parse(await response.json()).data;
}

/** Every error of a 400, as [property, message]. */
async function problemsOf(response: Response) {
  expect(response.status).toBe(400);
  return errorBody.parse(await response.json()).errors!.map((e) => {
    expect(e.code).toBe(400);
    return [e.property, e.message];
  });
}

/** The seed's lines (buildOrders numbers them across orders): ML-100231's strand, ML-100238's studs and heart charms, ML-100252's ring. */
const STRAND = 1;
const STUDS = 2;
const CHARMS = 3;
const RING = 4;

const charmRefund = { order_product_id: CHARMS, quantity: 1, reason: 2, type: 1 };

describe("the demo shopper's orders and return request (seed)", () => {
  it("names orders in the states the return flow needs", () => {
    const byId = (id: number) => store.orders.find((o) => o.id === id)!;
    expect(byId(DEMO_RETURNABLE_ORDER_ID)).toMatchObject({ po_number: "ML-100238", status: "shipped" });
    expect(byId(DEMO_RETURNED_ORDER_ID)).toMatchObject({ po_number: "ML-100231", status: "return requested" });
    expect(byId(DEMO_UNSHIPPED_ORDER_ID)).toMatchObject({ po_number: "ML-100252", status: "confirmed" });
    expect(byId(DEMO_RETURNED_ORDER_ID).milestone).toBe(MILESTONES["return requested"]);
  });

  it("has one past repair request, in progress, for a reason the settings allow", async () => {
    expect(store.returns).toHaveLength(1);
    const [request] = store.returns;
    expect(request).toMatchObject({ id: DEMO_RETURN_REQUEST_ID, order_id: DEMO_RETURNED_ORDER_ID, status: 2 });
    expect(RETURN_STATUSES[request.status as keyof typeof RETURN_STATUSES]).toBe("in_progress");
    expect(request.items.map((item) => RETURN_TYPES[item.type as keyof typeof RETURN_TYPES])).toEqual(["repair/resize"]);
    const { body } = await getJson("/api/v1/bootstrap");
    const reasons = (body as { data: { allowed_return_reasons: Array<{ id: number; title: string }> } }).data.allowed_return_reasons;
    expect(reasons.find((r) => r.id === request.items[0].reason)?.title).toBe("Wrong size");
  });
});

describe("GET /api/v1/orders/{id}: what the return flow needs", () => {
  it("gives a shipped order's lines their ids and full quantities, and no requests", async () => {
    const token = await demoToken();
    const order = await detailOf(token, DEMO_RETURNABLE_ORDER_ID);
    expect(order.status).toBe("shipped");
    expect(order.order_products.map((line) => [line.id, line.slug, line.quantity, line.returnable_quantity])).toEqual([
      [STUDS, "celeste-diamond-studs", 1, 1],
      [CHARMS, "heart-charm", 2, 2],
    ]);
    expect(order.returns).toEqual([]);
  });

  it("serves the returned order's request, and nothing left to return", async () => {
    const token = await demoToken();
    const order = await detailOf(token, DEMO_RETURNED_ORDER_ID);
    expect(order.order_products.map((line) => [line.id, line.quantity, line.returnable_quantity])).toEqual([[STRAND, 1, 0]]);
    expect(order.returns).toEqual([
      {
        id: DEMO_RETURN_REQUEST_ID,
        order_id: DEMO_RETURNED_ORDER_ID,
        status: 2,
        created_at: "2025-01-27T14:05:00.000Z",
        additional_comment: "The strand sits a little low with my collars: could it be shortened to 16 inches? Please keep the clasp.",
        items: [{ order_product_id: STRAND, quantity: 1, reason: 1, type: 2 }],
      },
    ]);
  });

  it("returns nothing of an e-gift card: it was e-mailed, and may be spent", async () => {
    const token = await demoToken();
    const order = store.orders.find((o) => o.id === DEMO_RETURNABLE_ORDER_ID)!;
    const card = store.products.find((p) => p.digital)!;
    const recipient = { name: "Ada Lovelace", email: "ada@example.com", message: null, send_on: null };
    order.order_products.push({ ...order.order_products[0], id: 999, product_id: card.id, product_configuration_id: card.configurations[0].id, size: null, recipient });
    expect(await linesOf(token, DEMO_RETURNABLE_ORDER_ID)).toEqual([[STUDS, 1, 1], [CHARMS, 2, 2], [999, 1, 0]]);
    await expectApiError(
      await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [{ order_product_id: 999, quantity: 1, reason: 1, type: 1 }] }),
      400,
      "items.0.quantity",
    );
  });

  it("returns nothing of an order that has not shipped", async () => {
    const token = await demoToken();
    expect(await linesOf(token, DEMO_UNSHIPPED_ORDER_ID)).toEqual([[RING, 1, 0]]);
  });

  it("gives units back when a request is declined (4) or rejected (5), not otherwise", async () => {
    const token = await demoToken();
    const seedRequest = store.returns[0];
    const cases: Array<[ReturnStatus, number]> = [[1, 0], [2, 0], [3, 0], [4, 1], [5, 1], [7, 0]];
    for (const [status, left] of cases) {
      seedRequest.status = status;
      expect(await linesOf(token, DEMO_RETURNED_ORDER_ID), `status ${status}`).toEqual([[STRAND, 1, left]]);
    }
  });

  it("keeps GET /orders and GET /tracking as they were: no requests, no returnable quantities", async () => {
    const token = await demoToken();
    const list = ordersResponse.parse((await getJson("/api/v1/orders", { headers: bearer(token) })).body);
    expect(list.data.map((o) => o.id)).toEqual([DEMO_UNSHIPPED_ORDER_ID, DEMO_RETURNABLE_ORDER_ID, DEMO_RETURNED_ORDER_ID]);
    const seed = store.orders.find((o) => o.id === DEMO_RETURNED_ORDER_ID)!;
    const tracked = trackingResponse.parse(
      (await getJson(`/api/v1/tracking?${new URLSearchParams({ number: seed.po_number, email: seed.email, billing_zip: seed.billing_zip })}`)).body,
    ).data.data;
    for (const order of [...list.data, tracked]) {
      expect(order).not.toHaveProperty("returns");
      expect(order.order_products[0]).not.toHaveProperty("returnable_quantity");
    }
  });
});

describe("POST /api/v1/returns/request", () => {
  it("saves a request as requested (1), and the order becomes return requested", async () => {
    const token = await demoToken();
    const before = Date.now();
    const saved = await requestOf(
      await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund], additional_comment: "  I ordered one too many.  " }),
    );
    expect(saved).toEqual({
      id: DEMO_RETURN_REQUEST_ID + 1,
      order_id: DEMO_RETURNABLE_ORDER_ID,
      status: 1,
      created_at: expect.any(String),
      additional_comment: "I ordered one too many.",
      items: [charmRefund],
    });
    expect(Date.parse(saved.created_at)).toBeGreaterThanOrEqual(before);
    expect(RETURN_STATUSES[saved.status as keyof typeof RETURN_STATUSES]).toBe("requested");

    const order = await detailOf(token, DEMO_RETURNABLE_ORDER_ID);
    expect(order).toMatchObject({ status: "return requested", milestone: MILESTONES["return requested"] });
    expect(order.order_products.map((line) => [line.id, line.returnable_quantity])).toEqual([[STUDS, 1], [CHARMS, 1]]);
    expect(order.returns).toEqual([saved]);
    const list = ordersResponse.parse((await getJson("/api/v1/orders", { headers: bearer(token) })).body);
    expect(list.data.find((o) => o.id === DEMO_RETURNABLE_ORDER_ID)?.status).toBe("return requested");
  });

  it("takes what is left in a later request, digit strings included, and lists requests oldest first", async () => {
    const token = await demoToken();
    const first = await requestOf(await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund] }));
    expect(first.additional_comment).toBeNull();
    const second = await requestOf(
      await requestReturn(token, {
        order_id: String(DEMO_RETURNABLE_ORDER_ID),
        items: [
          { order_product_id: String(CHARMS), quantity: "1", reason: "6", type: "2" },
          { order_product_id: STUDS, quantity: 1, reason: 4, type: 1 },
        ],
        additional_comment: "",
      }),
    );
    expect(second).toMatchObject({
      id: first.id + 1,
      additional_comment: null,
      items: [
        { order_product_id: CHARMS, quantity: 1, reason: 6, type: 2 },
        { order_product_id: STUDS, quantity: 1, reason: 4, type: 1 },
      ],
    });
    expect(await linesOf(token, DEMO_RETURNABLE_ORDER_ID)).toEqual([[STUDS, 1, 0], [CHARMS, 2, 0]]);
    expect((await detailOf(token, DEMO_RETURNABLE_ORDER_ID)).returns.map((r) => r.id)).toEqual([first.id, second.id]);

    expect(await problemsOf(await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund] }))).toEqual([
      ["items.0.quantity", "This piece is already part of a return or repair request."],
    ]);
  });

  it("takes back units a declined request gave back", async () => {
    const token = await demoToken();
    expect(await problemsOf(await requestReturn(token, { order_id: DEMO_RETURNED_ORDER_ID, items: [{ order_product_id: STRAND, quantity: 1, reason: 4, type: 1 }] }))).toEqual([
      ["items.0.quantity", "This piece is already part of a return or repair request."],
    ]);
    store.returns[0].status = 4;
    const saved = await requestOf(await requestReturn(token, { order_id: DEMO_RETURNED_ORDER_ID, items: [{ order_product_id: STRAND, quantity: 1, reason: 4, type: 1 }] }));
    expect((await detailOf(token, DEMO_RETURNED_ORDER_ID)).returns.map((r) => [r.id, r.status])).toEqual([[DEMO_RETURN_REQUEST_ID, 4], [saved.id, 1]]);
  });

  it("lists every field error at once, in body order, and changes nothing", async () => {
    const token = await demoToken();
    const response = await requestReturn(token, {
      order_id: DEMO_RETURNABLE_ORDER_ID,
      items: [
        { order_product_id: CHARMS, quantity: 3, reason: 1, type: 1 },
        { order_product_id: STRAND, quantity: 1, reason: 1, type: 1 },
        { order_product_id: CHARMS, quantity: 1, reason: 99, type: 3 },
        { quantity: 0, reason: "", type: "x" },
        "nope",
        { order_product_id: STUDS, quantity: 1.5, reason: 1, type: 2 },
      ],
      additional_comment: "x".repeat(1001),
    });
    expect(await problemsOf(response)).toEqual([
      ["items.0.quantity", "You can ask for at most 2 of this piece."],
      ["items.1.order_product_id", "The selected order_product_id is invalid."],
      ["items.2.order_product_id", "The order_product_id field has a duplicate value."],
      ["items.2.reason", "The selected reason is invalid."],
      ["items.2.type", "The selected type is invalid."],
      ["items.3.order_product_id", "The order_product_id field is required."],
      ["items.3.quantity", "The quantity must be at least 1."],
      ["items.3.reason", "The reason field is required."],
      ["items.3.type", "The type must be an integer."],
      ["items.4.order_product_id", "The order_product_id field is required."],
      ["items.4.quantity", "The quantity field is required."],
      ["items.4.reason", "The reason field is required."],
      ["items.4.type", "The type field is required."],
      ["items.5.quantity", "The quantity must be an integer."],
      ["additional_comment", "The additional_comment may not be greater than 1000 characters."],
    ]);
    const fresh = createStore();
    expect(store.returns).toEqual(fresh.returns);
    expect(store.orders).toEqual(fresh.orders);
    expect(store.counters.return_request).toBe(DEMO_RETURN_REQUEST_ID);
  });

  it("takes a comment of 1000 characters", async () => {
    const token = await demoToken();
    const saved = await requestOf(await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund], additional_comment: "x".repeat(1000) }));
    expect(saved.additional_comment).toHaveLength(1000);
  });

  it("requires items: a non-empty array", async () => {
    const token = await demoToken();
    for (const [items, message] of [
      [undefined, "The items field is required."],
      [null, "The items field is required."],
      [[], "The items field is required."],
      [{ 0: charmRefund }, "The items must be an array."],
      ["x", "The items must be an array."],
    ] as const) {
      expect(await problemsOf(await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items })), String(items)).toEqual([["items", message]]);
    }
  });

  it("checks the lines' form only when order_id is missing or not an integer", async () => {
    const token = await demoToken();
    expect(await problemsOf(await requestReturn(token, { items: [{ ...charmRefund, order_product_id: 999, reason: 99 }] }))).toEqual([
      ["order_id", "The order_id field is required."],
      ["items.0.reason", "The selected reason is invalid."],
    ]);
    expect(await problemsOf(await requestReturn(token, { order_id: "ML-100238", items: [charmRefund] }))).toEqual([
      ["order_id", "The order_id must be an integer."],
    ]);
  });

  it("refuses an order that has not shipped", async () => {
    const token = await demoToken();
    expect(
      await problemsOf(await requestReturn(token, { order_id: DEMO_UNSHIPPED_ORDER_ID, items: [{ order_product_id: RING, quantity: 1, reason: 1, type: 2 }] })),
    ).toEqual([["order_id", "This order cannot be returned before it has shipped."]]);
    expect(store.orders.find((o) => o.id === DEMO_UNSHIPPED_ORDER_ID)!.status).toBe("confirmed");
  });

  it("answers 404 for a guest's, another account's or an unknown order, before any field error", async () => {
    const demo = await demoToken();
    const newcomer = await newShopperToken();
    for (const [token, order_id, items] of [
      [demo, 4, [{ order_product_id: 5, quantity: 1, reason: 1, type: 1 }]],
      [demo, 99, [charmRefund]],
      [newcomer, DEMO_RETURNABLE_ORDER_ID, [charmRefund]],
      [newcomer, DEMO_RETURNABLE_ORDER_ID, "x"],
    ] as const) {
      await expectApiError(await requestReturn(token, { order_id, items }), 404, "order_id", "Order not found.");
    }
    expect(store.returns).toEqual(createStore().returns);
    expect(store.orders).toEqual(createStore().orders);
  });

  it("answers 401 without a valid token", async () => {
    for (const token of [null, "1|nope"]) {
      await expectApiError(await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund] }), 401, null, "Unauthenticated.");
    }
    expect(store.returns).toHaveLength(1);
  });
});

describe("POST /__qa/reset", () => {
  it("restores the requests, the orders' statuses and the request ids", async () => {
    const token = await demoToken();
    const saved = await requestOf(await requestReturn(token, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund] }));
    store.returns[0].status = 7;
    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);

    const fresh = createStore();
    expect(store.returns).toEqual(fresh.returns);
    expect(store.orders).toEqual(fresh.orders);
    const again = await demoToken();
    expect((await detailOf(again, DEMO_RETURNABLE_ORDER_ID)).status).toBe("shipped");
    expect((await requestOf(await requestReturn(again, { order_id: DEMO_RETURNABLE_ORDER_ID, items: [charmRefund] }))).id).toBe(saved.id);
  });
});
