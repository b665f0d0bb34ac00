import { isExternalHref } from "./external-href";

describe("isExternalHref", () => {
  it("is true for a link with a scheme or a protocol-relative one, false for the store's own paths", () => {
    for (const url of ["https://example.com/a", "http://x", "//evil.example/path", " //x", "mailto:a@b.co", "tel:+1"]) expect(isExternalHref(url), url).toBe(true);
    for (const url of ["/about", "about", "?q=1", "#top", "/a//b"]) expect(isExternalHref(url), url).toBe(false);
  });
});
