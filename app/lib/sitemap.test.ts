import { isListed, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("leaves out /profile and its sub-paths", () => {
    expect(isListed("/profile")).toBe(false);
    expect(isListed("/profile/orders")).toBe(false);
    expect(isListed("/profile?tab=1")).toBe(false);
    expect(isListed("/profiles-of-gold")).toBe(true);
    expect(isListed("/about")).toBe(true);
  });

  it("leaves out anything that is not a path on this site", () => {
    expect(isListed("https://evil.example/")).toBe(false);
  });

  it("writes absolute, escaped locations", () => {
    const xml = sitemapXml("https://shop.example", [
      { url: "/shop-all?collection=a&b", updated_at: "2026-03-01T10:00:00Z", priority: 0.8 },
      { url: "/profile" },
    ]);
    expect(xml).toContain("<loc>https://shop.example/shop-all?collection=a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2026-03-01</lastmod><priority>0.8</priority>");
    expect(xml).not.toContain("/profile");
  });

  it("lists the store's own pages once, whether or not the API's sitemap names them", () => {
    const without = sitemapXml("https://shop.example", [{ url: "/about" }]);
    expect(without).toContain("<loc>https://shop.example/find-a-retailer</loc>");
    const named = sitemapXml("https://shop.example", [{ url: "/find-a-retailer", priority: 0.6 }]);
    expect(named.split("/find-a-retailer<").length - 1).toBe(1);
    expect(named).toContain("<priority>0.6</priority>");
  });
});
