/** Spec 2: /profile and everything under it stay out of the sitemap. */
export function isListed(path: string): boolean {
  return path.startsWith("/") && !/^\/profile(?:[/?#]|$)/.test(path);
}

const XML_ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => XML_ESCAPES[c]);

export type SitemapEntry = { url: string; updated_at?: string | null; priority?: number | null };

/** The API's sitemap does not know the store's own pages. */
export const STORE_PAGES: SitemapEntry[] = [{ url: "/find-a-retailer", priority: 0.5 }];

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const listed = new Set(entries.map((entry) => entry.url));
  const all = [...entries, ...STORE_PAGES.filter((page) => !listed.has(page.url))];
  const urls = all.filter((entry) => isListed(entry.url)).map((entry) => {
    const lastmod = entry.updated_at ? `<lastmod>${escapeXml(entry.updated_at.slice(0, 10))}</lastmod>` : "";
    const priority = entry.priority != null ? `<priority>${entry.priority.toFixed(1)}</priority>` : "";
    return `<url><loc>${escapeXml(origin + entry.url)}</loc>${lastmod}${priority}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
