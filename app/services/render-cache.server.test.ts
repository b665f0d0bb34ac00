import { type RenderInput, clearRenderCache, keepRender, keptRender, renderCacheStats, renderKey } from "./render-cache.server";

const page: RenderInput = {
  method: "GET",
  url: "http://store.test/about",
  status: 200,
  cacheControl: "public, max-age=60",
  forBot: false,
  data: [{ root: { user: null, year: 2026 }, "routes/$": { title: "About" } }, null, null],
};

afterEach(() => clearRenderCache());

describe("renderKey", () => {
  it("keys a public GET page by its URL and its data", () => {
    const key = renderKey(page);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(renderKey({ ...page })).toBe(key);
    expect(renderKey({ ...page, url: "http://store.test/faq" })).not.toBe(key);
    expect(renderKey({ ...page, forBot: true })).not.toBe(key);
    expect(renderKey({ ...page, data: [{ root: { user: null, year: 2026 }, "routes/$": { title: "About us" } }, null, null] })).not.toBe(key);
  });

  it("keeps nothing personal, posted, failed or unsayable in JSON", () => {
    expect(renderKey({ ...page, cacheControl: "private, no-store" })).toBeNull();
    expect(renderKey({ ...page, cacheControl: null })).toBeNull();
    expect(renderKey({ ...page, method: "POST" })).toBeNull();
    expect(renderKey({ ...page, status: 404 })).toBeNull();
    expect(renderKey({ ...page, data: [{ root: { later: Promise.resolve(1) } }] })).toBeNull();
    expect(renderKey({ ...page, data: [{ root: { user: null } }, { "routes/$": Promise.resolve(1) }, null] })).toBeNull();
  });
});

describe("keptRender", () => {
  it("gives the kept body back with the new nonce in place of the old one", () => {
    const key = renderKey(page)!;
    expect(keptRender(key, "new")).toBeNull();
    keepRender(key, '<script nonce="old">a</script><style nonce="old"></style>', "old");
    expect(keptRender(key, "new")?.toString("utf8")).toBe('<script nonce="new">a</script><style nonce="new"></style>');
    expect(renderCacheStats().entries).toBe(1);
  });

  it("keeps the bytes of every character, however many a nonce splits", () => {
    clearRenderCache();
    const key = renderKey({ ...page, url: "https://store.test/about" })!;
    keepRender(key, "<p nonce=a1>Bague à diamants — 18 ct</p><i nonce=a1>💍</i>", "a1");
    expect(keptRender(key, "b22")?.toString("utf8")).toBe("<p nonce=b22>Bague à diamants — 18 ct</p><i nonce=b22>💍</i>");
    expect(renderCacheStats().bytes).toBe(Buffer.byteLength("<p nonce=>Bague à diamants — 18 ct</p><i nonce=>💍</i>"));
  });
});
