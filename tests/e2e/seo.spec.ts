import { request as httpRequest } from "node:http";

import { CRAWLER_USER_AGENT, SHOPPER_USER_AGENT, STORE_URL, expect, hasJavaScript, mockApi, test } from "./support";

/** A GET with a Host header of our choosing, which fetch and Playwright would not send. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, STORE_URL);
    const sent = httpRequest({ hostname: target.hostname, port: target.port, path: target.pathname, headers: { Host: host, "X-Forwarded-Host": host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

test.describe("crawlers", () => {
  test("a forged Host never reaches canonical links, the sitemap or robots.txt", async () => {
    for (const path of ["/", "/about", "/sitemap.xml", "/robots.txt"]) {
      const { status, body } = await getWithHost(path, "evil.example");
      expect(status, path).toBe(200);
      expect(body, path).not.toContain("evil.example");
      expect(body, path).toContain(STORE_URL);
    }
  });

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
    const response = await request.get("/about", { headers: { "User-Agent": CRAWLER_USER_AGENT } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('name="description"');
    expect(response.headers()["cache-control"]).toContain("public");
  });
});

test.describe("the crawler's path, asked for by name", () => {
  test.use({ userAgent: CRAWLER_USER_AGENT });

  test("a crawler's browser is counted as no visit; a shopper's browser is", async ({ page, browser }) => {
    test.skip(hasJavaScript(), "what the server does for each: once is enough");
    await mockApi.clearEvents();
    await page.goto("/shop-all");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const shopper = await browser.newPage({ userAgent: SHOPPER_USER_AGENT, javaScriptEnabled: false });
    await shopper.goto("/about");
    await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
    const visits = async () =>
      (await mockApi.eventsFrom<{ event_id: string; url?: string }>("api")).filter((event) => event.event_id === "visit").map((event) => event.url);
    await expect.poll(visits).toContain("/about");
    expect(await visits()).not.toContain("/shop-all");
    await shopper.close();
  });
});
