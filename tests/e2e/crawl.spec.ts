/**
 * The store as a search engine crawls it (tests/crawl.ts): every address it can reach from the home page, each read
 * once. What crawlers need: no address without end, every page within three clicks, one address per page, titles of
 * their own, and product and page data Google's merchant listings and rich results accept.
 */
import Validator from "@adobe/structured-data-validator";

import { COMPANY_NAME } from "../../mock-api/seed/site";
import { type Crawl, type CrawledPage, crawl, growingLinks } from "../crawl";

import { CRAWLER_USER_AGENT, STORE_URL, expect, hasJavaScript, test } from "./support";

/** Google's recommended fields this store has no value for: pieces have no GTIN, and no reviews. */
const NO_VALUE_FOR = /gtin|review|aggregateRating/i;

let crawled: Crawl;
const indexable = () => [...crawled.pages.values()].filter((page) => page.status === 200 && !page.noindex);
const typesOf = (page: CrawledPage) => page.jsonLd.map((item) => (item as { "@type": string })["@type"]);

test.describe("the crawl", () => {
  test.skip(() => hasJavaScript(), "HTTP only: one run is enough");
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    crawled = await crawl(STORE_URL, { userAgent: CRAWLER_USER_AGENT });
  });

  test("ends: no address grows under its own links, and the crawl is bounded", () => {
    expect(growingLinks(crawled)).toEqual([]);
    const pages = indexable().length;
    test.info().annotations.push({
      type: "crawl",
      description: `${crawled.pages.size} fetched, ${pages} indexable, ${crawled.discovered.size} addresses discovered (${(crawled.discovered.size / pages).toFixed(1)} per indexable page), ${crawled.disallowed.size} kept out by robots.txt`,
    });
    expect(pages).toBeGreaterThan(60);
  });

  test("every indexable page is its own canonical address, at most three clicks from home", () => {
    // A variant's page names its product's address as canonical: it is that page that must be near.
    const deep = indexable()
      .filter((page) => page.canonical === page.url && page.depth > 3)
      .map((page) => `${page.url} (${page.depth})`);
    expect(deep).toEqual([]);
    for (const page of indexable()) {
      const canonical = page.canonical ?? "";
      const own = new URL(page.url);
      // A variant's page names its product's canonical address; any other page names its own.
      const expected = own.searchParams.has("configuration_id") ? `${own.origin}${own.pathname}` : page.url;
      expect(canonical, page.url).toBe(expected);
    }
    // Collections are linked at their own address only.
    expect([...crawled.discovered].filter((path) => /[?&]collection=/.test(path))).toEqual([]);
  });

  test("every sitemap address is a canonical 200 the crawl reached", async () => {
    const xml = await (await fetch(`${STORE_URL}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&amp;/g, "&")));
    expect(listed.length).toBeGreaterThan(60);
    for (const url of listed) {
      const page = crawled.pages.get(`${url.pathname}${url.search}`);
      expect(page, `${url} was not reached from the home page`).toBeDefined();
      expect(page!.status, url.href).toBe(200);
      expect(page!.noindex, url.href).toBe(false);
      expect(page!.canonical, url.href).toBe(`${STORE_URL}${url.pathname}${url.search}`);
    }
  });

  test("titles and descriptions are each page's own, with the brand once", () => {
    const canonicalPages = indexable().filter((page) => page.canonical === page.url);
    const titles = canonicalPages.map((page) => page.title ?? "");
    for (const [i, title] of titles.entries()) expect(title.split(COMPANY_NAME).length - 1, `${canonicalPages[i].url}: ${title}`).toBe(1);
    const repeated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(repeated(titles)).toEqual([]);
    expect(repeated(canonicalPages.map((page) => page.description ?? ""))).toEqual([]);
  });

  test("every page shows a raster picture, with its words, when its link is shared", async () => {
    const missing = indexable()
      .filter((page) => !page.share.image?.startsWith(STORE_URL) || !page.share.alt || page.share.card !== "summary_large_image")
      .map((page) => `${page.url}: ${JSON.stringify(page.share)}`);
    expect(missing).toEqual([]);
    // Social sites read PNG, JPEG, GIF or WebP: every picture named is one of them.
    const pictures = [...new Set(indexable().map((page) => page.share.image!))];
    const sample = pictures.filter((_, i) => i % Math.ceil(pictures.length / 8) === 0);
    for (const picture of sample) {
      const answer = await fetch(picture, { headers: { "User-Agent": CRAWLER_USER_AGENT } });
      expect(answer.status, picture).toBe(200);
      expect(answer.headers.get("content-type"), picture).toMatch(/^image\/(png|jpeg|gif|webp)/);
      await answer.arrayBuffer();
    }
  });

  test("each page type carries its structured data, which Google's rich results and merchant listings accept", async () => {
    const pages = indexable();
    const home = crawled.pages.get("/")!;
    expect(typesOf(home)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const listings = pages.filter((page) => /\/shop-all(\/|$|\?)/.test(new URL(page.url).pathname));
    const products = pages.filter((page) => new URL(page.url).pathname.startsWith("/product/"));
    const content = ["/about", "/faq"].map((path) => crawled.pages.get(path)!);
    expect(listings.length).toBeGreaterThan(5);
    expect(products.length).toBeGreaterThan(40);
    for (const page of listings) expect(typesOf(page), page.url).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList"]));
    for (const page of content) expect(typesOf(page), page.url).toContain("BreadcrumbList");
    for (const page of products) {
      expect(typesOf(page), page.url).toEqual(expect.arrayContaining([expect.stringMatching(/^Product(Group)?$/), "BreadcrumbList"]));
    }
    const groups = products.flatMap((page) => page.jsonLd).filter((item) => (item as { "@type": string })["@type"] === "ProductGroup");
    expect(groups.length).toBeGreaterThan(0);
    // Google's merchant listings recommend both on every offer: the store's shipping and returns terms.
    type Offered = { offers?: { shippingDetails?: unknown[]; hasMerchantReturnPolicy?: unknown }; hasVariant?: Offered[] };
    const offers = products
      .flatMap((page) => page.jsonLd as Offered[])
      .flatMap((item) => item.hasVariant ?? [item])
      .flatMap((item) => (item.offers ? [item.offers] : []));
    expect(offers.length).toBeGreaterThan(products.length);
    expect(offers.filter((offer) => !offer.hasMerchantReturnPolicy)).toEqual([]);
    expect(offers.filter((offer) => !offer.shippingDetails?.length).length).toBeLessThan(offers.length / 10);

    const validator = new Validator();
    const problems: string[] = [];
    for (const page of [home, ...listings, ...content, ...products]) {
      const byType: Record<string, unknown[]> = {};
      for (const item of page.jsonLd) (byType[(item as { "@type": string })["@type"]] ??= []).push(structuredClone(item));
      const issues = await validator.validate({ jsonld: byType });
      for (const issue of issues) {
        if (issue.severity === "ERROR" || !NO_VALUE_FOR.test(issue.fieldNames.join(" "))) problems.push(`${page.url}: ${issue.severity} ${issue.issueMessage}`);
      }
    }
    // What is left is recorded, not hidden: shipping and returns terms come with the store's one source of them.
    const errors = problems.filter((problem) => problem.includes(": ERROR "));
    test.info().annotations.push({ type: "structured data warnings", description: [...new Set(problems.map((problem) => problem.replace(/^\S+: /, "")))].join("; ") });
    expect(errors).toEqual([]);
  });
});
