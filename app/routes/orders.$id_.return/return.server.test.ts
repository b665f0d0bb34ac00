/**
 * The return or repair request against the mock API in-process: the page,
 * the door's refusals (the order as the API holds it is the bound), the API's
 * refusals under the line's fields, and what the order shows after.
 */
import { addFault } from "../../../mock-api/faults";
import { DEMO_RETURNABLE_ORDER_ID, DEMO_UNSHIPPED_ORDER_ID } from "../../../mock-api/seed";
import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { CHOOSE_REASON, NO_LINE_CHOSEN, RETURN_FORM_ID, tooMany } from "~/lib/forms/returns";

import { loadOrderPage } from "../orders.$id/order.server";
import { loadReturnPage, returnAction } from "./return.server";

setupRouteTests();

const ORDER = DEMO_RETURNABLE_ORDER_ID;
const PATH = `/orders/${ORDER}/return`;
/** The order's lines: the studs (1 ordered) and the heart charms (2 ordered). */
const lineIds = () => store.orders.find((order) => order.id === ORDER)!.order_products.map((line) => line.id);

async function signedIn() {
  const shopper = routeShopper();
  await shopper.signIn();
  return {
    ...shopper,
    page: (path = PATH) => shopper.get((request) => loadReturnPage(request, path.split("/")[2]), path),
    send: (fields: Record<string, string>, path = PATH) =>
      shopper.post((request) => returnAction(request, path.split("/")[2]), path, { intent: RETURN_FORM_ID, ...fields }),
    order: async () => {
      const answer = await shopper.get((request) => loadOrderPage(request, String(ORDER)), `/orders/${ORDER}`);
      return (answer.data as Awaited<ReturnType<typeof loadOrderPage>>["data"]).order;
    },
  };
}

describe("/orders/{id}/return, the page", () => {
  it("offers each line that may still be asked for, up to its returnable quantity, with the settings' reasons", async () => {
    const shopper = await signedIn();
    const { data } = await shopper.page();
    const [studs, charms] = lineIds();
    expect(data).toMatchObject({
      order: { id: ORDER, number: "ML-100238", date: { iso: "2025-02-11T10:05:00.000Z", text: "02/11/2025" } },
      lines: [
        { id: studs, title: "Céleste Diamond Studs", ordered: 1, returnable: 1 },
        { id: charms, title: "Heart Charm", ordered: 2, returnable: 2 },
      ],
    });
    expect((data as { reasons: Array<{ title: string }> }).reasons.map((reason) => reason.title)).toContain("Wrong size");
  });

  it("names a ring's size on its line, so the shopper knows which size goes back", async () => {
    const shopper = await signedIn();
    store.orders.find((order) => order.id === ORDER)!.order_products[0].size = "7";
    const { data } = await shopper.page();
    expect((data as { lines: Array<{ size: string | null }> }).lines.map((line) => line.size)).toEqual(["7", null]);
  });

  it("offers nothing on an order that has not shipped, and the door refuses a post for it", async () => {
    const shopper = await signedIn();
    const path = `/orders/${DEMO_UNSHIPPED_ORDER_ID}/return`;
    expect((await shopper.page(path)).data).toMatchObject({ lines: [] });
    const line = store.orders.find((order) => order.id === DEMO_UNSHIPPED_ORDER_ID)!.order_products[0].id;
    const answer = await shopper.send({ [`quantity_${line}`]: "1", [`reason_${line}`]: "1", type: "1" }, path);
    expect(answer).toMatchObject({ status: 422, data: { ok: false, fieldErrors: { items: NO_LINE_CHOSEN } } });
  });

  it("is the 404 page for another shopper's order, to read or to post", async () => {
    store.users.push({ ...store.users[0], id: 99, email: "other.shopper@example.com", shipping_addresses: [] });
    const other = routeShopper("203.0.113.10");
    await other.signIn("other.shopper@example.com");
    expect((await other.get((request) => loadReturnPage(request, String(ORDER)), PATH)).status).toBe(404);
    const [studs] = lineIds();
    const posted = await other.post((request) => returnAction(request, String(ORDER)), PATH, {
      intent: RETURN_FORM_ID,
      [`quantity_${studs}`]: "1",
      [`reason_${studs}`]: "1",
      type: "1",
    });
    expect(posted.status).toBe(404);
    expect(store.returns.filter((request) => request.order_id === ORDER)).toEqual([]);
  });
});

