import { PAGE_CACHE_TTL_MS, clearPageCache, keepPage, keptPage, pageCacheKey } from "./page-cache.server";
import { clearRenderCache, keepRender } from "./render-cache.server";

const SHOPPER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";
const request = { method: "GET", url: "/shop-all?sort=price", cookie: undefined, userAgent: SHOPPER, cacheVersion: "7" };

function keep(key: string, html = '<script nonce="n1">boot()</script><p>Rings</p>') {
  keepRender("render-key", html, "n1");
  const headers = new Headers({
    "Cache-Control": "public, max-age=60",
    "Content-Security-Policy": "script-src 'nonce-n1'; style-src 'nonce-n1'",
    ETag: 'W/"build.render-key"',
  });
  keepPage(key, { renderKey: "render-key", status: 200, headers, nonce: "n1" });
}

afterEach(() => {
  clearPageCache();
  clearRenderCache();
  vi.useRealTimers();
});

describe("pageCacheKey", () => {
  it("keys a cookieless GET by the page, the cache version and whether a crawler asks", () => {
    const key = pageCacheKey(request);
    expect(key).not.toBeNull();
    expect(pageCacheKey({ ...request })).toBe(key);
    expect(pageCacheKey({ ...request, url: "/shop-all?sort=newest" })).not.toBe(key);
    expect(pageCacheKey({ ...request, cacheVersion: "8" })).not.toBe(key);
    expect(pageCacheKey({ ...request, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).not.toBe(key);
  });

  it("keeps nothing for a visitor with any cookie, a post, or before a cache version is known", () => {
    expect(pageCacheKey({ ...request, cookie: "uid=abc" })).toBeNull();
    expect(pageCacheKey({ ...request, cookie: "__session=x" })).toBeNull();
    expect(pageCacheKey({ ...request, method: "POST" })).toBeNull();
    expect(pageCacheKey({ ...request, method: "HEAD" })).toBeNull();
    expect(pageCacheKey({ ...request, cacheVersion: null })).toBeNull();
  });
});

describe("keptPage", () => {
  it("answers with the kept page under a new nonce, in the body and the policy alike", () => {
    const key = pageCacheKey(request)!;
    expect(keptPage(key, "n2", undefined)).toBeNull();
    keep(key);
    const answer = keptPage(key, "n2", undefined)!;
    expect(answer.status).toBe(200);
    expect(answer.body?.toString("utf8")).toBe('<script nonce="n2">boot()</script><p>Rings</p>');
    expect(answer.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-n2'; style-src 'nonce-n2'");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("says 304, with no body and no policy, to a client that has the page", () => {
    const key = pageCacheKey(request)!;
    keep(key);
    const answer = keptPage(key, "n2", 'W/"build.render-key"')!;
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
    expect(answer.headers.get("ETag")).toBe('W/"build.render-key"');
    expect(answer.headers.has("Content-Security-Policy")).toBe(false);
    expect(keptPage(key, "n3", 'W/"build.other"')?.status).toBe(200);
  });

  it("forgets a page after PAGE_CACHE_TTL_MS", () => {
    vi.useFakeTimers();
    const key = pageCacheKey(request)!;
    keep(key);
    vi.advanceTimersByTime(PAGE_CACHE_TTL_MS - 100);
    expect(keptPage(key, "n2", undefined)).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(keptPage(key, "n2", undefined)).toBeNull();
  });

  it("renders again when the body has left the render cache", () => {
    const key = pageCacheKey(request)!;
    keep(key);
    clearRenderCache();
    expect(keptPage(key, "n2", undefined)).toBeNull();
  });
});
