import { expect, test } from "./support";

test.describe("crawlers", () => {
  test("sitemap.xml lists the store's pages but not the account area", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/about<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/product\/[^<]+<\/loc>/);
    expect(xml).not.toMatch(/<loc>[^<]*\/profile/);
  });

  test("robots.txt keeps crawlers out of /profile and points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /profile");
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  test("a crawler gets the whole page in the first response", async ({ request }) => {
    const response = await request.get("/about", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('name="description"');
    expect(response.headers()["cache-control"]).toContain("public");
  });
});
