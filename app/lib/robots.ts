import { PANEL_PARAM, SIGN_IN_PARAM } from "./drawers";

/**
 * What crawlers may fetch. Pages they index are linked at their own addresses; what a shopper's clicks add to an
 * address is kept out of the crawl: drawers, sorts, price, material and scope filters (a category or collection has a
 * page of its own) and internal search, whose pages say noindex anyway.
 */
const STATE_PARAMS = [SIGN_IN_PARAM, PANEL_PARAM, "redirect", "sort", "price_min", "price_max", "category", "collection", "material", "search"];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /profile",
    "Disallow: /checkout",
    "Disallow: /resources/",
    "Disallow: /search",
    ...STATE_PARAMS.flatMap((name) => [`Disallow: /*?${name}=`, `Disallow: /*&${name}=`]),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
