import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

import { shareImageUrl } from "./media";

type ShareImage = { url: string; alt: string };
type SeoInput = {
  title: string;
  description?: string | null;
  siteUrl: string;
  path: string;
  siteName: string;
  page?: number;
  image?: ShareImage | null;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** CMS meta titles may already name the brand; it is never added twice. */
export function pageTitle(title: string, siteName: string, page = 1): string {
  let own = title.trim();
  const suffix = new RegExp(`\\s*[|–—-]\\s*${escapeRegExp(siteName)}\\s*$`, "i");
  while (suffix.test(own) && own.replace(suffix, "")) own = own.replace(suffix, "").trim();
  const numbered = page > 1 ? `${own}, page ${page}` : own;
  return own.toLowerCase().includes(siteName.toLowerCase()) ? numbered : `${numbered} | ${siteName}`;
}

export const DEFAULT_DESCRIPTION =
  "Fine jewelry in gold, platinum and precious stones: necklaces, rings, earrings, bracelets, charms and medallions, made to be worn every day.";

export function seo({ title, description, siteUrl, path, siteName, page, image }: SeoInput) {
  const canonical = `${siteUrl}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
  const fullTitle = pageTitle(title, siteName, page);
  const text = `${page && page > 1 ? `Page ${page}. ` : ""}${description ?? DEFAULT_DESCRIPTION}`.slice(0, 300);
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: "website" },
    ...(image
      ? [
          { property: "og:image", content: shareImageUrl(image.url, siteUrl) },
          { property: "og:image:alt", content: image.alt || fullTitle },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

type MetaArgsLike = { error?: unknown; matches: ReadonlyArray<{ id: string; data?: unknown }> };

export function errorMeta(error: unknown, siteName: string): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: pageTitle(status === 404 ? "Page not found" : `${status} Error`, siteName) }, { name: "robots", content: "noindex" }];
}

export function withErrorMeta<Args extends MetaArgsLike>(meta: (args: Args) => MetaDescriptor[]): (args: Args) => MetaDescriptor[] {
  return (args) => {
    if (!args.error) return meta(args);
    const shell = args.matches.find((match) => match.id === "root")?.data as { settings?: { companyName?: string } } | undefined;
    return errorMeta(args.error, shell?.settings?.companyName ?? "Fine jewelry");
  };
}
