/** /orders/{id} against the mock API in-process: the order, its requests, and whose it is. */
import { DEMO_RETURNABLE_ORDER_ID, DEMO_RETURNED_ORDER_ID, DEMO_UNSHIPPED_ORDER_ID } from "../../../mock-api/seed";
import { addFault } from "../../../mock-api/faults";
import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";
import { OPTIONAL_BUDGET_MS, clearApiCache } from "~/services/api.server";

import { loadOrderPage, orderAction, returnStatusLabel } from "./order.server";

setupRouteTests();

type Page = Awaited<ReturnType<typeof loadOrderPage>>["data"];

async function openOrder(id: number | string) {
  const shopper = routeShopper();
  await shopper.signIn();
  return shopper.get((request) => loadOrderPage(request, String(id)), `/orders/${id}`);
}

/** Another account, signed up like the demo shopper (same password), with no orders. */
function anotherShopper() {
  store.users.push({ ...store.users[0], id: 99, email: "other.shopper@example.com", shipping_addresses: [] });
  const shopper = routeShopper("203.0.113.10");
  return { shopper, signIn: () => shopper.signIn("other.shopper@example.com") };
}

describe("/orders/{id}", () => {
  it("names each ring's size on its line, and none for a piece of one size; each line by its materials", async () => {
    const ring = (await openOrder(DEMO_UNSHIPPED_ORDER_ID)).data as Page;
    expect(ring.order.lines.map((line) => [line.title, line.choices])).toEqual([["Céleste Solitaire Ring", ["Ring size 6"]]]);
    expect(ring.order.lines[0].materials.length).toBeGreaterThan(0);
    const studs = (await openOrder(DEMO_RETURNABLE_ORDER_ID)).data as Page;
    expect(studs.order.lines.map((line) => line.choices)).toEqual([[], []]);
  });

  it("says the day an e-gift card is e-mailed on, in the store's date format, and a card sent at once", async () => {
    const order = store.orders.find((o) => o.id === DEMO_RETURNABLE_ORDER_ID)!;
    const card = store.products.find((p) => p.digital)!.configurations[0];
    const recipient = { name: "Ada Lovelace", email: "ada@example.com", message: null };
    order.order_products.push(
      { ...order.order_products[0], id: 998, product_configuration_id: card.id, materials: [{ title: "USD 250" }], recipient: { ...recipient, send_on: "2026-12-24" } },
      { ...order.order_products[0], id: 999, product_configuration_id: card.id, materials: [{ title: "USD 250" }], recipient: { ...recipient, send_on: null } },
    );
    const { lines } = ((await openOrder(DEMO_RETURNABLE_ORDER_ID)).data as Page).order;
    expect(lines.slice(-2).map((line) => [line.materials, line.choices])).toEqual([
      [[{ title: "USD 250" }], ["For Ada Lovelace (ada@example.com)", "Sent by e-mail on 12/24/2026"]],
      [[{ title: "USD 250" }], ["For Ada Lovelace (ada@example.com)", "Sent by e-mail when the order is placed"]],
    ]);
  });

  it("shows a shipped order: lines, gift message, address, tracking, payment, totals, and a way to ask for a return", async () => {
    const page = await openOrder(DEMO_RETURNABLE_ORDER_ID);
    expect(page.status).toBe(200);
    const { order } = page.data as Page;
    expect(order).toMatchObject({
      number: "ML-100238",
      date: { iso: "2025-02-11T10:05:00.000Z", text: "02/11/2025" },
      status: "Shipped",
      milestone: expect.stringContaining("Shipped"),
      tracking: { number: "1Z999AA10123459876", url: "https://www.ups.com/track?tracknum=1Z999AA10123459876" },
      giftMessage: "Happy Valentine's Day, my love. — C.",
      addresses: {
        shipping: ["Camille Durand", "1 West 72nd Street", "Apt 4B", "New York, NY 10023", "US", "212-555-0147"],
        // Billed to the shipping address: the same lines, without the phone.
        billing: ["Camille Durand", "1 West 72nd Street", "Apt 4B", "New York, NY 10023", "US"],
      },
      payment: "PayPal",
      canRequestReturn: true,
      returns: [],
    });
    expect(order.lines.map((line) => [line.title, line.quantity])).toEqual([
      ["Céleste Diamond Studs", 1],
      ["Heart Charm", 2],
    ]);
    // Overnight, at the price the rates quote and /shipping states.
    expect(order.amounts.shipping_amount).toBe(45);
    expect(order.amounts.final_amount).toBeCloseTo((order.amounts.subtotal_amount ?? 0) + 45 + order.amounts.tax_amount, 2);
    expect(order.delivery).toEqual({ method: "Overnight", dates: "02/12/2025 to 02/13/2025" });
  });

  it("lists the order's requests with their status, pieces, reasons and types in words", async () => {
    const { order } = (await openOrder(DEMO_RETURNED_ORDER_ID)).data as Page;
    expect(order.canRequestReturn).toBe(false);
    expect(order.payment).toBe("Credit card");
    expect(order.returns).toEqual([
      {
        id: 1,
        date: { iso: "2025-01-27T14:05:00.000Z", text: "01/27/2025" },
        status: "In progress",
        comment: expect.stringContaining("16 inches"),
        items: [{ key: expect.any(String), piece: order.lines[0].title, quantity: 1, reason: "Wrong size", type: "Repair or resize" }],
      },
    ]);
  });

  it("writes every date in the settings' date_format, as the history's column and the delivery estimate do", async () => {
    store.settings = { ...store.settings, date_format: "dd.MM.yyyy" };
    const { order } = (await openOrder(DEMO_RETURNED_ORDER_ID)).data as Page;
    expect(order.date.text).toBe("08.01.2025");
    expect(order.returns.map((request) => request.date.text)).toEqual(["27.01.2025"]);
    expect(order.delivery).toEqual({ method: "Complimentary ground", dates: expect.stringMatching(/^\d\d\.\d\d\.2025 to \d\d\.\d\d\.2025$/) });
  });

  it("offers no return for an order that has not shipped", async () => {
    expect(((await openOrder(DEMO_UNSHIPPED_ORDER_ID)).data as Page).order.canRequestReturn).toBe(false);
  });

  it("is the 404 page for a guest's order, an unknown one, and an id that is not a number", async () => {
    for (const id of ["4", "9999", "abc", "0", "2.5"]) expect((await openOrder(id)).status, id).toBe(404);
  });

  it("is the 404 page for another shopper's order", async () => {
    const other = anotherShopper();
    await other.signIn();
    const page = await other.shopper.get((request) => loadOrderPage(request, String(DEMO_RETURNABLE_ORDER_ID)), `/orders/${DEMO_RETURNABLE_ORDER_ID}`);
    expect(page.status).toBe(404);
  });

  it("asks a signed-out visitor to sign in, with the way back", async () => {
    expect(await routeShopper().get((request) => loadOrderPage(request, "2"), "/orders/2")).toMatchObject({
      status: 302,
      location: "/?drawer=1&redirect=%2Forders%2F2",
    });
  });
});

