// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { injectWhenDue } from "./integration-injector";
import { INJECTED_EVENT, INJECT_DELAY_MS, INTEGRATION_PLAN_ID, type ClientIntegration } from "./integrations";
import { LATE_MODULE, lateBootScript } from "./late-boot";
import { jsonForScript } from "./json-script";

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const page = window as TestWindow;

const plan: ClientIntegration[] = [
  { kind: "tag_manager", id: "GTM-1", eventsEnabled: true, scripts: [{ src: "http://mock.test/gtm.js?id=GTM-1", position: "head" }] },
  { kind: "analytics", id: "G-1", eventsEnabled: true, scripts: [{ src: "http://mock.test/gtag/js?id=G-1", position: "head" }] },
  {
    kind: "chat",
    id: null,
    eventsEnabled: true,
    scripts: [
      { src: "http://mock.test/widget.js", position: "start_body" },
      { src: "http://mock.test/widget-2.js", position: "start_body" },
    ],
  },
  { kind: "pixel", id: "PX-1", eventsEnabled: true, scripts: [{ src: "http://mock.test/pixel.js", position: "end_body" }] },
  { kind: "custom", id: null, eventsEnabled: false, scripts: [{ code: "document.documentElement.dataset.custom += 'ran'; // </script>", position: "end_body" }] },
];

/** A page not yet booted: Remix's module script is still inert (lib/late-boot.ts). */
function renderPlan(json: string) {
  document.body.innerHTML = `<main><p>A ring</p></main><script type="application/json" id="${INTEGRATION_PLAN_ID}">${json}</script><script type="${LATE_MODULE}"></script>`;
}

const injected = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[data-integration]")].map((script) => ({
    kind: script.dataset.integration,
    where: script.parentElement === document.head ? "head" : script.compareDocumentPosition(document.querySelector("main")!) & Node.DOCUMENT_POSITION_FOLLOWING ? "start_body" : "end_body",
    src: script.src || null,
    async: script.async === true,
    nonce: script.nonce,
  }));

