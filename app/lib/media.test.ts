import { CARD_WIDTHS, absoluteImageUrl, MEDIA_WIDTHS, clampWidth, isOwnMedia, isSafeMediaPath, mediaSrcSet } from "./media";

describe("clampWidth", () => {
  it("takes the smallest served width at least as wide, or the widest", () => {
    expect(clampWidth("383")).toBe(383);
    expect(clampWidth("1")).toBe(192);
    expect(clampWidth("0")).toBe(192);
    expect(clampWidth("500")).toBe(765);
    expect(clampWidth("766")).toBe(1530);
    expect(clampWidth("99999")).toBe(1530);
  });

  it("reads anything but digits as no width", () => {
    for (const value of [null, undefined, "", "-1", "1e3", "383px", " 383", "0x100", "1234567"]) {
      expect(clampWidth(value), String(value)).toBeNull();
    }
  });

  it("serves only the listed widths, smallest first", () => {
    expect([...MEDIA_WIDTHS]).toEqual([...MEDIA_WIDTHS].sort((a, b) => a - b));
    expect(MEDIA_WIDTHS).toContain(765);
  });
});

describe("isSafeMediaPath", () => {
  it("allows plain segments", () => {
    for (const path of ["products/maree-ring/YG14-AQU.svg", "products/ring/YG14.detail.svg", "brand/logo.svg", "icons/ring_1.svg"]) {
      expect(isSafeMediaPath(path), path).toBe(true);
    }
  });

  it("refuses dot segments, encoded characters, backslashes, empty segments and anything else", () => {
    for (const path of [
      "",
      "../etc/passwd",
      "products/../../etc/passwd",
      "..",
      ".hidden",
      "products/..",
      "products/a..b/x.svg",
      "%2e%2e/etc/passwd",
      "products%2Fx.svg",
      "products%5Cx.svg",
      "products\\x.svg",
      "products//x.svg",
      "/products/x.svg",
      "products/x.svg?x=1",
      "products/x y.svg",
      "products/é.svg",
      `${"a".repeat(301)}`,
    ]) {
      expect(isSafeMediaPath(path), path).toBe(false);
    }
  });
});

describe("mediaSrcSet", () => {
  it("lists the card widths for the store's own media", () => {
    expect(mediaSrcSet("/media/products/ring/YG14.svg", "")).toBe(
      "/media/products/ring/YG14.svg?w=383 383w, /media/products/ring/YG14.svg?w=765 765w, /media/products/ring/YG14.svg?w=1530 1530w",
    );
    expect(mediaSrcSet("https://cdn.example.com/media/a.svg", "https://cdn.example.com", [192])).toBe("https://cdn.example.com/media/a.svg?w=192 192w");
  });

  it("leaves a foreign URL, or one with a query, as it is", () => {
    expect(mediaSrcSet("https://images.example.org/media/a.svg", "")).toBeUndefined();
    expect(mediaSrcSet("https://cdn.example.com.evil.example/media/a.svg", "https://cdn.example.com")).toBeUndefined();
    expect(mediaSrcSet("/media/a.svg?v=2", "")).toBeUndefined();
    expect(mediaSrcSet("/static/a.svg", "")).toBeUndefined();
    expect(isOwnMedia("//evil.example/media/a.svg", "")).toBe(false);
  });

  it("builds on the 765x994 base: half, one and two times", () => {
    expect(CARD_WIDTHS).toEqual([383, 765, 1530]);
  });
});

describe("absoluteImageUrl", () => {
  it("puts a root-relative image on the store's origin and leaves an absolute one", () => {
    expect(absoluteImageUrl("/media/a.svg", "https://www.example.com")).toBe("https://www.example.com/media/a.svg");
    expect(absoluteImageUrl("https://cdn.example.com/media/a.svg", "https://www.example.com")).toBe("https://cdn.example.com/media/a.svg");
    expect(absoluteImageUrl("//cdn.example.com/a.svg", "https://www.example.com")).toBe("//cdn.example.com/a.svg");
  });
});
