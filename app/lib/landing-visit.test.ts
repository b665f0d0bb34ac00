// @vitest-environment jsdom
import { LANDING_VISIT_ID, LANDING_VISIT_PATH, askForVisitorId } from "./landing-visit";

describe("askForVisitorId, from the document's inline script", () => {
  const fetch = vi.fn(() => Promise.resolve(new Response()));
  beforeEach(() => {
    fetch.mockClear();
    vi.stubGlobal("fetch", fetch);
    document.body.innerHTML = `<script type="application/json" id="${LANDING_VISIT_ID}">"payload.signature"</script>`;
    document.cookie = "uid=; Max-Age=0; Path=/";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks once the page has loaded, with the signed visit, the address and the referrer", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    askForVisitorId(window, LANDING_VISIT_ID, LANDING_VISIT_PATH);
    expect(fetch).not.toHaveBeenCalled();
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URL(url, "http://store.test").searchParams;
    expect(url.startsWith(`${LANDING_VISIT_PATH}?`)).toBe(true);
    expect(query.get("v")).toBe("payload.signature");
    expect(query.get("u")).toBe(window.location.pathname + window.location.search);
    expect(query.has("r")).toBe(true);
    expect(init).toEqual({ credentials: "same-origin" });
    readyState.mockRestore();
  });

  it("asks nothing of a browser that came with an id, even if it is set later", () => {
    document.cookie = "uid=0b0e0f00-0000-4000-8000-000000000000; Path=/";
    askForVisitorId(window, LANDING_VISIT_ID, LANDING_VISIT_PATH);
    window.dispatchEvent(new Event("load"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks nothing when the page has no signed visit", () => {
    document.body.innerHTML = "";
    askForVisitorId(window, LANDING_VISIT_ID, LANDING_VISIT_PATH);
    expect(fetch).not.toHaveBeenCalled();
  });
});
