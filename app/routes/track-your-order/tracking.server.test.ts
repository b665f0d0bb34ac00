/** Order tracking against the mock API in-process. */
import { server } from "../../../mock-api/node";
import { resetStore } from "../../../mock-api/store";
import { clearApiCache } from "~/services/api.server";

import { loadTrackingPage } from "./tracking.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearApiCache();
});

const lookup = (query: string) => loadTrackingPage(new Request(`http://store.test/track-your-order?${query}`));

describe("loadTrackingPage", () => {
  it("sends only what the page shows: no address, phone, e-mail or card", async () => {
    const page = await lookup("number=ML-100240&email=sophie.martin%40example.com&billing_zip=60614");
    expect(page.init?.status).toBe(200);
    const order = page.data.order!;
    // The order's date written out in the general format (lib/dates.ts), as on the order's own page.
    expect(order).toMatchObject({ po_number: "ML-100240", placedOn: "February 13th 2025", status: expect.any(String) });
    expect(order.order_products.length).toBeGreaterThan(0);
    expect(Object.keys(order).sort()).toEqual(
      ["final_amount", "milestone", "order_products", "placedOn", "po_number", "shipping_amount", "status", "tax_amount", "tracking_number", "tracking_url"].sort(),
    );
    const sent = JSON.stringify(order);
    expect(sent).not.toMatch(/60614|sophie/i);
    expect(sent).not.toMatch(/shipping_address|phone|card|"email"/);
  });

  it("names a ring's size on its line", async () => {
    const page = await lookup("number=ML-100249&email=james.carter%40example.net&billing_zip=94105");
    expect(page.data.order!.order_products.map((line) => [line.title, line.size])).toEqual([["Promise Classic Solitaire", "5.5"]]);
  });

  it("finds an order by the ZIP code its card was billed to, not the one it ships to", async () => {
    // The seed bills ML-100249 to an office in San Francisco (94105) and ships it to Los Angeles (90036).
    expect((await lookup("number=ML-100249&email=james.carter%40example.net&billing_zip=94105")).data.order).not.toBeNull();
    const shippedTo = await lookup("number=ML-100249&email=james.carter%40example.net&billing_zip=90036");
    expect(shippedTo.data.order).toBeNull();
    expect(shippedTo.data.result).toMatchObject({ ok: false });
  });

  it("only fills the form in when the query has some of its fields", async () => {
    const page = await lookup("number=ML-100240");
    expect(page.init?.status).toBe(200);
    expect(page.data).toMatchObject({ order: null, result: null, values: { number: "ML-100240" } });
  });

  it("names the three required fields for an empty lookup", async () => {
    const page = await lookup("number=&email=&billing_zip=");
    expect(page.init?.status).toBe(400);
    expect(page.data.result).toMatchObject({ ok: false, fieldErrors: { number: expect.any(String), email: expect.any(String), billing_zip: expect.any(String) } });
  });
});
