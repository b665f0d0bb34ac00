import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

import { metrics } from "~/services/metrics.server";
import { setRouteLabeler } from "~/services/web-vitals.server";

import { action } from "./resources.events";
import { requestContext } from "~/lib/request-context";

const received: Array<Record<string, unknown>> = [];
const server = setupServer(
  http.post("*/api/v1/events/frontend-event", async ({ request }) => {
    received.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: { ok: true } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  received.length = 0;
});

const post = (body: string, cookie = "uid=0b0e0f00-0000-4000-8000-000000000000; locale=en") =>
  action({
    request: new Request("http://store.test/resources/events", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", Cookie: cookie },
    }),
    params: {},
    context: requestContext(),
  });

describe("POST /resources/events", () => {
  it("counts a page's real-user figures into the metrics by its route, and sends nothing on to the API", async () => {
    setRouteLabeler((path) => (path.startsWith("/product/") ? "routes/product.$slug" : "routes/$"));
    const count = async (metric: string) =>
      Number(new RegExp(`storefront_web_vitals_count\\{metric="${metric}",route="routes/product\\.\\$slug"\\} (\\d+)`).exec(await metrics.metrics())?.[1] ?? 0);
    const [lcp, boot] = [await count("LCP"), await count("first_touch_boot")];
    const report = { url: "/product/promise-eternity-band?email=a@b.c", vitals: [{ name: "LCP", value: 1.42 }, { name: "first_touch_boot", value: 0.51 }] };
    expect((await post(JSON.stringify(report))).status).toBe(202);
    expect(await count("LCP")).toBe(lcp + 1);
    expect(await count("first_touch_boot")).toBe(boot + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    setRouteLabeler(() => "unknown");
  });

  it.each([
    ["a figure it does not know", { url: "/", vitals: [{ name: "FID", value: 0.1 }] }],
    ["a negative one", { url: "/", vitals: [{ name: "LCP", value: -1 }] }],
    ["one of hours", { url: "/", vitals: [{ name: "LCP", value: 7200 }] }],
    ["too many", { url: "/", vitals: Array.from({ length: 13 }, () => ({ name: "CLS", value: 0.01 })) }],
    ["none", { url: "/", vitals: [] }],
  ])("refuses real-user figures with %s", async (_name, report) => {
    expect((await post(JSON.stringify(report))).status).toBe(400);
  });

  it("accepts an event and forwards it with the visitor id", async () => {
    const response = await post(JSON.stringify({ event_id: "search", search_query: "pearl" }));
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ event_id: "search", search_query: "pearl", uid: "0b0e0f00-0000-4000-8000-000000000000" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("gives a visitor who has only seen shared pages their id, and sends the event with it", async () => {
    const response = await post(JSON.stringify({ event_id: "search", search_query: "opal" }), "");
    const uid = /^uid=([0-9a-f-]{36});/.exec(response.headers.getSetCookie()[0])?.[1];
    expect(uid).toBeDefined();
    expect(response.headers.getSetCookie()[1]).toMatch(/^locale=en;/);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ search_query: "opal", uid });
  });

  it.each([
    ["not JSON", "{nope"],
    ["an unknown event", JSON.stringify({ event_id: "hack" })],
    ["an unknown field", JSON.stringify({ event_id: "visit", user_email: "someone@else.example" })],
  ])("rejects %s with 400", async (_name, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it("accepts what a page sends: its visit, remain and scroll depth with the page's fields, and a search", async () => {
    const page = { is_plp: true, collection_id: 7, product_id: 11, product_configuration_id: 31, product_sku: "YG14-DIA", product_price: "1250.00" };
    const events = [
      { event_id: "visit", url: "/product/aurora", referrer: "https://www.google.com/", ...page },
      { event_id: "remain", url: "/product/aurora", ...page },
      { event_id: "scroll_depth", url: "/product/aurora", scroll_depth: 75, ...page },
      { event_id: "search", search_query: "pearl" },
    ];
    for (const event of events) expect((await post(JSON.stringify(event))).status).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(4));
    expect(received.map((event) => event.event_id).sort()).toEqual(["remain", "scroll_depth", "search", "visit"]);
  });

  it.each([
    ["a purchase", { event_id: "purchase", order_id: "ML-999999", product_price: "0.01", cart_id: "c-1" }],
    ["an add to bag", { event_id: "add_to_cart", product_id: 11, product_price: "1.00", weight: 5 }],
    ["a removal from the bag", { event_id: "remove_from_cart", product_id: 11 }],
    ["a checkout begun", { event_id: "begin_checkout", cart_id: "c-1", checkout_id: "k-1" }],
    ["a payment chosen", { event_id: "add_payment_info", tag: "card" }],
    ["a shipping method chosen", { event_id: "add_shipping_info", tag: "1" }],
    ["a checkout error", { event_id: "checkout_error", message: "declined" }],
    ["a favorite", { event_id: "add_to_favorites", product_sku: "YG14-DIA" }],
    ["a favorite removed", { event_id: "remove_from_favorites", product_sku: "YG14-DIA" }],
    ["a visit with an order", { event_id: "visit", url: "/", order_id: "ML-999999" }],
    ["a visit with a cart", { event_id: "visit", url: "/", cart_id: "c-1" }],
    ["a remain with a weight", { event_id: "remain", url: "/", weight: 3 }],
    ["a search with a price", { event_id: "search", search_query: "pearl", product_price: "9.99" }],
    ["a search with a page's fields", { event_id: "search", search_query: "pearl", product_id: 11 }],
    ["a scroll depth the page never sends", { event_id: "scroll_depth", url: "/", scroll_depth: 33 }],
    ["a scroll depth without its depth", { event_id: "scroll_depth", url: "/" }],
    ["a search without its words", { event_id: "search" }],
    ["a message", { event_id: "remain", url: "/", message: "hello" }],
  ])("refuses %s with 400 and sends nothing on", async (_name, event) => {
    expect((await post(JSON.stringify(event))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it("rejects a body over 8 KB with 413", async () => {
    expect((await post(JSON.stringify({ event_id: "search", search_query: "x".repeat(9000) }))).status).toBe(413);
  });

  it("answers 202 even when the API is down", async () => {
    server.use(http.post("*/api/v1/events/frontend-event", () => new HttpResponse(null, { status: 500 })));
    expect((await post(JSON.stringify({ event_id: "remain" }))).status).toBe(202);
  });
});

describe("the beacon at the form door", () => {
  const beacon = (headers: Record<string, string>, body = JSON.stringify({ event_id: "visit" })) =>
    action({
      request: new Request("http://store.test/resources/events", { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } }),
      params: {},
      context: requestContext(),
    });

  it("refuses an event posted from another site with a 403, and sends nothing", async () => {
    expect((await beacon({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await beacon({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toHaveLength(0);
  });

  it("takes JSON only: a form or multipart body is a 415", async () => {
    expect((await beacon({ "Content-Type": "application/x-www-form-urlencoded" }, "event_id=visit")).status).toBe(415);
    expect((await beacon({ "Content-Type": "multipart/form-data; boundary=x" }, "--x--")).status).toBe(415);
  });
});
