// @vitest-environment jsdom
/** The stand-in scripts run in a jsdom page on the store's origin, posting to the in-process mock. */
import vm from "node:vm";

import { within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  DEMO_AFFILIATE_ID,
  DEMO_EMAIL_MARKETING_ID,
  DEMO_GA_ID,
  DEMO_GTM_ID,
  DEMO_HEAT_MAP_SITE,
  DEMO_PIXEL_ID,
  STAND_IN_PATHS,
} from "./seed";
import { store } from "./store";
import { BASE, setupMockApi } from "./testing";

setupMockApi();

const COLLECT_URL = `${BASE}${STAND_IN_PATHS.collect}`;

interface Post {
  url: string;
  init: RequestInit;
}

type Page = typeof globalThis & {
  dataLayer?: unknown[];
  google_tag_manager?: Record<string, { dataLayer: { name: string } }>;
  fbq?: ((...args: unknown[]) => void) & { loaded?: boolean; version?: string; queue?: unknown[]; callMethod?: unknown };
  _fbq?: unknown;
  LiveChatWidget?: { call(method: string): void; loaded?: boolean; _q?: unknown[] };
  gtag?: (...args: unknown[]) => void;
  hj?: ((...args: unknown[]) => void) & { loaded?: boolean; q?: unknown[] };
  klaviyo?: unknown[] | { push(entry: unknown): void; loaded?: boolean };
  customScripts?: unknown;
  ire?: ((...args: unknown[]) => void) & { loaded?: boolean; a?: unknown[] };
};
const page = window as Page;

/** The fetch msw intercepts: read once the server listens (it patches the global then). */
let realFetch: typeof fetch | null = null;
let posts: Post[] = [];
let answers: Array<Promise<Response>> = [];

/** As the page would: document.currentScript points at its <script src>; window.fetch records and forwards each call. */
async function load(path: string) {
  const forward = (realFetch ??= page.fetch);
  const response = await forward(`${BASE}${path}`);
  expect(response.status).toBe(200);
  const source = await response.text();
  const script = document.createElement("script");
  script.src = `${BASE}${path}`;
  document.body.append(script);
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  page.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    posts.push({ url: String(input), init: init ?? {} });
    const answer = forward(input, init);
    answers.push(answer);
    return answer;
  };
  try {
    vm.runInThisContext(source, { filename: path });
  } finally {
    Reflect.deleteProperty(document, "currentScript");
  }
}

async function posted() {
  const responses = await Promise.all(answers);
  expect(responses.map((r) => r.status)).toEqual(responses.map(() => 204));
  return posts.map(({ url, init }) => {
    expect(url).toBe(COLLECT_URL);
    expect(init).toMatchObject({ method: "POST", mode: "cors", keepalive: true, headers: { "Content-Type": "text/plain" } });
    return JSON.parse(String(init.body)) as { source: string; payload: unknown };
  });
}

const logged = () => store.events.map(({ source, body }) => ({ source, payload: body }));

beforeEach(() => {
  posts = [];
  answers = [];
  window.history.replaceState(null, "", "http://localhost:3000/product/solitaire");
});

