// @vitest-environment jsdom
import {
  DATA_TIMEOUT_MS,
  ENHANCED_FIELD,
  NATIVE_SUBMIT_ATTR,
  NAVIGATION_TIMEOUT_MS,
  type RemixRouter,
  fallbackFor,
  installNativeFallback,
  isClientFailure,
  isRouteDataRequest,
  shopperActed,
} from "./native-fallback";

const t0 = Date.UTC(2026, 3, 1, 12, 0, 0);
const form = () => document.createElement("form");

describe("fallbackFor: what the browser would have done", () => {
  const to = { pathname: "/shop-all", search: "?sort=price", hash: "" };

  it("loads the page a navigation was going to", () => {
    expect(fallbackFor("GET", { state: "loading", location: to }, null, t0)).toEqual({ kind: "load", href: "/shop-all?sort=price" });
  });

  it("follows the link the shopper just clicked when no navigation is under way (a fetcher's load)", () => {
    const click = { kind: "click" as const, href: "http://store.test/shop-all?page=2", at: t0 - 1_000 };
    expect(fallbackFor("GET", { state: "idle" }, click, t0)).toEqual({ kind: "load", href: click.href });
  });

  it("posts the form the shopper just sent, with its button", () => {
    const sent = form();
    const button = document.createElement("button");
    const submit = { kind: "submit" as const, form: sent, submitter: button, at: t0 - 500 };
    expect(fallbackFor("POST", { state: "submitting" }, submit, t0)).toEqual({ kind: "submit", form: sent, submitter: button });
  });

  it("reloads the page in view otherwise: a revalidation, a submit long ago, a post without a form", () => {
    const old = { kind: "submit" as const, form: form(), submitter: null, at: t0 - DATA_TIMEOUT_MS - 5_000 };
    expect(fallbackFor("GET", { state: "idle" }, null, t0)).toEqual({ kind: "reload" });
    expect(fallbackFor("POST", undefined, old, t0)).toEqual({ kind: "reload" });
    expect(fallbackFor("POST", undefined, { kind: "click", href: "/", at: t0 }, t0)).toEqual({ kind: "reload" });
  });
});

