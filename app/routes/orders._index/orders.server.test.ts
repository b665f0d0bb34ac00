/** /orders against the mock API in-process: the demo shopper's orders, newest first. */
import { addFault } from "../../../mock-api/faults";
import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";
import { clearApiCache } from "~/services/api.server";

import { loadOrderHistory } from "./orders.server";

setupRouteTests();

describe("/orders", () => {
  it("lists each order with its number, date in the settings' format, status and total, newest first", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    const page = await shopper.get(loadOrderHistory, "/orders");
    expect(page.status).toBe(200);
    const { orders } = page.data as { orders: Array<{ id: number; number: string; date: { text: string }; status: string; total: string }> };
    expect(orders.map((order) => order.number)).toEqual(["ML-100252", "ML-100238", "ML-100231"]);
    expect(orders[1]).toMatchObject({ id: 2, number: "ML-100238", date: { text: "02/11/2025" }, status: "Shipped", total: expect.stringMatching(/^USD [\d,]+\.\d\d$/) });
    expect(orders[2].status).toBe("Return requested");
  });

  it("writes the dates in the settings' date_format, and in MM/dd/yyy when that is not a pattern", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    const dates = async () => ((await shopper.get(loadOrderHistory, "/orders")).data as { orders: Array<{ date: { text: string } }> }).orders.map((order) => order.date.text);
    store.settings = { ...store.settings, date_format: "dd.MM.yyyy" };
    expect(await dates()).toEqual(["26.02.2025", "11.02.2025", "08.01.2025"]);
    clearApiCache();
    store.settings = { ...store.settings, date_format: "not a pattern" };
    expect(await dates()).toEqual(["02/26/2025", "02/11/2025", "01/08/2025"]);
  });

  it("asks a signed-out visitor to sign in, with the way back", async () => {
    expect(await routeShopper().get(loadOrderHistory, "/orders")).toMatchObject({ status: 302, location: "/?drawer=1&redirect=%2Forders" });
  });

  it("is the honest error page when the API fails, never an empty history", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    addFault({ path: "/api/v1/orders", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    expect((await shopper.get(loadOrderHistory, "/orders")).status).toBe(502);
  });
});
