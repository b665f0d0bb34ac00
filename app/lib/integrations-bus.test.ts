// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { INJECTED_EVENT } from "./integrations";

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete document.documentElement.dataset.integrations;
});

/** What lib/integration-injector.ts does once the scripts are in. */
function injected() {
  document.documentElement.dataset.integrations = "injected";
  document.dispatchEvent(new Event(INJECTED_EVENT));
}

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh bus and runtime for each test: both keep the page's state in their modules. */
async function freshBus() {
  vi.resetModules();
  return import("./integrations-bus");
}

describe("integrations bus", () => {
  it("keeps what pages say until the integrations' code has loaded, then hands it over in order", async () => {
    const bus = await freshBus();
    const page = window as Window & { dataLayer?: Array<Record<string, unknown>>; google_tag_manager?: object };
    bus.tellIntegrations({ event_id: "visit" });
    bus.tellIntegrations({ event_id: "search", fields: { search_query: "pearl" } });
    expect(bus.openChat()).toBe(false);

    vi.useFakeTimers();
    await bus.runIntegrations([
      { kind: "tag_manager", id: "GTM-1", eventsEnabled: true, scripts: [{ src: "http://mock.test/gtm.js?id=GTM-1", position: "head" }] },
    ]);
    injected();
    page.google_tag_manager = { "GTM-1": {} };
    vi.advanceTimersByTime(500);
    expect(page.dataLayer?.map((entry) => entry.event)).toEqual(["visit", "search"]);
  });

  it("loads no code on a page without integrations, and starts them, with what was said meanwhile, on the first page that has them", async () => {
    const bus = await freshBus();
    const page = window as Window & { dataLayer?: Array<Record<string, unknown>>; google_tag_manager?: object };
    page.dataLayer = undefined;
    const layer = () => page.dataLayer ?? [];
    bus.tellIntegrations({ event_id: "purchase" });
    await bus.runIntegrations([]);
    expect(bus.thirdPartiesStarted()).toBe(false);
    expect(document.querySelectorAll("script[data-integration]")).toHaveLength(0);
    expect(bus.openChat()).toBe(false);

    vi.useFakeTimers();
    const tagManager = { kind: "tag_manager" as const, id: "GTM-1", eventsEnabled: true, scripts: [{ src: "http://mock.test/gtm.js?id=GTM-1", position: "head" as const }] };
    const running = bus.runIntegrations([tagManager]);
    expect(bus.thirdPartiesStarted()).toBe(true);
    await running;
    // A second page's call starts nothing twice.
    await bus.runIntegrations([tagManager]);
    injected();
    page.google_tag_manager = { "GTM-1": {} };
    vi.advanceTimersByTime(500);
    expect(layer().map((entry) => entry.event)).toEqual(["purchase"]);
  });
});
