import { afterEach, describe, expect, it, vi } from "vitest";

import { mediaBase, mediaBaseFrom, mediaOrigin, rewriteMediaUrls, setMediaBase } from "./media.server";

const API = { API_URL: "http://127.0.0.1:4010", MEDIA_URL: undefined };

afterEach(() => {
  setMediaBase(null);
});

describe("mediaBaseFrom", () => {
  it("reads a bare host as https and keeps an http(s) URL without its trailing slash", () => {
    expect(mediaBaseFrom("cdn.example.com")).toBe("https://cdn.example.com");
    expect(mediaBaseFrom(" cdn.example.com:8443 ")).toBe("https://cdn.example.com:8443");
    expect(mediaBaseFrom("https://cdn.example.com/")).toBe("https://cdn.example.com");
    expect(mediaBaseFrom("https://cdn.example.com/store/")).toBe("https://cdn.example.com/store");
    expect(mediaBaseFrom("http://media.local:8080")).toBe("http://media.local:8080");
  });

  it("refuses anything that is not http(s) with a host", () => {
    for (const value of [
      null,
      undefined,
      "",
      "  ",
      "javascript:alert(1)",
      "ftp://cdn.example.com",
      "data:image/svg+xml,<svg/>",
      "//cdn.example.com",
      "https:cdn.example.com",
      "https://user:pass@cdn.example.com",
      "https://cdn.example.com/?x=1",
      "https://cdn.example.com/#x",
      "cdn example.com",
      "/media",
    ]) {
      expect(mediaBaseFrom(value), String(value)).toBeNull();
    }
  });
});

describe("setMediaBase", () => {
  it("takes the API's cdn_domain first, then MEDIA_URL, then the store's own origin", () => {
    setMediaBase("cdn.example.com", { ...API, MEDIA_URL: "https://media.example.com" });
    expect(mediaBase()).toBe("https://cdn.example.com");
    setMediaBase(null, { ...API, MEDIA_URL: "https://media.example.com" });
    expect(mediaBase()).toBe("https://media.example.com");
    expect(mediaOrigin()).toBe("https://media.example.com");
    setMediaBase(null, API);
    expect(mediaBase()).toBe("");
    expect(mediaOrigin()).toBeNull();
  });

  it("ignores a cdn_domain that is no host or http(s) URL, and says so once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setMediaBase("javascript:alert(1)", API);
    setMediaBase("javascript:alert(1)", API);
    expect(mediaBase()).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("says whether the base changed", () => {
    setMediaBase(null, API);
    expect(setMediaBase(null, API)).toBe(false);
    expect(setMediaBase("cdn.example.com", API)).toBe(true);
    expect(setMediaBase("https://cdn.example.com", API)).toBe(false);
  });
});

describe("rewriteMediaUrls", () => {
  const body = JSON.stringify({
    data: {
      image: "http://127.0.0.1:4010/media/products/ring/YG14.svg",
      html: '<img src="http://127.0.0.1:4010/media/content/bench.svg">',
      other: "http://127.0.0.1:4010/api/v1/products",
      foreign: "https://images.example.org/media/x.svg",
    },
  });

  it("makes the API's media root-relative when the store serves them", () => {
    setMediaBase(null, API);
    expect(JSON.parse(rewriteMediaUrls(body))).toEqual({
      data: {
        image: "/media/products/ring/YG14.svg",
        html: '<img src="/media/content/bench.svg">',
        other: "http://127.0.0.1:4010/api/v1/products",
        foreign: "https://images.example.org/media/x.svg",
      },
    });
  });

  it("moves them onto the CDN, in the escaped-slash form too", () => {
    setMediaBase("cdn.example.com", API);
    const escaped = '{"data":{"image":"http:\\/\\/127.0.0.1:4010\\/media\\/a.svg","plain":"http://127.0.0.1:4010/media/b.svg"}}';
    expect(JSON.parse(rewriteMediaUrls(escaped))).toEqual({
      data: { image: "https://cdn.example.com/media/a.svg", plain: "https://cdn.example.com/media/b.svg" },
    });
  });

  it("only touches the API's own origin, not a host that merely starts like it", () => {
    setMediaBase(null, API);
    const text = '{"a":"http://127.0.0.1:40100/media/x.svg","b":"https://127.0.0.1:4010/media/x.svg"}';
    expect(rewriteMediaUrls(text)).toBe(text);
  });

  it("hands back the body itself when there is nothing to move", () => {
    setMediaBase(null, { ...API, MEDIA_URL: "http://127.0.0.1:4010" });
    expect(rewriteMediaUrls(body)).toBe(body);
    setMediaBase(null, API);
    const plain = '{"data":[]}';
    expect(rewriteMediaUrls(plain)).toBe(plain);
  });
});
