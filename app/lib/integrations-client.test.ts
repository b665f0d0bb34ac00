// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ClientIntegration } from "./integrations";
import { INJECTED_EVENT, READY_MAX_POLLS, READY_POLL_MS } from "./integrations";
import { openChat, resetIntegrations, startIntegrations, tellIntegrations, tellProductView } from "./integrations-client";

type TestWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  google_tag_manager?: object;
  fbq?: (...args: unknown[]) => void;
  LiveChatWidget?: { call: (method: string) => void };
  hj?: (...args: unknown[]) => void;
  klaviyo?: { push: (entry: unknown[]) => void };
  ire?: (...args: unknown[]) => void;
};
const page = window as TestWindow;

const script = (path: string, position: "head" | "start_body" | "end_body" = "end_body") => [{ src: `http://mock.test${path}`, position }];
const tagManager: ClientIntegration = { kind: "tag_manager", id: "GTM-DEMO01", eventsEnabled: true, scripts: script("/gtm.js?id=GTM-DEMO01", "head") };
const analytics: ClientIntegration = { kind: "analytics", id: "G-DEMO01", eventsEnabled: true, scripts: script("/gtag/js?id=G-DEMO01", "head") };
const pixel: ClientIntegration = { kind: "pixel", id: "PX-1", eventsEnabled: true, scripts: script("/pixel.js") };
const chat: ClientIntegration = { kind: "chat", id: null, eventsEnabled: true, scripts: script("/widget.js", "start_body") };
const heatMap: ClientIntegration = { kind: "heat_map", id: null, eventsEnabled: true, scripts: script("/heat-map.js", "head") };
const email: ClientIntegration = { kind: "email_marketing", id: "EM-1", eventsEnabled: true, scripts: script("/onsite.js") };
const affiliate: ClientIntegration = { kind: "affiliate", id: "AFF-1", eventsEnabled: true, scripts: script("/tag.js") };
const custom: ClientIntegration = { kind: "custom", id: null, eventsEnabled: false, scripts: [{ code: "window.custom = 1;", position: "end_body" }] };

const ring = { lines: [{ productId: 11, sku: "RG-1", name: "Aurora ring", category: "rings", price: 1250, quantity: 1 }], currency: "USD" };
/** The bag at checkout: two pieces, one of them twice. */
const bag = {
  lines: [ring.lines[0], { productId: 12, sku: "NK-2", name: "Vega necklace", category: "necklaces", price: 250, quantity: 2 }],
  currency: "USD",
};

/** What lib/integration-injector.ts does once the scripts are in. */
function injected() {
  document.documentElement.dataset.integrations = "injected";
  document.dispatchEvent(new Event(INJECTED_EVENT));
}