describe("isClientFailure", () => {
  it("knows the network's refusals, chunks that did not load and route data cut short", () => {
    expect(isClientFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isClientFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isClientFailure(new TypeError("Load failed"))).toBe(true);
    expect(isClientFailure(new TypeError("Failed to fetch dynamically imported module: http://store.test/build/a.js"))).toBe(true);
    expect(isClientFailure(new Error("Unable to decode turbo-stream response from URL: http://store.test/about.data"))).toBe(true);
  });

  it("leaves the server's answers and the page's own bugs to the error page", () => {
    expect(isClientFailure(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(false);
    expect(isClientFailure(new Error("Unexpected Server Error"))).toBe(false);
    expect(isClientFailure({ status: 500, data: null })).toBe(false);
  });
});

describe("isRouteDataRequest", () => {
  it("is the store's own single-fetch data, nothing else", () => {
    const origin = "http://store.test";
    expect(isRouteDataRequest(new URL("http://store.test/product/ring.data?_routes=root"), origin)).toBe(true);
    expect(isRouteDataRequest(new URL("http://store.test/_root.data"), origin)).toBe(true);
    expect(isRouteDataRequest(new URL("http://store.test/resources/events"), origin)).toBe(false);
    expect(isRouteDataRequest(new URL("http://tags.test/x.data"), origin)).toBe(false);
  });
});

describe("installNativeFallback", () => {
  type Listener = (event: Event) => void;
  // The fallback looks for the router every 200 ms for 2 minutes: a test's polling must not outlive it (and its window).
  const timers = new Set<number>();
  function fakeWindow(fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
    const listeners: Record<string, Listener[]> = {};
    const location = { href: "http://store.test/", origin: "http://store.test", assign: vi.fn(), reload: vi.fn() };
    const win = {
      addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
      fetch,
      location,
      setTimeout: (run: () => void, ms: number) => {
        const id = window.setTimeout(run, ms);
        timers.add(id);
        return id;
      },
      clearTimeout: (id: number) => window.clearTimeout(id),
      document,
      __remixRouter: undefined as RemixRouter | undefined,
    };
    const dispatch = (type: string, event: Event) => listeners[type]?.forEach((listener) => listener(event));
    return { win: win as unknown as Parameters<typeof installNativeFallback>[0] & typeof win, location, dispatch };
  }
  const settled = async (promise: Promise<unknown>) => Promise.race([promise.then(() => "settled", () => "settled"), new Promise((done) => setTimeout(() => done("pending"), 20))]);

  afterEach(() => {
    for (const id of timers) window.clearTimeout(id);
    timers.clear();
    vi.useRealTimers();
  });

  it("loads the page as a document when its data cannot be fetched, and keeps the router waiting", async () => {
    const { win, location } = fakeWindow(() => Promise.reject(new TypeError("Failed to fetch")));
    installNativeFallback(win, () => t0);
    win.__remixRouter = { state: { navigation: { state: "loading", location: { pathname: "/about", search: "", hash: "" } } }, subscribe: () => () => {} };
    const answer = win.fetch(new URL("http://store.test/about.data?_routes=routes%2F%24"), {});
    expect(await settled(answer)).toBe("pending");
    expect(location.assign).toHaveBeenCalledWith("/about");
  });

  it("passes every other request through untouched, failures included", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const { win, location } = fakeWindow(fetch);
    installNativeFallback(win, () => t0);
    await expect(win.fetch("/resources/events", { method: "POST" })).rejects.toThrow("Failed to fetch");
    expect(fetch).toHaveBeenCalledWith("/resources/events", { method: "POST" });
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("hands the router its own abort (a newer navigation) and does nothing else", async () => {
    const caller = new AbortController();
    const { win, location } = fakeWindow((_input, init) => new Promise((_, fail) => init?.signal?.addEventListener("abort", () => fail(init.signal!.reason))));
    installNativeFallback(win, () => t0);
    const answer = win.fetch("http://store.test/shop-all.data", { signal: caller.signal });
    caller.abort(new DOMException("newer navigation", "AbortError"));
    await expect(answer).rejects.toThrow("newer navigation");
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("gives up on data that hangs past DATA_TIMEOUT_MS and reloads the page in view", async () => {
    vi.useFakeTimers();
    const { win, location } = fakeWindow((_input, init) => new Promise((_, fail) => init?.signal?.addEventListener("abort", () => fail(init.signal!.reason))));
    installNativeFallback(win, () => t0);
    void win.fetch("http://store.test/_root.data");
    await vi.advanceTimersByTimeAsync(DATA_TIMEOUT_MS - 1);
    expect(location.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("never gives up on a post that is slow: the server may still be placing the order", async () => {
    vi.useFakeTimers();
    const { win, location } = fakeWindow((_input, init) => new Promise((_, fail) => init?.signal?.addEventListener("abort", () => fail(init.signal!.reason))));
    installNativeFallback(win, () => t0);
    void win.fetch("http://store.test/checkout/1.data?step=review", { method: "POST" });
    await vi.advanceTimersByTimeAsync(DATA_TIMEOUT_MS * 3);
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("posts the form the shopper sent as a document when its enhanced submit cannot reach the server", async () => {
    const { win, dispatch } = fakeWindow(() => Promise.reject(new TypeError("Failed to fetch")));
    installNativeFallback(win, () => t0);
    expect(shopperActed()).toBe(false);
    const sent = document.body.appendChild(form());
    sent.method = "post";
    const button = sent.appendChild(document.createElement("button"));
    button.name = "intent";
    button.value = "add";
    const enhanced = sent.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: ENHANCED_FIELD, value: "1" }));
    const requestSubmit = vi.spyOn(sent, "requestSubmit").mockImplementation(() => {});
    const event = new Event("submit");
    Object.defineProperties(event, { target: { value: sent }, submitter: { value: button } });
    dispatch("submit", event);
    expect(shopperActed()).toBe(true);
    button.disabled = true; // busy while it was sending
    void win.fetch("http://store.test/product/ring.data", { method: "POST" });
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledWith(button));
    expect(button.disabled).toBe(false);
    // The document's answer (the page back), not the enhanced one's data.
    expect(enhanced.disabled).toBe(true);
    expect(sent.hasAttribute(NATIVE_SUBMIT_ATTR)).toBe(true);
  });

  it("lets a form handed back to the browser pass, before React can take it again", () => {
    const { win, dispatch } = fakeWindow(() => Promise.resolve(new Response("")));
    installNativeFallback(win, () => t0);
    const sent = document.body.appendChild(form());
    sent.setAttribute(NATIVE_SUBMIT_ATTR, "");
    const event = new Event("submit", { cancelable: true });
    Object.defineProperty(event, "target", { value: sent });
    const stopped = vi.spyOn(event, "stopPropagation");
    dispatch("submit", event);
    expect(stopped).toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(sent.hasAttribute(NATIVE_SUBMIT_ATTR)).toBe(false);
  });

  it("loads a page as a document when its navigation waits past NAVIGATION_TIMEOUT_MS on a route module", async () => {
    vi.useFakeTimers();
    const { win, location } = fakeWindow(() => Promise.resolve(new Response("")));
    let notify: (state: { navigation: { state: "idle" | "loading"; location?: { pathname: string; search: string; hash: string } } }) => void = () => {};
    const router: RemixRouter = { state: { navigation: { state: "idle" } }, subscribe: (listener) => ((notify = listener), () => {}) };
    win.__remixRouter = router;
    installNativeFallback(win, () => t0);
    const navigation = { state: "loading" as const, location: { pathname: "/about", search: "", hash: "#care" } };
    router.state.navigation = navigation;
    notify({ navigation });
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
    expect(location.assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(location.assign).toHaveBeenCalledWith("/about#care");
  });

  it("leaves a navigation that ends in time alone", async () => {
    vi.useFakeTimers();
    const { win, location } = fakeWindow(() => Promise.resolve(new Response("")));
    let notify: Parameters<RemixRouter["subscribe"]>[0] = () => {};
    win.__remixRouter = { state: { navigation: { state: "idle" } }, subscribe: (listener) => ((notify = listener), () => {}) };
    installNativeFallback(win, () => t0);
    notify({ navigation: { state: "loading", location: { pathname: "/about", search: "", hash: "" } } });
    await vi.advanceTimersByTimeAsync(1_000);
    notify({ navigation: { state: "idle" } });
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS);
    expect(location.assign).not.toHaveBeenCalled();
  });
});
