import { notModified, notModifiedHeaders, pageEtag } from "./conditional";

describe("conditional GET", () => {
  const etag = pageEtag("build1", "key1");

  it("names the build and the render, weakly", () => {
    expect(etag).toBe('W/"build1.key1"');
    expect(pageEtag("build2", "key1")).not.toBe(etag);
  });

  it("is not modified for the same tag, weak or strong, alone or in a list, or for *", () => {
    expect(notModified('W/"build1.key1"', etag)).toBe(true);
    expect(notModified('"build1.key1"', etag)).toBe(true);
    expect(notModified('"other", W/"build1.key1"', etag)).toBe(true);
    expect(notModified("*", etag)).toBe(true);
  });

  it("is modified for another tag, another build, or none", () => {
    expect(notModified('W/"build1.key2"', etag)).toBe(false);
    expect(notModified('W/"build0.key1"', etag)).toBe(false);
    expect(notModified(null, etag)).toBe(false);
    expect(notModified("", etag)).toBe(false);
  });

  it("keeps only what a 304 may say: no body's type, length or policy", () => {
    const full = new Headers({ ETag: etag, "Cache-Control": "public, max-age=60", Vary: "Cookie", "Content-Type": "text/html", "Content-Security-Policy": "script-src 'nonce-a'" });
    expect([...notModifiedHeaders(full).keys()].sort()).toEqual(["cache-control", "etag", "vary"]);
  });
});
