// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ClientIntegration } from "./integrations";
import { INJECT_DELAY_MS, READY_MAX_POLLS, READY_POLL_MS } from "./integrations";
import { openChat, resetIntegrations, startIntegrations, tellIntegrations, tellPixel } from "./integrations-client";

type TestWindow = Window & {
  dataLayer?: Array<Record<string, unknown>>;
  google_tag_manager?: object;
  fbq?: (...args: unknown[]) => void;
  LiveChatWidget?: { call: (method: string) => void };
};
const page = window as TestWindow;

const tagManager: ClientIntegration = {
  kind: "tag_manager",
  id: "GTM-DEMO01",
  eventsEnabled: true,
  scripts: [{ src: "http://mock.test/integrations/tag-manager/gtm.js?id=GTM-DEMO01", position: "head" }],
};
const pixel: ClientIntegration = {
  kind: "pixel",
  id: "PX-1",
  eventsEnabled: true,
  scripts: [{ src: "http://mock.test/integrations/pixel/pixel.js", position: "end_body" }],
};
const chat: ClientIntegration = {
  kind: "chat",
  id: null,
  eventsEnabled: true,
  scripts: [{ src: "http://mock.test/integrations/chat/widget.js", position: "start_body" }],
};

const ring = { lines: [{ productId: 11, sku: "RG-1", name: "Aurora ring", category: "rings", price: 1250, quantity: 1 }], currency: "USD" };
/** The bag at checkout: two pieces, one of them twice. */
const bag = {
  lines: [ring.lines[0], { productId: 12, sku: "NK-2", name: "Vega necklace", category: "necklaces", price: 250, quantity: 2 }],
  currency: "USD",
};

describe("integrations in the browser", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetIntegrations();
    document.head.innerHTML = "";
    document.body.innerHTML = "<main></main>";
    delete page.dataLayer;
    delete page.google_tag_manager;
    delete page.fbq;
    delete page.LiveChatWidget;
  });
  afterEach(() => vi.useRealTimers());

  const scripts = () => [...document.querySelectorAll("script")].map((script) => ({ src: script.src, parent: script.parentElement?.tagName }));

  it("puts the scripts in 2.5 s after start, where their settings say, with the nonce", () => {
    startIntegrations([tagManager, pixel, chat], "n0nce");
    vi.advanceTimersByTime(INJECT_DELAY_MS - 1);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    // In document order: the head's, then the start of the body's, then the end's.
    expect(scripts()).toEqual([
      { src: "http://mock.test/integrations/tag-manager/gtm.js?id=GTM-DEMO01", parent: "HEAD" },
      { src: "http://mock.test/integrations/chat/widget.js", parent: "BODY" },
      { src: "http://mock.test/integrations/pixel/pixel.js", parent: "BODY" },
    ]);
    expect(document.body.firstElementChild?.tagName).toBe("SCRIPT");
    expect(document.body.lastElementChild?.tagName).toBe("SCRIPT");
    expect(document.querySelector("script")?.nonce).toBe("n0nce");
    expect(document.documentElement.dataset.integrationTagManager).toBe("waiting");
  });

  it("keeps events told before the plan and before the tag manager loads, then pushes them in order", () => {
    tellIntegrations({ event_id: "visit", fields: { is_plp: true } });
    startIntegrations([tagManager], "");
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    vi.advanceTimersByTime(INJECT_DELAY_MS + READY_POLL_MS * 2);
    // The loader's own first entry is there; the store's events wait for the tag manager.
    expect(page.dataLayer?.map((entry) => entry.event)).toEqual(["gtm.js"]);

    page.google_tag_manager = { "GTM-DEMO01": {} };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(page.dataLayer?.map((entry) => entry.event)).toEqual(["gtm.js", "visit", "add_to_cart"]);
    expect(page.dataLayer?.[1]).toEqual({ event: "visit", is_plp: true });
    expect(document.documentElement.dataset.integrationTagManager).toBe("ready");
  });

  it("initialises the pixel, then sends its four events with the spec's fields, and nothing else", () => {
    const calls: unknown[][] = [];
    startIntegrations([pixel], "");
    tellPixel("ViewContent", ring);
    tellIntegrations({ event_id: "visit" });
    tellIntegrations({ event_id: "add_to_cart", commerce: ring });
    tellIntegrations({ event_id: "begin_checkout", commerce: { ...bag, value: 1749.995 } });
    tellIntegrations({ event_id: "purchase", commerce: { ...ring, value: 1331.5 } });
    vi.advanceTimersByTime(INJECT_DELAY_MS);
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
    startIntegrations([tagManager], "");
    tellPixel("ViewContent", ring);
    vi.advanceTimersByTime(INJECT_DELAY_MS);
    const calls: unknown[][] = [];
    page.fbq = (...args) => calls.push(args);
    page.google_tag_manager = {};
    vi.advanceTimersByTime(READY_POLL_MS * 3);
    expect(calls).toEqual([]);
  });

  it("gives up after 30 polls when the third party never appears, and live chat falls back", () => {
    startIntegrations([chat], "");
    vi.advanceTimersByTime(INJECT_DELAY_MS + READY_POLL_MS * (READY_MAX_POLLS - 1));
    expect(document.documentElement.dataset.integrationChat).toBe("waiting");
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(document.documentElement.dataset.integrationChat).toBe("gave-up");
    expect(openChat()).toBe(false);
  });

  it("opens the chat widget once it has loaded, never before", () => {
    const calls: string[] = [];
    expect(openChat()).toBe(false);
    startIntegrations([chat], "");
    expect(openChat()).toBe(false);
    vi.advanceTimersByTime(INJECT_DELAY_MS);
    page.LiveChatWidget = { call: (method) => calls.push(method) };
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(openChat()).toBe(true);
    expect(calls).toEqual(["maximize"]);
  });
});
