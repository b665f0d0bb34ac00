import { PANEL_PARAM, SIGN_IN_PARAM } from "./drawers";

/** UI state stays out of the crawl; scoped listings have their own addresses. */
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
