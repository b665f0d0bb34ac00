import robotsParser from "robots-parser";

import { robotsTxt } from "./robots";

const ORIGIN = "https://www.example.com";
const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN));
const crawls = (path: string) => robots.isAllowed(`${ORIGIN}${path}`, "Googlebot");

describe("robots.txt", () => {
  it("lets crawlers read the pages the store wants indexed, page numbers included", () => {
    for (const path of ["/", "/shop-all", "/shop-all/rings", "/shop-all/celeste?page=3", "/product/celeste-ring", "/product/celeste-ring?configuration_id=PT-DIA", "/about", "/find-a-retailer"]) {
      expect(crawls(path), path).toBe(true);
    }
  });

  it("keeps drawers, sorts, filters and internal search out of the crawl", () => {
    for (const path of [
      "/about?drawer=1",
      "/shop-all?page=2&panel=cart",
      "/shop-all?sort=price-asc",
      "/shop-all/rings?price_min=100&price_max=900",
      "/shop-all?collection=celeste&category=rings",
      "/shop-all/rings?material=pt",
      "/shop-all/rings?page=2&material=pt&material=sap",
      "/search?search=ring",
      "/search/gold",
      "/?drawer=1&redirect=/profile",
    ]) {
      expect(crawls(path), path).toBe(false);
    }
  });

  it("keeps the account, checkout and resources out, and names the sitemap", () => {
    for (const path of ["/profile", "/profile/addresses", "/checkout/abc?step=review", "/resources/events"]) expect(crawls(path), path).toBe(false);
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});
