import { ALLOWED_METHODS, mayScrape, normalisedPath } from "./request-guards";

describe("ALLOWED_METHODS", () => {
  it("is what the store serves, and nothing a proxy or a probe might try", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(ALLOWED_METHODS.has(method)).toBe(true);
    for (const method of ["TRACE", "TRACK", "OPTIONS", "PUT", "DELETE", "PATCH", "CONNECT", "PROPFIND", "BAN", "PURGE", "M-SEARCH"]) {
      expect(ALLOWED_METHODS.has(method), method).toBe(false);
    }
  });
});

describe("normalisedPath", () => {
  it("leaves a path that is already one spelling", () => {
    for (const path of ["/", "/shop-all?sort=price", "/product/aurelia-ring?configuration_id=YG14", "/media/a.svg"]) expect(normalisedPath(path)).toBeNull();
  });

  it("resolves dot segments, spelled or encoded, so no path slips past the caching rule", () => {
    expect(normalisedPath("/media/../profile")).toBe("/profile");
    expect(normalisedPath("/media/%2e%2e/profile?x=1")).toBe("/profile?x=1");
    expect(normalisedPath("/build/./../checkout")).toBe("/checkout");
    expect(normalisedPath("/../../etc/passwd")).toBe("/etc/passwd");
  });

  it("gives a page one spelling: no trailing slash, and lowercase where the store's paths are", () => {
    expect(normalisedPath("/about/")).toBe("/about");
    expect(normalisedPath("/shop-all/rings/?page=2")).toBe("/shop-all/rings?page=2");
    expect(normalisedPath("/Shop-All/Rings")).toBe("/shop-all/rings");
    expect(normalisedPath("/product/Celeste-Ring?configuration_id=YG14-DIA")).toBe("/product/celeste-ring?configuration_id=YG14-DIA");
    expect(normalisedPath("/FAQ")).toBe("/faq");
    expect(normalisedPath("/product/caf%C3%A9")).toBeNull();
    // Tokens, ids and files keep their case.
    for (const path of ["/verify/AbC123", "/recover-password/XyZ", "/orders/ML-1001", "/build/entry.client-AB12CD.js", "/media/Brand/Logo.svg"]) {
      expect(normalisedPath(path), path).toBeNull();
    }
  });

  it("never gives a path a redirect would read as another host", () => {
    expect(normalisedPath("//evil.example/x")).toBe("/evil.example/x");
    expect(normalisedPath("/\\evil.example")).toBe("/evil.example");
    expect(normalisedPath("/shop-all//rings")).toBe("/shop-all/rings");
  });
});

describe("mayScrape", () => {
  const local = { authorization: undefined, forwarded: false, peer: "127.0.0.1" };
  const token = "a-long-metrics-token";

  it("takes the token from anywhere, and nothing else when there is one", () => {
    expect(mayScrape({ ...local, peer: "203.0.113.7", authorization: `Bearer ${token}` }, { token, production: true })).toBe(true);
    expect(mayScrape({ ...local, authorization: "Bearer wrong-token-of-same-len" }, { token, production: true })).toBe(false);
    expect(mayScrape(local, { token, production: false })).toBe(false);
  });

  it("in production without a token, lets no one in, this machine included", () => {
    expect(mayScrape(local, { token: "", production: true })).toBe(false);
  });

  it("elsewhere, lets this machine in directly, never through a forwarder", () => {
    expect(mayScrape(local, { token: "", production: false })).toBe(true);
    expect(mayScrape({ ...local, forwarded: true }, { token: "", production: false })).toBe(false);
    expect(mayScrape({ ...local, peer: "10.0.0.9" }, { token: "", production: false })).toBe(false);
  });
});