// Runs before setupMockApi's reset (after-hooks run last-registered first): no post lands after it.
afterEach(async () => {
  await Promise.allSettled(answers);
  if (realFetch) page.fetch = realFetch;
  realFetch = null;
  const globals = ["dataLayer", "google_tag_manager", "fbq", "_fbq", "LiveChatWidget", "gtag", "hj", "klaviyo", "customScripts", "ire", "ire_o"];
  for (const key of globals) Reflect.deleteProperty(page, key);
  window.localStorage.clear();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the tag manager script", () => {
  it("marks the container ready, records what is already in dataLayer and every later push", async () => {
    const start = { "gtm.start": 1700000000000, event: "gtm.js" };
    page.dataLayer = [start];
    await load(`${STAND_IN_PATHS.tagManager}?id=${DEMO_GTM_ID}`);

    expect(page.google_tag_manager).toEqual({ [DEMO_GTM_ID]: { dataLayer: { name: "dataLayer" } } });
    const addToCart = { event: "add_to_cart", ecommerce: { currency: "USD", value: 1250, items: [{ item_id: "YG14-DIA" }] } };
    expect(page.dataLayer!.push(addToCart)).toBe(2);
    page.dataLayer!.push("not an object");
    expect([...page.dataLayer!]).toEqual([start, addToCart, "not an object"]);

    const expected = [
      { source: "tag_manager", payload: start },
      { source: "tag_manager", payload: addToCart },
      { source: "tag_manager", payload: { value: "not an object" } },
    ];
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("creates dataLayer when missing, and does not wrap push twice when loaded again", async () => {
    await load(`${STAND_IN_PATHS.tagManager}?id=${DEMO_GTM_ID}`);
    await load(`${STAND_IN_PATHS.tagManager}?id=${DEMO_GTM_ID}`);
    page.dataLayer!.push({ event: "page_view" });
    expect([...page.dataLayer!]).toEqual([{ event: "page_view" }]);
    expect(await posted()).toEqual([{ source: "tag_manager", payload: { event: "page_view" } }]);
  });

  it("leaves gtag commands (the arguments objects gtag() pushes) out of what it records, not out of the array", async () => {
    vm.runInThisContext(`
      window.dataLayer = window.dataLayer || [];
      window.gtag = function gtag() { dataLayer.push(arguments); };
      gtag("config", "${DEMO_GA_ID}");
    `);
    page.dataLayer!.push({ event: "gtm.js" });
    await load(`${STAND_IN_PATHS.tagManager}?id=${DEMO_GTM_ID}`);
    page.gtag!("event", "purchase", { value: 980 });
    page.dataLayer!.push({ event: "purchase_done" });
    expect(page.dataLayer).toHaveLength(4);
    expect((await posted()).map((p) => p.payload)).toEqual([{ event: "gtm.js" }, { event: "purchase_done" }]);
  });
});

describe("the pixel script", () => {
  it("defines fbq and posts each call as {command, name, params}", async () => {
    await load(STAND_IN_PATHS.pixel);
    const fbq = page.fbq!;
    expect(fbq.loaded).toBe(true);
    expect(fbq.version).toBe("2.0");
    expect(fbq.queue).toEqual([]);

    fbq("init", DEMO_PIXEL_ID);
    fbq("track", "AddToCart", { content_ids: ["YG14-DIA"], value: 1250, currency: "USD" });

    const expected = [
      { source: "pixel", payload: { command: "init", name: DEMO_PIXEL_ID, params: null } },
      { source: "pixel", payload: { command: "track", name: "AddToCart", params: { content_ids: ["YG14-DIA"], value: 1250, currency: "USD" } } },
    ];
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("takes over the vendor's stub snippet and records the calls it queued", async () => {
    vm.runInThisContext(`
      !function (f) {
        var n = f.fbq = function () { n.callMethod ? n.callMethod.apply(n, arguments) : n.queue.push(arguments); };
        if (!f._fbq) f._fbq = n; n.push = n; n.loaded = !0; n.version = "2.0"; n.queue = [];
      }(window);
      fbq("init", "${DEMO_PIXEL_ID}");
      fbq("track", "PageView");
    `);
    const stub = page.fbq!;
    await load(STAND_IN_PATHS.pixel);
    expect(page.fbq).toBe(stub);
    expect(stub.queue).toEqual([]);
    stub("track", "Purchase", { value: 980, currency: "USD" });
    expect((await posted()).map((p) => p.payload)).toEqual([
      { command: "init", name: DEMO_PIXEL_ID, params: null },
      { command: "track", name: "PageView", params: null },
      { command: "track", name: "Purchase", params: { value: 980, currency: "USD" } },
    ]);
  });

  it("leaves a loaded fbq alone", async () => {
    const other = Object.assign(() => undefined, { loaded: true, callMethod: () => undefined });
    page.fbq = other;
    await load(STAND_IN_PATHS.pixel);
    expect(page.fbq).toBe(other);
    expect(posts).toEqual([]);
  });
});

/** WCAG contrast ratio of two "rgb(r, g, b)" colors. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/\d+/g)!.slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("the chat widget script", () => {
  it("records its load, opens an accessible panel on maximize and closes it", async () => {
    const opener = document.createElement("button");
    opener.textContent = "Chat with us";
    document.body.append(opener);
    opener.focus();

    await load(STAND_IN_PATHS.chat);
    const widget = page.LiveChatWidget!;
    expect(widget.loaded).toBe(true);
    const view = within(document.body);
    expect(view.queryByRole("dialog")).toBeNull();

    widget.call("maximize");
    const dialog = view.getByRole("dialog", { name: "Live chat" });
    expect(dialog.style.position).toBe("fixed");
    expect([dialog.style.right, dialog.style.bottom]).toEqual(["16px", "16px"]);
    expect(within(dialog).getByRole("heading", { name: "Live chat" })).toBeTruthy();
    expect(dialog.textContent).toContain("A client advisor will be with you shortly.");
    const close = within(dialog).getByRole("button", { name: "Close" });
    expect(document.activeElement).toBe(close);
    expect(contrast(dialog.style.color, dialog.style.backgroundColor)).toBeGreaterThanOrEqual(7);
    expect(contrast(close.style.color, close.style.backgroundColor)).toBeGreaterThanOrEqual(7);
    expect(document.querySelectorAll("style")).toHaveLength(0);

    close.click();
    expect(view.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);

    widget.call("maximize");
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(view.queryByRole("dialog")).toBeNull();
    widget.call("maximize");
    widget.call("minimize");
    expect(view.queryByRole("dialog")).toBeNull();
    expect(document.querySelectorAll("[role=dialog]")).toHaveLength(1);

    const expected = ["loaded", "maximize", "minimize", "maximize", "minimize", "maximize", "minimize"].map((method) => ({
      source: "chat",
      payload: { method },
    }));
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("replays calls queued by the vendor's stub, after recording its load", async () => {
    page.LiveChatWidget = { _q: [["call", ["maximize"]]], call: () => undefined };
    await load(STAND_IN_PATHS.chat);
    expect(within(document.body).getByRole("dialog", { name: "Live chat" })).toBeTruthy();
    expect((await posted()).map((p) => p.payload)).toEqual([{ method: "loaded" }, { method: "maximize" }]);
  });
});

/** The page's own gtag snippet: each call pushes its arguments object. */
const GTAG_SNIPPET = `
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() { dataLayer.push(arguments); };
`;

describe("the analytics script", () => {
  it("registers its tag, records the gtag commands already in dataLayer and later ones, and nothing else", async () => {
    vm.runInThisContext(`${GTAG_SNIPPET}
      gtag("js", new Date());
      gtag("config", "${DEMO_GA_ID}", { send_page_view: false });
    `);
    page.dataLayer!.push({ event: "not a command" });
    await load(`${STAND_IN_PATHS.analytics}?id=${DEMO_GA_ID}`);
    expect(page.google_tag_manager).toEqual({ [DEMO_GA_ID]: { dataLayer: { name: "dataLayer" } } });

    const items = [{ item_id: "YG14-DIA", price: 1250, quantity: 1 }];
    page.gtag!("event", "add_to_cart", { currency: "USD", value: 1250, items });
    page.gtag!("set", { user_id: "u-1" });
    page.dataLayer!.push(["event", "page_view"]);
    page.dataLayer!.push({ event: "still not a command" }, "nor this");
    expect(page.dataLayer).toHaveLength(8);

    const expected = [
      { command: "js", name: null, params: null },
      { command: "config", name: DEMO_GA_ID, params: { send_page_view: false } },
      { command: "event", name: "add_to_cart", params: { currency: "USD", value: 1250, items } },
      { command: "set", name: null, params: null },
      { command: "event", name: "page_view", params: null },
    ].map((payload) => ({ source: "analytics", payload }));
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("pushes through the tag manager's push: each records its own entries, each entry lands once", async () => {
    await load(`${STAND_IN_PATHS.tagManager}?id=${DEMO_GTM_ID}`);
    vm.runInThisContext(GTAG_SNIPPET);
    await load(`${STAND_IN_PATHS.analytics}?id=${DEMO_GA_ID}`);
    expect(Object.keys(page.google_tag_manager!)).toEqual([DEMO_GTM_ID, DEMO_GA_ID]);

    page.dataLayer!.push({ event: "view_item" });
    page.gtag!("event", "purchase", { transaction_id: "ML-100253", value: 980 });
    expect(page.dataLayer).toHaveLength(2);
    expect(await posted()).toEqual([
      { source: "tag_manager", payload: { event: "view_item" } },
      { source: "analytics", payload: { command: "event", name: "purchase", params: { transaction_id: "ML-100253", value: 980 } } },
    ]);
  });

  it("creates dataLayer when missing, does not wrap push twice, and swallows parameters it cannot send", async () => {
    await load(`${STAND_IN_PATHS.analytics}?id=${DEMO_GA_ID}`);
    await load(`${STAND_IN_PATHS.analytics}?id=${DEMO_GA_ID}`);
    vm.runInThisContext(GTAG_SNIPPET);
    page.gtag!("event", "page_view");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => page.gtag!("event", "cyclic", cyclic)).not.toThrow();
    expect(page.dataLayer).toHaveLength(2);
    expect((await posted()).map((p) => p.payload)).toEqual([{ command: "event", name: "page_view", params: null }]);
  });
});

describe("the heat-map script", () => {
  it("defines hj, records its load with the site and each call as {method, args}", async () => {
    await load(`${STAND_IN_PATHS.heatMap}?site=${DEMO_HEAT_MAP_SITE}`);
    const hj = page.hj!;
    expect(hj.loaded).toBe(true);
    hj("event", "add_to_cart");
    hj("identify", "u-1", { email: "ada@example.com" });
    hj();

    const expected = [
      { method: "loaded", site: DEMO_HEAT_MAP_SITE },
      { method: "event", args: ["add_to_cart"] },
      { method: "identify", args: ["u-1", { email: "ada@example.com" }] },
      { method: null, args: [] },
    ].map((payload) => ({ source: "heat_map", payload }));
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("replays the calls the vendor's stub queued, after recording its load", async () => {
    vm.runInThisContext(`
      window.hj = window.hj || function () { (hj.q = hj.q || []).push(arguments); };
      hj("stateChange", "/cart");
    `);
    const stub = page.hj!;
    await load(`${STAND_IN_PATHS.heatMap}?site=${DEMO_HEAT_MAP_SITE}`);
    expect(page.hj).not.toBe(stub);
    expect(stub.q).toEqual([]);
    expect((await posted()).map((p) => p.payload)).toEqual([
      { method: "loaded", site: DEMO_HEAT_MAP_SITE },
      { method: "stateChange", args: ["/cart"] },
    ]);
  });

  it("does not run twice, and leaves a loaded hj alone", async () => {
    await load(`${STAND_IN_PATHS.heatMap}?site=${DEMO_HEAT_MAP_SITE}`);
    const first = page.hj;
    await load(`${STAND_IN_PATHS.heatMap}?site=${DEMO_HEAT_MAP_SITE}`);
    expect(page.hj).toBe(first);
    expect((await posted()).map((p) => p.payload)).toEqual([{ method: "loaded", site: DEMO_HEAT_MAP_SITE }]);
  });
});

describe("the e-mail marketing script", () => {
  const klaviyo = () => page.klaviyo as { push(entry: unknown): void; loaded?: boolean };

  it("replays the page's array queue after its load, then records each push as {command, name, properties}", async () => {
    page.klaviyo = [["track", "Viewed Product", { ProductID: "YG14-DIA", Price: 1250 }]];
    await load(`${STAND_IN_PATHS.emailMarketing}?company_id=${DEMO_EMAIL_MARKETING_ID}`);
    expect(Array.isArray(page.klaviyo)).toBe(false);
    expect(klaviyo().loaded).toBe(true);

    klaviyo().push(["track", "Added to Cart", { AddedItemSKU: "YG14-DIA", $value: 1250 }]);
    klaviyo().push(["track", "Started Checkout", ["not", "an object"]]);
    klaviyo().push(["openForm"]);
    expect(() => klaviyo().push("not an entry")).not.toThrow();

    const expected = [
      { command: "loaded", name: DEMO_EMAIL_MARKETING_ID, properties: null },
      { command: "track", name: "Viewed Product", properties: { ProductID: "YG14-DIA", Price: 1250 } },
      { command: "track", name: "Added to Cart", properties: { AddedItemSKU: "YG14-DIA", $value: 1250 } },
      { command: "track", name: "Started Checkout", properties: null },
      { command: "openForm", name: null, properties: null },
    ].map((payload) => ({ source: "email_marketing", payload }));
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("does not run twice", async () => {
    await load(`${STAND_IN_PATHS.emailMarketing}?company_id=${DEMO_EMAIL_MARKETING_ID}`);
    const first = page.klaviyo;
    await load(`${STAND_IN_PATHS.emailMarketing}?company_id=${DEMO_EMAIL_MARKETING_ID}`);
    expect(page.klaviyo).toBe(first);
    expect(await posted()).toHaveLength(1);
  });
});

describe("the custom script", () => {
  it("records its load with what the integration's inline script left in window.customScripts", async () => {
    const setting = store.integrations.find((i) => i.type === 9)!.script!;
    const inline = /^<script>(.*?)<\/script>/.exec(setting)![1];
    vm.runInThisContext(inline);
    await load(STAND_IN_PATHS.custom);
    expect(await posted()).toEqual([{ source: "custom", payload: { method: "loaded", inline: ["inline"] } }]);
    expect(logged()).toEqual([{ source: "custom", payload: { method: "loaded", inline: ["inline"] } }]);
  });

  it("records null when the inline script did not run, and each run of its own", async () => {
    await load(STAND_IN_PATHS.custom);
    page.customScripts = "not a list";
    await load(STAND_IN_PATHS.custom);
    expect((await posted()).map((p) => p.payload)).toEqual([
      { method: "loaded", inline: null },
      { method: "loaded", inline: null },
    ]);
  });
});

describe("the affiliate tag", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const NOW = Date.parse("2025-03-01T12:00:00Z");
  const order = { orderId: "ML-100253", orderTotal: 1250, currencyCode: "USD", items: [{ sku: "YG14-DIA", quantity: 1 }] };
  const conversion = (clickId: string | null, orderId = order.orderId) => ({
    command: "trackConversion",
    tracker: DEMO_AFFILIATE_ID,
    order_id: orderId,
    order_total: order.orderTotal,
    currency: "USD",
    items: order.items,
    click_id: clickId,
  });

  it("keeps a landing's irclickid for 30 days, records the click, and sends it with a conversion", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    window.history.replaceState(null, "", "http://localhost:3000/product/solitaire?utm_source=partner&irclickid=CLK-1");
    await load(STAND_IN_PATHS.affiliate);
    const ire = page.ire!;
    expect(ire.loaded).toBe(true);
    expect(JSON.parse(window.localStorage.getItem("affiliate_click_id")!)).toEqual({ click_id: "CLK-1", stored_at: NOW });

    ire("trackConversion", DEMO_AFFILIATE_ID, order, { verifySiteDefinitionMatch: true });
    ire("identify", { customerId: "7", customerEmail: "" });
    ire("trackConversion", DEMO_AFFILIATE_ID);

    const expected = [
      { command: "click", click_id: "CLK-1" },
      conversion("CLK-1"),
      { command: "identify", args: [{ customerId: "7", customerEmail: "" }] },
      { command: "trackConversion", tracker: DEMO_AFFILIATE_ID, order_id: null, order_total: null, currency: null, items: null, click_id: "CLK-1" },
    ].map((payload) => ({ source: "affiliate", payload }));
    expect(await posted()).toEqual(expected);
    expect(logged()).toEqual(expected);
  });

  it("sends the kept click id on a later visit until 30 days have passed, then forgets it", async () => {
    const clock = vi.spyOn(Date, "now").mockReturnValue(NOW);
    window.history.replaceState(null, "", "http://localhost:3000/?irclickid=CLK-1");
    await load(STAND_IN_PATHS.affiliate);

    Reflect.deleteProperty(page, "ire");
    window.history.replaceState(null, "", "http://localhost:3000/checkout/confirmation");
    clock.mockReturnValue(NOW + 30 * DAY - 1);
    await load(STAND_IN_PATHS.affiliate);
    page.ire!("trackConversion", DEMO_AFFILIATE_ID, order);
    clock.mockReturnValue(NOW + 30 * DAY);
    page.ire!("trackConversion", DEMO_AFFILIATE_ID, { ...order, orderId: "ML-100254" });
    expect(window.localStorage.getItem("affiliate_click_id")).toBeNull();

    expect((await posted()).map((p) => p.payload)).toEqual([
      { command: "click", click_id: "CLK-1" },
      conversion("CLK-1"),
      conversion(null, "ML-100254"),
    ]);
  });

  it("replays the calls the vendor's stub queued, after the click", async () => {
    window.history.replaceState(null, "", "http://localhost:3000/?irclickid=CLK-2");
    vm.runInThisContext(`
      window.ire_o = "ire";
      window.ire = window.ire || function () { (window.ire.a = window.ire.a || []).push(arguments); };
      ire("identify", { customerId: "", customerEmail: "" });
      ire("trackConversion", "${DEMO_AFFILIATE_ID}", ${JSON.stringify(order)});
    `);
    const stub = page.ire!;
    await load(STAND_IN_PATHS.affiliate);
    expect(page.ire).not.toBe(stub);
    expect(stub.a).toEqual([]);
    expect((await posted()).map((p) => p.payload)).toEqual([
      { command: "click", click_id: "CLK-2" },
      { command: "identify", args: [{ customerId: "", customerEmail: "" }] },
      conversion("CLK-2"),
    ]);
  });

  it("does not run twice, and throws nothing into the page when storage is blocked", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    window.history.replaceState(null, "", "http://localhost:3000/?irclickid=CLK-3");
    await load(STAND_IN_PATHS.affiliate);
    const first = page.ire!;
    await load(STAND_IN_PATHS.affiliate);
    expect(page.ire).toBe(first);
    first("trackConversion", DEMO_AFFILIATE_ID, order);
    expect((await posted()).map((p) => p.payload)).toEqual([{ command: "click", click_id: "CLK-3" }, conversion(null)]);
  });
});
