/** Title, description and canonical link for a page (issue: every page has all three). */
type SeoInput = { title: string; description?: string | null; siteUrl: string; path: string; siteName: string };

export const DEFAULT_DESCRIPTION =
  "Fine jewelry in gold, platinum and precious stones: necklaces, rings, earrings, bracelets, charms and medallions, made to be worn every day.";

export function seo({ title, description, siteUrl, path, siteName }: SeoInput) {
  const canonical = `${siteUrl}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const text = (description ?? DEFAULT_DESCRIPTION).slice(0, 300);
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: "website" },
  ];
}
