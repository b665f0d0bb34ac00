import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { PRIVATE_NO_STORE, PUBLIC_PAGE, answerCacheControl, answerCaching, cachingRule, hasSessionCookie, pageHeaders } from "./http-cache";
import { EMAIL_LINKS } from "./token-paths";

const anonymous = { method: "GET", path: "/shop-all", status: 200, cookie: "uid=0b0e0f00-0000-4000-8000-000000000000; locale=en", setsCookie: false, cacheControl: PUBLIC_PAGE };

describe("answerCacheControl", () => {
  it("leaves public what a route declares public for a visitor without a session, whatever else they carry", () => {
    expect(answerCacheControl(anonymous)).toBe(PUBLIC_PAGE);
    expect(answerCacheControl({ ...anonymous, cookie: null })).toBe(PUBLIC_PAGE);
    expect(answerCacheControl({ ...anonymous, method: "HEAD" })).toBe(PUBLIC_PAGE);
    expect(answerCacheControl({ ...anonymous, path: "/shop-all.data" })).toBe(PUBLIC_PAGE);
  });

  it.each([
    ["a session cookie", { cookie: "uid=x123abcd; __session=eyJ0b2tlbiI6InQifQ%3D%3D.sig" }],
    ["a session cookie first", { cookie: "__session=abc.def" }],
    ["a cookie set on the answer", { setsCookie: true }],
    ["a post", { method: "POST" }],
    ["a redirect", { status: 302 }],
    ["single fetch's redirect", { status: 202 }],
    ["an error page", { status: 404 }],
    ["a failure", { status: 503 }],
    ["no declaration", { cacheControl: null }],
    ["a private declaration", { cacheControl: PRIVATE_NO_STORE }],
    ["public and no-store at once", { cacheControl: "public, no-store" }],
    ["a declaration that only names public in passing", { cacheControl: "max-age=60, x-public" }],
  ])("makes an answer with %s private, no-store", (_kind, change) => {
    expect(answerCacheControl({ ...anonymous, ...change })).toBe(PRIVATE_NO_STORE);
  });

  it("says of a 304 what its 200 would say, and of other statuses that they are private", () => {
    expect(answerCacheControl({ ...anonymous, status: 304 })).toBe(PUBLIC_PAGE);
    expect(answerCacheControl({ ...anonymous, status: 404 })).toBe(PRIVATE_NO_STORE);
    expect(answerCacheControl({ ...anonymous, status: 304, cookie: "__session=abc" })).toBe(PRIVATE_NO_STORE);
  });

  it("keeps a visitor-free answer's own rule whoever asks, unless it sets a cookie", () => {
    const image = { ...anonymous, path: "/media/products/ring.webp", cookie: "__session=abc.def", cacheControl: "public, max-age=2592000, immutable" };
    expect(answerCacheControl(image)).toBe("public, max-age=2592000, immutable");
    expect(answerCacheControl({ ...image, path: "/build/entry.client-ABC.js" })).toBe("public, max-age=2592000, immutable");
    expect(answerCacheControl({ ...image, setsCookie: true })).toBe(PRIVATE_NO_STORE);
    expect(answerCacheControl({ ...image, cacheControl: null })).toBe(PRIVATE_NO_STORE);
    // A page whose path merely starts like one is not visitor-free.
    expect(answerCacheControl({ ...image, path: "/mediation" })).toBe(PRIVATE_NO_STORE);
  });
});

