/**
 * The standalone server over real HTTP (no msw interception in this file):
 * an ephemeral port, absolute URLs on that port, CORS for the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cacheVersionResponse } from "~/services/schemas/common.server";
import { bootstrapResponse } from "~/services/schemas/site.server";
import { cartResponse } from "~/services/schemas/cart.server";
import { placeOrderResponse } from "~/services/schemas/orders.server";

import { startMockApi, type MockApi } from "./server";
import { resetStore } from "./store";
import { NY_ADDRESS, oneSizePieces } from "./testing";

let mockApi: MockApi;

beforeAll(async () => {
  // The worker's modules are shared: another file may have placed orders in this store before.
  resetStore();
  mockApi = await startMockApi({ port: 0 });
});
afterAll(() => mockApi.close());

describe("startMockApi", () => {
  it("listens on loopback and serves the API with absolute URLs on its own origin", async () => {
    expect(mockApi.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${mockApi.url}/api/v1/bootstrap`);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const { data } = bootstrapResponse.parse(await response.json());
    expect(data.settings.desktop_logo).toBe(`${mockApi.url}/media/brand/logo.svg`);
    cacheVersionResponse.parse(await (await fetch(`${mockApi.url}/cv`)).json());
  });

  it("reads POST bodies and answers CORS preflights", async () => {
    const preflight = await fetch(`${mockApi.url}/api/v1/events/frontend-event`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:3000", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,lang" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type,lang");

    const posted = await fetch(`${mockApi.url}/api/v1/events/frontend-event`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: "visit" }),
    });
    expect(posted.status).toBe(200);
    const events = await (await fetch(`${mockApi.url}/__qa/events`)).json();
    expect(events.data.at(-1).body).toEqual({ event_id: "visit" });
  });

  it("gives the QA controls no CORS: another origin can neither read them nor pass a preflight", async () => {
    const events = await fetch(`${mockApi.url}/__qa/events`, { headers: { Origin: "https://elsewhere.example" } });
    expect(events.status).toBe(200);
    expect(events.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${mockApi.url}/__qa/reset`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
  });

  it("serves SVG media and 404s unknown paths", async () => {
    const logo = await fetch(`${mockApi.url}/media/brand/logo.svg`);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect((await logo.text()).startsWith("<svg")).toBe(true);
    const missing = await fetch(`${mockApi.url}/api/v1/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: [{ code: 404, property: null, message: "Not found" }] });
  });
});

describe("the integration stand-ins over real HTTP", () => {
  const origin = { Origin: "http://localhost:3000" };

  it("point at this server's own origin and serve their scripts and collect posts cross-origin", async () => {
    const { data } = bootstrapResponse.parse(await (await fetch(`${mockApi.url}/api/v1/bootstrap`)).json());
    const pixel = data.integrations.find((i) => i.type === 2)!;
    const src = /src="([^"]+)"/.exec(pixel.script!)![1];
    expect(src).toBe(`${mockApi.url}/integrations/pixel/pixel.js`);

    const script = await fetch(src, { headers: origin });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("access-control-allow-origin")).toBe("*");
    expect(await script.text()).toContain("window.fbq");

    // What the scripts send: text/plain, so the browser sends no preflight.
    const posted = await fetch(`${mockApi.url}/integrations/collect`, {
      method: "POST",
      headers: { ...origin, "Content-Type": "text/plain" },
      body: JSON.stringify({ source: "pixel", payload: { command: "track", name: "PageView", params: null } }),
    });
    expect(posted.status).toBe(204);
    expect(posted.headers.get("access-control-allow-origin")).toBe("*");
    const events = await (await fetch(`${mockApi.url}/__qa/events?source=pixel`)).json();
    expect(events.data.at(-1)).toMatchObject({ source: "pixel", body: { command: "track", name: "PageView", params: null } });

    const tagManager = data.integrations.find((i) => i.type === 62)!;
    const gtm = await fetch(`${tagManager.base_url}/gtm.js?id=${tagManager.gtm_id}`);
    expect(gtm.status).toBe(200);
    const statistics = data.integrations.find((i) => i.type === 35)!;
    const stats = await fetch(`${statistics.base_url}/stats?api_key=${statistics.api_key}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: "visit" }),
    });
    expect(await stats.json()).toEqual({ data: { ok: true } });
    expect((await fetch(`${mockApi.url}/integrations/nothing`)).status).toBe(404);
  });
});

describe("the provider's page over real HTTP", () => {
  const json = (path: string, body: unknown, method = "POST") =>
    fetch(`${mockApi.url}${path}`, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("serves HTML and takes the buttons' url-encoded form posts, answering 303 to the store", async () => {
    const piece = oneSizePieces()[0].configurations[0];
    const added = cartResponse.parse(await (await json("/api/v1/carts/items", { product_configuration_id: piece.id })).json()).data;
    const steps = { email: "c@example.com", shipping_address: NY_ADDRESS, shipping_rate_id: "ground", payment_method: "paypal" };
    expect((await json(`/api/v1/carts/${added.unique_id}`, steps, "PATCH")).status).toBe(200);
    const placed = await json("/api/v1/carts/checkout", { cart_unique_id: added.unique_id, return_url: "http://localhost:3000/checkout/x/return" });
    const { redirect_url } = placeOrderResponse.parse(await placed.json()).data;
    expect(redirect_url).toMatch(new RegExp(`^${mockApi.url}/__provider/ps_[0-9a-f]{24}$`));

    const page = await fetch(redirect_url!);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const action = /<form method="post" action="([^"]+\/approve)">/.exec(await page.text())![1];

    const approved = await fetch(`${mockApi.url}${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=1",
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get("location")!);
    expect(location.pathname).toBe("/checkout/x/return");
    expect(location.searchParams.get("status")).toBe("paid");
    expect(location.searchParams.get("payment_session")).toBe(redirect_url!.split("/").pop());

    const outcome = await (await fetch(`${mockApi.url}/api/v1/checkout/get-order?cart_unique_id=${added.unique_id}`)).json();
    expect(outcome.data).toMatchObject({ status: "paid", payment_method: "paypal", order: { po_number: "ML-100253" } });
    const gone = await fetch(redirect_url!);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("This payment is not available");
  });
});

describe("the QA console over real HTTP", () => {
  it("serves its page at the root and takes its own forms' url-encoded posts, refusing another site's", async () => {
    const page = await fetch(`${mockApi.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain('<form method="post" action="/__qa/console/faults"');

    const form = (origin: string) =>
      fetch(`${mockApi.url}/__qa/console/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "method=GET&path=%2Fapi%2Fv1%2Fpages%2Fabout&status=503&body_type=default&times=1",
        redirect: "manual",
      });
    const refused = await form("https://evil.example");
    expect(refused.status).toBe(403);
    expect((await fetch(`${mockApi.url}/api/v1/pages/about`)).status).toBe(200);

    const added = await form(mockApi.url);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toMatch(/^\/\?notice=\d+#faults$/);
    expect((await fetch(`${mockApi.url}/api/v1/pages/about`)).status).toBe(503);
    const after = await (await fetch(`${mockApi.url}${added.headers.get("location")}`)).text();
    expect(after).toMatch(/role="status">Fault \d+ added: GET \/api\/v1\/pages\/about answers 503 \(once\)\.</);
  });
});