describe("order page helpers", () => {
  it("writes every return status in words", () => {
    expect([1, 2, 3, 4, 5, 7, 6].map(returnStatusLabel)).toEqual(["Requested", "In progress", "Returned", "Declined", "Rejected", "Resolved", "Status 6"]);
  });
});

describe("the gift message (GET /order-options, PATCH /orders/{id})", () => {
  async function signedIn() {
    const shopper = routeShopper();
    await shopper.signIn();
    return shopper;
  }
  const save = (shopper: ReturnType<typeof routeShopper>, id: number, gift_message: string) =>
    shopper.post((request) => orderAction(request, String(id)), `/orders/${id}`, { intent: "gift-message", gift_message });
  const pageOf = async (shopper: ReturnType<typeof routeShopper>, id: number) =>
    ((await shopper.get((request) => loadOrderPage(request, String(id)), `/orders/${id}`)).data as Page).order;

  it("is offered on an order that has not shipped, with the API's limit, and not on a shipped one", async () => {
    const shopper = await signedIn();
    expect(await pageOf(shopper, DEMO_UNSHIPPED_ORDER_ID)).toMatchObject({ giftMessageMax: 200 });
    expect(await pageOf(shopper, DEMO_RETURNABLE_ORDER_ID)).toMatchObject({ giftMessageMax: null, giftMessage: "Happy Valentine's Day, my love. — C." });
  });

  it("is saved, then taken off, each time back on the order saying so", async () => {
    const shopper = await signedIn();
    const saved = await save(shopper, DEMO_UNSHIPPED_ORDER_ID, "  Happy anniversary, with love. ");
    expect(saved).toMatchObject({ status: 302, location: `/orders/${DEMO_UNSHIPPED_ORDER_ID}` });
    expect((await shopper.shell(`/orders/${DEMO_UNSHIPPED_ORDER_ID}`)).notice).toBe("Your gift message is saved.");
    expect((await pageOf(shopper, DEMO_UNSHIPPED_ORDER_ID)).giftMessage).toBe("Happy anniversary, with love.");
    await save(shopper, DEMO_UNSHIPPED_ORDER_ID, "");
    expect((await shopper.shell(`/orders/${DEMO_UNSHIPPED_ORDER_ID}`)).notice).toBe("The gift message is taken off the order.");
    expect(store.orders.find((o) => o.id === DEMO_UNSHIPPED_ORDER_ID)!.gift_message).toBeNull();
  });

  it("refuses a message over the limit, keeping what was typed, and a shipped order's change with the API's words", async () => {
    const shopper = await signedIn();
    const long = await save(shopper, DEMO_UNSHIPPED_ORDER_ID, "x".repeat(201));
    expect(long).toMatchObject({ status: 422, data: { ok: false, fieldErrors: { gift_message: "Please limit to 200 characters or less." }, values: { gift_message: "x".repeat(201) } } });
    const shipped = await save(shopper, DEMO_RETURNABLE_ORDER_ID, "Too late");
    expect(shipped).toMatchObject({ status: 400, data: { fieldErrors: { gift_message: "This order has shipped: its gift message can no longer be changed." } } });
  });

  it("does not hold the order's page for slow options past the optional budget: the order shows, without the form", async () => {
    const shopper = await signedIn();
    addFault({ path: "/api/v1/order-options", delay_ms: 3_000 });
    const started = Date.now();
    const order = await pageOf(shopper, DEMO_UNSHIPPED_ORDER_ID);
    expect(Date.now() - started).toBeLessThan(OPTIONAL_BUDGET_MS + 1_000);
    expect(order).toMatchObject({ number: "ML-100252", giftMessageMax: null });
  });

  it("says the generic failure when the API fails, and offers nothing to change when the options cannot be read", async () => {
    const shopper = await signedIn();
    addFault({ path: `/api/v1/orders/${DEMO_UNSHIPPED_ORDER_ID}`, method: "PATCH", status: 500, times: 1 });
    expect(await save(shopper, DEMO_UNSHIPPED_ORDER_ID, "Hello")).toMatchObject({ data: { ok: false, message: "An error occurred while processing your request. Please try again later." } });
    addFault({ path: "/api/v1/order-options", status: 500 });
    clearApiCache();
    const order = await pageOf(shopper, DEMO_UNSHIPPED_ORDER_ID);
    expect(order.giftMessageMax).toBeNull();
  });
});