describe("integrations in the browser", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetIntegrations();
    document.head.innerHTML = "";
    document.body.innerHTML = "<main></main>";
    for (const attribute of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[attribute];
    for (const name of ["dataLayer", "gtag", "google_tag_manager", "fbq", "LiveChatWidget", "hj", "klaviyo", "ire"] as const) delete page[name];
  });
  afterEach(() => vi.useRealTimers());

  it("polls only once the injector has put the scripts in, and puts none in itself", () => {
    startIntegrations([tagManager, pixel, chat]);
    expect(document.documentElement.dataset.integrationPixel).toBe("idle");
    vi.advanceTimersByTime(READY_POLL_MS * 5);
    expect(document.documentElement.dataset.integrationPixel).toBe("idle");
    injected();
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(document.documentElement.dataset.integrationPixel).toBe("waiting");
  });

  it("starts at once when the scripts went in before the page's code loaded", () => {
    injected();
    page.fbq = () => undefined;
    startIntegrations([pixel]);
    expect(document.documentElement.dataset.integrationPixel).toBe("waiting");
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(document.documentElement.dataset.integrationPixel).toBe("ready");
  });

  it("keeps events told before the plan and before the tag manager loads, then pushes them in order", () => {
    tellIntegrations({ event_id: "visit", fields: { is_plp: true } });
    startIntegrations([tagManager]);
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    injected();
    // Another container is not this one.
    page.google_tag_manager = { "GTM-OTHER": {} };
    vi.advanceTimersByTime(READY_POLL_MS * 2);
    expect(page.dataLayer).toBeUndefined();
    page.google_tag_manager = { "GTM-DEMO01": {} };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect((page.dataLayer as Array<Record<string, unknown>>).map((entry) => entry.event)).toEqual(["visit", "add_to_cart"]);
    expect(page.dataLayer?.[0]).toEqual({ event: "visit", is_plp: true });
    expect(document.documentElement.dataset.integrationTagManager).toBe("ready");
  });

  it("initialises the pixel, then sends its four events with the spec's fields, and nothing else", () => {
    const calls: unknown[][] = [];
    startIntegrations([pixel]);
    tellProductView(ring);
    tellIntegrations({ event_id: "visit" });
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    tellIntegrations({ event_id: "begin_checkout", commerce: { ...bag, value: 1749.995 } });
    tellIntegrations({ event_id: "purchase", commerce: { ...ring, value: 1331.5 } });
    injected();
    page.fbq = (...args) => calls.push(args);
    vi.advanceTimersByTime(READY_POLL_MS);
    const aurora = { content_type: "product", content_ids: ["RG-1"], content_name: "Aurora ring", content_category: "rings", currency: "USD", num_items: 1 };
    expect(calls).toEqual([
      ["init", "PX-1"],
      ["track", "ViewContent", { ...aurora, value: 1250 }],
      ["track", "AddToCart", { ...aurora, value: 1250 }],
      [
        "track",
        "InitiateCheckout",
        {
          content_type: "product",
          content_ids: ["RG-1", "NK-2"],
          content_name: "Aurora ring, Vega necklace",
          content_category: "rings, necklaces",
          value: 1750,
          currency: "USD",
          num_items: 3,
        },
      ],
      ["track", "Purchase", { ...aurora, value: 1331.5 }],
    ]);
  });

  it("sends no pixel events when the pixel is not enabled", () => {
    startIntegrations([tagManager]);
    tellProductView(ring);
    injected();
    const calls: unknown[][] = [];
    page.fbq = (...args) => calls.push(args);
    page.google_tag_manager = { "GTM-DEMO01": {} };
    vi.advanceTimersByTime(READY_POLL_MS * 3);
    expect(calls).toEqual([]);
  });

  it("tells Google Analytics the store's events with their items, but not the page views it counts itself", () => {
    const commands: unknown[][] = [];
    startIntegrations([analytics]);
    tellIntegrations({ event_id: "visit" });
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    tellIntegrations({ event_id: "search", fields: { search_query: "pearl" } });
    injected();
    page.gtag = (...args) => commands.push(args);
    page.google_tag_manager = { "G-DEMO01": {} };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(commands).toEqual([
      [
        "event",
        "add_to_cart",
        { currency: "USD", value: 1250, items: [{ item_id: "RG-1", item_name: "Aurora ring", item_category: "rings", price: 1250, quantity: 1 }] },
      ],
      ["event", "search", { search_query: "pearl" }],
    ]);
  });

  it("tells the e-mail platform of a product seen, a piece added, a checkout started and an order placed", () => {
    const entries: unknown[][] = [];
    startIntegrations([email]);
    tellProductView(ring);
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    tellIntegrations({ event_id: "remove_from_cart", commerce: ring });
    tellIntegrations({ event_id: "begin_checkout", commerce: bag });
    tellIntegrations({ event_id: "purchase", fields: { order_id: "ML-1" }, commerce: { ...bag, value: 1800 } });
    injected();
    page.klaviyo = { push: (entry) => entries.push(entry) };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(entries.map(([command, name]) => `${command} ${name}`)).toEqual([
      "track Viewed Product",
      "track Added to Cart",
      "track Started Checkout",
      "track Placed Order",
    ]);
    expect(entries[3][2]).toEqual({
      value: 1800,
      currency: "USD",
      item_names: ["Aurora ring", "Vega necklace"],
      items: [
        { product_id: "RG-1", name: "Aurora ring", price: 1250, quantity: 1 },
        { product_id: "NK-2", name: "Vega necklace", price: 250, quantity: 2 },
      ],
    });
  });

  it("tells the affiliate network of an order with its number, and nothing else", () => {
    const calls: unknown[][] = [];
    startIntegrations([affiliate]);
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    tellIntegrations({ event_id: "purchase", commerce: ring });
    tellIntegrations({ event_id: "purchase", fields: { order_id: "ML-100300" }, commerce: { ...bag, value: 1755.5 } });
    injected();
    page.ire = (...args) => calls.push(args);
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(calls).toEqual([
      [
        "trackConversion",
        "AFF-1",
        {
          orderId: "ML-100300",
          orderTotal: 1755.5,
          currencyCode: "USD",
          items: [
            { sku: "RG-1", name: "Aurora ring", quantity: 1, subTotal: 1250 },
            { sku: "NK-2", name: "Vega necklace", quantity: 2, subTotal: 500 },
          ],
        },
      ],
    ]);
  });

  it("tells the heat map of each page the app goes to after the first, which it records itself", () => {
    const calls: unknown[][] = [];
    startIntegrations([heatMap]);
    tellIntegrations({ event_id: "visit" });
    injected();
    page.hj = (...args) => calls.push(args);
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(calls).toEqual([]);
    window.history.pushState(null, "", "/shop-all");
    tellIntegrations({ event_id: "visit" });
    expect(calls).toEqual([["stateChange", "/shop-all"]]);
  });

  it("counts a custom script ready once it is in: it has no object to wait for", () => {
    startIntegrations([custom]);
    injected();
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(document.documentElement.dataset.integrationCustom).toBe("ready");
  });

  it("gives up after 30 polls when the third party never appears, and live chat falls back", () => {
    startIntegrations([chat]);
    injected();
    vi.advanceTimersByTime(READY_POLL_MS * (READY_MAX_POLLS - 1));
    expect(document.documentElement.dataset.integrationChat).toBe("waiting");
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(document.documentElement.dataset.integrationChat).toBe("gave-up");
    expect(openChat()).toBe(false);
  });

  it("opens the chat widget once it has loaded, never before", () => {
    const calls: string[] = [];
    expect(openChat()).toBe(false);
    startIntegrations([chat]);
    expect(openChat()).toBe(false);
    injected();
    page.LiveChatWidget = { call: (method) => calls.push(method) };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(openChat()).toBe(true);
    expect(calls).toEqual(["maximize"]);
  });
});