describe("hasSessionCookie", () => {
  it("sees a session cookie with a value, and nothing else", () => {
    expect(hasSessionCookie("__session=a.b")).toBe(true);
    expect(hasSessionCookie("uid=1; __session=a.b; locale=en")).toBe(true);
    expect(hasSessionCookie("__session=")).toBe(false);
    expect(hasSessionCookie("my__session=a.b")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("answerCaching", () => {
  it("varies a page on cookies, adding to what it varies on already", () => {
    expect(answerCaching(anonymous).vary).toBe("Cookie");
    expect(answerCaching({ ...anonymous, vary: "Accept-Encoding" }).vary).toBe("Accept-Encoding, Cookie");
    expect(answerCaching({ ...anonymous, vary: "Accept-Encoding, cookie" }).vary).toBe("Accept-Encoding, cookie");
  });

  it("tags a public page with the API cache version it was made from, and nothing else", () => {
    expect(answerCaching({ ...anonymous, cacheVersion: "42" }).cacheVersionTag).toBe("42");
    expect(answerCaching({ ...anonymous, cacheVersion: "42", cookie: "__session=a.b" }).cacheVersionTag).toBeNull();
    expect(answerCaching({ ...anonymous, cacheVersion: "42", path: "/media/a.webp" }).cacheVersionTag).toBeNull();
    expect(answerCaching({ ...anonymous, cacheVersion: null }).cacheVersionTag).toBeNull();
  });

  it("leaves a visitor-free answer's Vary as it is", () => {
    expect(answerCaching({ ...anonymous, path: "/media/a.webp", vary: "Accept" }).vary).toBe("Accept");
    expect(answerCaching({ ...anonymous, path: "/media/a.webp" }).vary).toBeNull();
  });
});

describe("cachingRule: once per answer", () => {
  const page = { method: "GET", path: "/about", status: 200, cookie: null, setsCookie: false, cacheControl: PUBLIC_PAGE, vary: null, cacheVersion: "7" };

  it("decides at the first look and gives that decision to every later look at the same answer", () => {
    const caching = cachingRule();
    const first = caching(page);
    expect(first).toEqual({ cacheControl: PUBLIC_PAGE, vary: "Cookie", cacheVersionTag: "7" });
    // The server's last look sees the headers the decision wrote, and the render's decision stands.
    expect(caching({ ...page, cacheControl: first.cacheControl, vary: first.vary, cacheVersion: "8" })).toBe(first);
  });

  it("decides again for another status, and when a cookie comes after a public decision", () => {
    const caching = cachingRule();
    caching(page);
    expect(caching({ ...page, status: 500 }).cacheControl).toBe(PRIVATE_NO_STORE);
    const other = cachingRule();
    other(page);
    expect(other({ ...page, setsCookie: true }).cacheControl).toBe(PRIVATE_NO_STORE);
  });

  it("keeps a private decision when the answer then sets a cookie", () => {
    const caching = cachingRule();
    const first = caching({ ...page, cookie: "__session=a.b" });
    expect(caching({ ...page, setsCookie: true })).toBe(first);
  });

  it("is one rule per request: two contexts decide apart", () => {
    const one = cachingRule();
    const two = cachingRule();
    expect(one(page).cacheControl).toBe(PUBLIC_PAGE);
    expect(two({ ...page, cookie: "__session=a.b" }).cacheControl).toBe(PRIVATE_NO_STORE);
  });
});

describe("pageHeaders", () => {
  const run = (own: string | null, parent: string | null = null, action: string | null = null) =>
    pageHeaders({
      loaderHeaders: new Headers(own ? { "Cache-Control": own } : {}),
      parentHeaders: new Headers(parent ? { "Cache-Control": parent } : {}),
      actionHeaders: new Headers(action ? { "Cache-Control": action } : {}),
    }).get("Cache-Control");

  it("is public only when the page's own loader says so and nothing above or after it is personal", () => {
    expect(run(PUBLIC_PAGE)).toBe(PUBLIC_PAGE);
    expect(run(PUBLIC_PAGE, PRIVATE_NO_STORE)).toBe(PRIVATE_NO_STORE);
    expect(run(PUBLIC_PAGE, null, PRIVATE_NO_STORE)).toBe(PRIVATE_NO_STORE);
    expect(run(null, PUBLIC_PAGE)).toBe(PRIVATE_NO_STORE);
    expect(run(null)).toBe(PRIVATE_NO_STORE);
  });

  it("passes on when to come back after a limit", () => {
    const headers = pageHeaders({ loaderHeaders: new Headers({ "Retry-After": "900" }), parentHeaders: new Headers(), actionHeaders: new Headers() });
    expect(headers.get("Retry-After")).toBe("900");
  });
});

describe("deploy/varnish/store.vcl", () => {
  const vcl = readFileSync(fileURLToPath(new URL("../../deploy/varnish/store.vcl", import.meta.url)), "utf8");
  /** The VCL's regular expression tested on `subject` that holds `part` (VCL strings escape nothing: `\s` is the regex's). */
  const vclRegex = (subject: string, part: string) =>
    new RegExp([...vcl.matchAll(new RegExp(`${subject} ~ "([^"]+)"`, "g"))].map((match) => match[1]).find((source) => source.includes(part))!);

  it("keeps the same visitor-free paths as the store", () => {
    const varnish = vclRegex("req.url", "media/");
    const paths = ["/build/entry.client-ABC.js", "/media/products/a.webp", "/robots.txt", "/sitemap.xml", "/favicon.svg"];
    const pages = ["/", "/shop-all", "/__manifest", "/mediation", "/robots.txt.html", "/buildings", "/about"];
    for (const path of [...paths, ...pages]) {
      expect(varnish.test(path), path).toBe(answerCacheControl({ ...anonymous, path: path.split("?")[0], cookie: "__session=a.b", cacheControl: "public" }) === "public");
    }
  });

  it("sees a session cookie where the store does", () => {
    const varnish = vclRegex("req.http.Cookie", "__session");
    for (const cookie of ["__session=a.b", "uid=1; __session=a.b", "__session=", "my__session=a.b", "uid=1; locale=en", ""]) {
      expect(varnish.test(cookie), cookie).toBe(hasSessionCookie(cookie));
    }
  });

  it("lets an e-mailed link's cookie through to its page", () => {
    const varnish = vclRegex("req.http.Cookie", "_link");
    for (const { cookie } of Object.values(EMAIL_LINKS)) {
      expect(varnish.test(`${cookie}=a.b`), cookie).toBe(true);
      expect(varnish.test(`uid=1; ${cookie}=a.b`), cookie).toBe(true);
      expect(varnish.test(`${cookie}=`), cookie).toBe(false);
    }
    expect(varnish.test("uid=1; locale=en")).toBe(false);
  });
});