describe("injectWhenDue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = "";
    delete document.documentElement.dataset.integrations;
    for (const name of ["dataLayer", "gtag"] as const) delete page[name];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("puts each script where its settings say 2.5 s after the page started, with the nonce, and says so", async () => {
    document.documentElement.dataset.custom = "";
    renderPlan(jsonForScript(plan));
    const heard = vi.fn();
    document.addEventListener(INJECTED_EVENT, heard, { once: true });
    vi.advanceTimersByTime(1000);
    // As the page's inline script: its nonce is readable while it runs.
    const inline = document.createElement("script");
    inline.nonce = "N0nce";
    const current = vi.spyOn(document, "currentScript", "get").mockReturnValue(inline);
    injectWhenDue(window, INTEGRATION_PLAN_ID, INJECT_DELAY_MS, INJECTED_EVENT, LATE_MODULE);
    current.mockRestore();
    vi.advanceTimersByTime(INJECT_DELAY_MS - 1000 - 1);
    expect(injected()).toEqual([]);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(injected()).toEqual([
      { kind: "tag_manager", where: "head", src: "http://mock.test/gtm.js?id=GTM-1", async: true, nonce: "N0nce" },
      { kind: "analytics", where: "head", src: "http://mock.test/gtag/js?id=G-1", async: true, nonce: "N0nce" },
      { kind: "chat", where: "start_body", src: "http://mock.test/widget.js", async: true, nonce: "N0nce" },
      { kind: "chat", where: "start_body", src: "http://mock.test/widget-2.js", async: true, nonce: "N0nce" },
      { kind: "pixel", where: "end_body", src: "http://mock.test/pixel.js", async: true, nonce: "N0nce" },
      { kind: "custom", where: "end_body", src: null, async: false, nonce: "N0nce" },
    ]);
    expect(document.documentElement.dataset.integrations).toBe("injected");
    expect(heard).toHaveBeenCalledTimes(1);
    // The custom script's inline code ran, once (jsdom may queue it).
    await vi.waitFor(() => expect(document.documentElement.dataset.custom).toBe("ran"));
  });

  it("starts what the vendors' snippets would: the tag manager's first entry, then gtag's js and config commands", () => {
    renderPlan(jsonForScript(plan));
    injectWhenDue(window, INTEGRATION_PLAN_ID, INJECT_DELAY_MS, INJECTED_EVENT, LATE_MODULE);
    vi.advanceTimersByTime(INJECT_DELAY_MS);
    const [first, js, config] = page.dataLayer ?? [];
    expect(first).toEqual({ "gtm.start": expect.any(Number), event: "gtm.js" });
    // gtag() pushes its arguments object, as Google's snippet does.
    expect(Object.prototype.toString.call(js)).toBe("[object Arguments]");
    expect(Array.from(js as ArrayLike<unknown>)).toEqual(["js", expect.any(Date)]);
    expect(Array.from(config as ArrayLike<unknown>)).toEqual(["config", "G-1"]);
  });

  it("waits while the page hydrates, then puts them in", async () => {
    renderPlan(jsonForScript(plan.slice(3, 4)));
    delete document.documentElement.dataset.hydrated;
    injectWhenDue(window, INTEGRATION_PLAN_ID, INJECT_DELAY_MS, INJECTED_EVENT, LATE_MODULE);
    // Booted just before: the module script is live, React has not finished.
    document.querySelector(`script[type="${LATE_MODULE}"]`)!.remove();
    vi.advanceTimersByTime(INJECT_DELAY_MS * 2);
    expect(injected()).toEqual([]);
    document.documentElement.dataset.hydrated = "true";
    await vi.waitFor(() => expect(injected().map((script) => script.kind)).toEqual(["pixel"]));
    delete document.documentElement.dataset.hydrated;
  });

  it("puts them in at once when the page started more than 2.5 s ago", () => {
    vi.advanceTimersByTime(4000);
    renderPlan(jsonForScript(plan.slice(3, 4)));
    injectWhenDue(window, INTEGRATION_PLAN_ID, INJECT_DELAY_MS, INJECTED_EVENT, LATE_MODULE);
    vi.advanceTimersByTime(0);
    expect(injected().map((script) => script.kind)).toEqual(["pixel"]);
  });

  it("waits for the document to be parsed: the plan is at its end", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    document.body.innerHTML = "<main></main>";
    injectWhenDue(window, INTEGRATION_PLAN_ID, INJECT_DELAY_MS, INJECTED_EVENT, LATE_MODULE);
    renderPlan(jsonForScript(plan.slice(3, 4)));
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    vi.advanceTimersByTime(INJECT_DELAY_MS);
    expect(injected().map((script) => script.kind)).toEqual(["pixel"]);
  });

  it.each([
    ["no plan", null],
    ["an empty plan", "[]"],
    ["a plan that is not JSON", "[{"],
    ["a plan that is not a list", '{"kind":"pixel"}'],
  ])("does nothing with %s", (_name, json) => {
    if (json === null) document.body.innerHTML = "<main></main>";
    else renderPlan(json);
    injectWhenDue(window, INTEGRATION_PLAN_ID, INJECT_DELAY_MS, INJECTED_EVENT, LATE_MODULE);
    vi.advanceTimersByTime(INJECT_DELAY_MS * 2);
    expect(injected()).toEqual([]);
    expect(document.documentElement.dataset.integrations).toBeUndefined();
  });

  it("runs from the document's inline script, after the late boot", () => {
    renderPlan(jsonForScript(plan.slice(3, 4)));
    const stop = new AbortController();
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) =>
      add(type, listener, { ...(typeof options === "object" ? options : { capture: options }), signal: stop.signal }),
    );
    new Function(lateBootScript(60_000))();
    vi.mocked(window.addEventListener).mockRestore();
    vi.advanceTimersByTime(INJECT_DELAY_MS);
    stop.abort();
    expect(injected().map((script) => script.kind)).toEqual(["pixel"]);
  });
});
