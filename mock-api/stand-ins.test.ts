// @vitest-environment jsdom
/** The stand-in scripts run in a jsdom page on the store's origin, posting to the in-process mock. */
import vm from "node:vm";

import { within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DEMO_GTM_ID, DEMO_PIXEL_ID, STAND_IN_PATHS } from "./seed";
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
  for (const key of ["dataLayer", "google_tag_manager", "fbq", "_fbq", "LiveChatWidget"]) Reflect.deleteProperty(page, key);
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
