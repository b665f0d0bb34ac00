/** Order tracking against the mock API in-process. */
import { server } from "../../../mock-api/node";
import { clearFaults } from "../../../mock-api/faults";
import { resetStore } from "../../../mock-api/store";
import { clearApiCache } from "~/services/api.server";

import type { Order } from "~/services/schemas/orders.server";

import { storeDatesOf } from "~/services/dates.server";

import { loadTrackingPage, shown, trackOrder } from "./tracking.server";

const anOrder = {
  po_number: "ML-100300",
  created_at: "2026-11-20T15:00:00Z",
  status: "processing",
  order_products: [],
  subtotal_amount: 250,
  discount_amount: 0,
  gift_card_amount: 100,
  shipping_amount: 0,
  tax_amount: 0,
  final_amount: 150,
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearFaults();
  clearApiCache();
});

/** The form's post, as a browser on the store's page sends it. */
const lookup = (body: string) =>
  trackOrder(
    new Request("http://store.test/track-your-order", {
      method: "POST",
      body: `intent=track-order&${body}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://store.test" },
    }),
  );

async function thrown(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  throw new Error("Nothing was thrown");
}

describe("loadTrackingPage", () => {
  it("sends only what the page shows: no address, phone, e-mail or card", async () => {
    const page = await lookup("number=ML-100240&email=sophie.martin%40example.com&billing_zip=60614");
    expect(page.init?.status).toBe(200);
    const order = page.data.order!;
    // The order's date in the store's one date format (services/dates.server.ts), as on the order's own page.
    expect(order).toMatchObject({ po_number: "ML-100240", placedOn: "02/13/2025", delivery: { method: "Complimentary ground", dates: "02/20/2025 to 02/25/2025" }, status: expect.any(String) });
    expect(order.order_products.length).toBeGreaterThan(0);
    expect(Object.keys(order).sort()).toEqual(
      [
        "delivery",
        "discount_amount",
        "final_amount",
        "gift_card_amount",
        "milestone",
        "options",
        "order_products",
        "placedOn",
        "po_number",
        "shipping_amount",
        "shipping_method",
        "status",
        "subtotal_amount",
        "tax_amount",
        "tracking_number",
        "tracking_url",
      ].sort(),
    );
    expect(Object.keys(order.options).sort()).toEqual(["discounts", "gift_cards"]);
    const sent = JSON.stringify(order);
    expect(sent).not.toMatch(/60614|sophie/i);
    expect(sent).not.toMatch(/shipping_address|phone|"card"|"email"/);
  });

  it("names a gift card that paid by its last four characters only: its code spends what is left on it", () => {
    const line = { used_gift_card_amount: 100, base_gift_card_amount: 250, gift_card_type: 2 };
    const order = shown({ ...anOrder, options: { discounts: {}, gift_cards: { "GIFT-250-LUMIERE": line } } } as unknown as Order, storeDatesOf(null));
    expect(order.options.gift_cards).toEqual({ "ending IERE": line });
    expect(JSON.stringify(order)).not.toContain("GIFT-250");
  });

  it("names a ring's size on its line", async () => {
    const page = await lookup("number=ML-100249&email=james.carter%40example.net&billing_zip=94105");
    expect(page.data.order!.order_products.map((line) => [line.title, line.choices])).toEqual([["Promise Classic Solitaire", ["Ring size 5.5"]]]);
  });

  it("finds an order by the ZIP code its card was billed to, not the one it ships to", async () => {
    // The seed bills ML-100249 to an office in San Francisco (94105) and ships it to Los Angeles (90036).
    expect((await lookup("number=ML-100249&email=james.carter%40example.net&billing_zip=94105")).data.order).not.toBeNull();
    const shippedTo = await lookup("number=ML-100249&email=james.carter%40example.net&billing_zip=90036");
    expect(shippedTo.data.order).toBeNull();
    expect(shippedTo.data.result).toMatchObject({ ok: false });
  });

  it("fills the form in from a number alone in the address, and looks nothing up", async () => {
    const page = loadTrackingPage(new Request("http://store.test/track-your-order?number=ML-100240"));
    expect(page.init?.status ?? 200).toBe(200);
    expect(page.data).toMatchObject({ order: null, result: null, values: { number: "ML-100240" } });
  });

  it.each([
    ["all three", "number=ML-100240&email=sophie.martin%40example.com&billing_zip=60614", "/track-your-order?number=ML-100240"],
    ["the e-mail", "email=sophie.martin%40example.com", "/track-your-order"],
    ["the ZIP code", "number=ML-100240&billing_zip=60614", "/track-your-order?number=ML-100240"],
    ["a number no order has the length of", `number=${"%25".repeat(5000)}&email=a%40b.example`, "/track-your-order"],
  ])("leaves an address holding %s at once for one without the e-mail and ZIP code, and looks nothing up", async (_name, query, to) => {
    const response = await thrown(() => loadTrackingPage(new Request(`http://store.test/track-your-order?${query}`)));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(to);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("names the three required fields for an empty lookup", async () => {
    const page = await lookup("number=&email=&billing_zip=");
    expect(page.init?.status).toBe(400);
    expect(page.data.result).toMatchObject({ ok: false, fieldErrors: { number: expect.any(String), email: expect.any(String), billing_zip: expect.any(String) } });
  });
});