describe("/orders/{id}/return, the post", () => {
  it("sends the request, goes back to the order, which says so once and lists the request", async () => {
    const shopper = await signedIn();
    const [studs, charms] = lineIds();
    const answer = await shopper.send({
      [`quantity_${studs}`]: "0",
      [`reason_${studs}`]: "",
      [`quantity_${charms}`]: "2",
      [`reason_${charms}`]: "2",
      type: "2",
      additional_comment: "Both charms on one ring, please.",
    });
    expect(answer).toMatchObject({ status: 302, location: `/orders/${ORDER}` });
    expect(store.returns.at(-1)).toMatchObject({
      order_id: ORDER,
      additional_comment: "Both charms on one ring, please.",
      items: [{ order_product_id: charms, quantity: 2, reason: 2, type: 2 }],
    });

    expect((await shopper.shell(`/orders/${ORDER}`)).notice).toBe("Request sent successfully");
    expect((await shopper.shell(`/orders/${ORDER}`)).notice).toBeNull();

    const order = await shopper.order();
    expect(order.status).toBe("Return requested");
    expect(order.returns[0]).toMatchObject({ status: "Requested", items: [{ piece: "Heart Charm", quantity: 2, reason: "Changed my mind", type: "Repair or resize" }] });
    // The studs may still be asked for.
    expect(order.canRequestReturn).toBe(true);
  });

  it("refuses a request with no piece chosen, and keeps what was chosen", async () => {
    const shopper = await signedIn();
    const [studs] = lineIds();
    const answer = await shopper.send({ [`quantity_${studs}`]: "0", [`reason_${studs}`]: "3", type: "1", additional_comment: "Hello" });
    expect(answer).toMatchObject({
      status: 422,
      data: { ok: false, fieldErrors: { items: NO_LINE_CHOSEN }, values: { [`quantity_${studs}`]: "0", [`reason_${studs}`]: "3", type: "1", additional_comment: "Hello" } },
    });
    expect(store.returns.filter((request) => request.order_id === ORDER)).toEqual([]);
  });

  it("refuses a quantity above what was ordered under that line's quantity, and a missing reason under its reason", async () => {
    const shopper = await signedIn();
    const [studs, charms] = lineIds();
    const answer = await shopper.send({ [`quantity_${studs}`]: "1", [`reason_${studs}`]: "", [`quantity_${charms}`]: "3", [`reason_${charms}`]: "1", type: "1" });
    expect(answer).toMatchObject({ status: 422, data: { fieldErrors: { [`quantity_${charms}`]: tooMany(2), [`reason_${studs}`]: CHOOSE_REASON } } });
    expect(store.returns.filter((request) => request.order_id === ORDER)).toEqual([]);
  });

  it("checks against the order as it is now: what another request took is no longer offered", async () => {
    const shopper = await signedIn();
    const [, charms] = lineIds();
    // The page offered 2; a request sent from another tab takes 1 of them.
    expect(await shopper.send({ [`quantity_${charms}`]: "1", [`reason_${charms}`]: "1", type: "1" })).toMatchObject({ status: 302 });
    const answer = await shopper.send({ [`quantity_${charms}`]: "2", [`reason_${charms}`]: "1", type: "1" });
    expect(answer).toMatchObject({ status: 422, data: { fieldErrors: { [`quantity_${charms}`]: tooMany(1) } } });
  });

  it("puts the API's refusals under the line's fields, the type and the comment", async () => {
    const shopper = await signedIn();
    const [studs, charms] = lineIds();
    addFault({
      path: "/api/v1/returns/request",
      method: "POST",
      status: 400,
      times: 1,
      body: {
        errors: [
          { code: 400, property: "items.1.quantity", message: "You can ask for at most 1 of this piece." },
          { code: 400, property: "items.0.reason", message: "The selected reason is invalid." },
          { code: 400, property: "items.0.type", message: "The selected type is invalid." },
          { code: 400, property: "additional_comment", message: "The comment is too long." },
        ],
      },
    });
    const answer = await shopper.send({ [`quantity_${studs}`]: "1", [`reason_${studs}`]: "4", [`quantity_${charms}`]: "2", [`reason_${charms}`]: "1", type: "1" });
    expect(answer).toMatchObject({
      status: 400,
      data: {
        ok: false,
        fieldErrors: {
          [`quantity_${charms}`]: "You can ask for at most 1 of this piece.",
          [`reason_${studs}`]: "The selected reason is invalid.",
          type: "The selected type is invalid.",
          additional_comment: "The comment is too long.",
        },
        values: { [`quantity_${charms}`]: "2", [`reason_${studs}`]: "4" },
      },
    });
  });

  it("says the generic failure when the API fails, and sends nothing twice", async () => {
    const shopper = await signedIn();
    const [studs] = lineIds();
    addFault({ path: "/api/v1/returns/request", method: "POST", status: 500, times: 1, body: { errors: [{ code: 500, message: "boom" }] } });
    const answer = await shopper.send({ [`quantity_${studs}`]: "1", [`reason_${studs}`]: "1", type: "1" });
    expect(answer).toMatchObject({ status: 502, data: { ok: false, message: GENERIC_FAILURE } });
    expect((await shopper.shell()).notice).toBeNull();
  });
});
