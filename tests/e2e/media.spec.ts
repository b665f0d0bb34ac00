import { request as httpRequest } from "node:http";

import type { Locator, Page } from "@playwright/test";

import { STORE_URL, expect, mockApi, open, test } from "./support";

type Product = { slug: string; translations: Array<{ title: string }> };

async function firstProduct(): Promise<Product> {
  const [first] = await mockApi.get<Product[]>("/system-catalog?count=1");
  return first;
}

/** Every image the page fetched, by URL, with its status: none may come from anywhere but the store. */
function imageRequests(page: Page): Array<{ url: string; status: number }> {
  const seen: Array<{ url: string; status: number }> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") seen.push({ url: response.url(), status: response.status() });
  });
  return seen;
}

async function expectLoadedFromStore(image: Locator) {
  const src = (await image.getAttribute("src")) ?? "";
  expect(src.startsWith("/media/") || src.startsWith(`${STORE_URL}/media/`), `src ${src}`).toBe(true);
  // The browser decoded it: a broken or refused image has no natural width.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  const currentSrc = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(currentSrc.startsWith(`${STORE_URL}/media/`), `currentSrc ${currentSrc}`).toBe(true);
}

/** A request sent as written: the path is not normalised as a browser or fetch() would. */
function rawGet(path: string): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(STORE_URL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }));
    });
    request.on("error", reject);
    request.end();
  });
}

test.describe("media from the store's own origin", () => {
  test("a product page's gallery loads from the store, the first image first", async ({ page }) => {
    const product = await firstProduct();
    const images = imageRequests(page);
    await open(page, `/product/${product.slug}`);
    const title = product.translations[0].title;
    // The gallery's images are named for the piece in its materials; the first is the one without a view number.
    const first = page.getByRole("img", { name: new RegExp(`^${title} in [^,]+$`) });
    await expectLoadedFromStore(first);
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("srcset", /\?w=383 383w, .*\?w=765 765w, .*\?w=1530 1530w$/);
    await expect(first).toHaveAttribute("sizes", /min-width: 1025px/);
    await expect(first).toHaveAttribute("width", "765");
    await expect(first).toHaveAttribute("height", "994");
    const others = page.getByRole("img", { name: new RegExp(`^${title} in .*, view \\d$`) });
    await expect(others.first()).toHaveAttribute("loading", "lazy");
    await expect(page.locator("img[fetchpriority]")).toHaveCount(1);
    expect(images.length).toBeGreaterThan(0);
    for (const { url, status } of images) {
      expect(new URL(url).origin, url).toBe(STORE_URL);
      expect(status, url).toBeLessThan(400);
    }
  });

  test("the listing's first row loads from the store eagerly, the rest lazily", async ({ page }) => {
    const images = imageRequests(page);
    await open(page, "/shop-all");
    const cards = page.getByRole("region", { name: "Products" }).getByRole("article");
    await expect(cards).toHaveCount(12);
    const firstImage = cards.first().getByRole("img").first();
    await expectLoadedFromStore(firstImage);
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(cards.nth(1).getByRole("img").first()).toHaveAttribute("loading", "eager");
    await expect(cards.nth(1).getByRole("img").first()).not.toHaveAttribute("fetchpriority", /.*/);
    await expect(cards.nth(8).getByRole("img").first()).toHaveAttribute("loading", "lazy");
    await expect(page.locator("img[fetchpriority]")).toHaveCount(1);
    for (const { url } of images) expect(new URL(url).origin, url).toBe(STORE_URL);
  });

  test("an image answers with a long cache, nosniff, its validator and the SVG sandbox", async ({ request }) => {
    const product = await firstProduct();
    const html = await (await request.get(`/product/${product.slug}`)).text();
    const path = /src="(\/media\/[^"?]+)"/.exec(html)?.[1];
    expect(path, "the page's first media path").toBeDefined();

    const response = await request.get(`${path}?w=383`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(headers["cache-control"]).toBe("public, max-age=2592000, stale-while-revalidate=86400");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    expect(await response.text()).toMatch(/^<svg [^>]*width="383"/);

    const etag = headers["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(`${path}?w=383`, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);

    const head = await request.head(path!);
    expect(head.status()).toBe(200);
    expect(head.headers()["cache-control"]).toBe("public, max-age=2592000, stale-while-revalidate=86400");
  });

  for (const path of [
    "/media/../../etc/passwd",
    "/media/..%2F..%2Fetc%2Fpasswd",
    "/media/%2e%2e/%2e%2e/etc/passwd",
    "/media/products%2F..%2F..%2Fpackage.json",
    "/media/products%5C..%5C..%5Cpackage.json",
    "/media/.env",
  ]) {
    test(`${path} is a 404, at once or at its one spelling on this site`, async () => {
      let answer = await rawGet(path);
      // Dot segments are resolved before anything reads the path (scripts/request-guards.mjs): a 301 to a path here.
      if (answer.status === 301) {
        expect(answer.location).toMatch(/^\/(?!\/)/);
        answer = await rawGet(answer.location!);
      }
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("root:");
      expect(answer.body).not.toContain('"dependencies"');
    });
  }

  test("what the API does not have is a 404", async ({ request }) => {
    expect((await request.get("/media/products/no-such-piece/YG14.svg")).status()).toBe(404);
  });
});
