import { pageTitle, seo, withErrorMeta } from "./seo";

const BRAND = "Maison Lumière";

describe("pageTitle", () => {
  it("ends a page's title with the brand once", () => {
    expect(pageTitle("Rings", BRAND)).toBe("Rings | Maison Lumière");
    expect(pageTitle("Celeste Ring | Maison Lumière", BRAND)).toBe("Celeste Ring | Maison Lumière");
    expect(pageTitle("Celeste Ring | Maison Lumière | Maison Lumière", BRAND)).toBe("Celeste Ring | Maison Lumière");
    expect(pageTitle("Celeste Ring – maison lumière", BRAND)).toBe("Celeste Ring | Maison Lumière");
  });

  it("adds no brand to a title that names it, and is the brand alone on the home page", () => {
    expect(pageTitle("About Maison Lumière | Maison Lumière", BRAND)).toBe("About Maison Lumière");
    expect(pageTitle(BRAND, BRAND)).toBe(BRAND);
  });

  it("says which page of a listing it is, past the first", () => {
    expect(pageTitle("Shop all jewelry", BRAND, 3)).toBe("Shop all jewelry, page 3 | Maison Lumière");
    expect(pageTitle("Shop all jewelry", BRAND, 1)).toBe("Shop all jewelry | Maison Lumière");
  });
});

describe("seo", () => {
  it("gives a later page a description of its own and its own canonical address", () => {
    const tags = seo({ title: "Rings", description: "Rings in gold.", siteUrl: "https://shop.test", path: "/shop-all/rings?page=2", siteName: BRAND, page: 2 });
    expect(tags).toContainEqual({ title: "Rings, page 2 | Maison Lumière" });
    expect(tags).toContainEqual({ name: "description", content: "Page 2. Rings in gold." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.test/shop-all/rings?page=2" });
  });
});

describe("withErrorMeta", () => {
  const meta = withErrorMeta(() => [{ title: "Rings | Maison Lumière" }]);
  const matches = [{ id: "root", data: { settings: { companyName: BRAND } } }];

  it("is the route's own meta while the page shows", () => {
    expect(meta({ matches })).toEqual([{ title: "Rings | Maison Lumière" }]);
  });

  it("names a missing page, and keeps an error page out of the index", () => {
    expect(meta({ matches, error: { status: 404, statusText: "Not Found", internal: false, data: null } })).toEqual([
      { title: "Page not found | Maison Lumière" },
      { name: "robots", content: "noindex" },
    ]);
    expect(meta({ matches, error: new Error("boom") })[0]).toEqual({ title: "500 Error | Maison Lumière" });
  });
});

describe("what a shared link shows", () => {
  it("gives the page's picture, absolute, with its words, and a large card", () => {
    const tags = seo({ title: "Rings", siteUrl: "https://shop.test", path: "/shop-all/rings", siteName: BRAND, image: { url: "/media/rings.jpg", alt: "Three rings" } });
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.test/media/rings.jpg" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "Three rings" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("asks for an SVG of the store's media as a PNG: social sites show no SVG", () => {
    const tags = seo({ title: "Rings", siteUrl: "https://shop.test", path: "/", siteName: BRAND, image: { url: "/media/brand/hero.svg", alt: "Rings" } });
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.test/media/brand/hero.svg?w=1530&format=png" });
  });

  it("is a small card without a picture", () => {
    const tags = seo({ title: "Rings", siteUrl: "https://shop.test", path: "/shop-all/rings", siteName: BRAND });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });
});
