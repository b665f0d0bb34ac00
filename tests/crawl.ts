/**
 * A crawler over the store, as a search engine reads it: from the home page, breadth first, every same-site link that
 * robots.txt allows, each page fetched once, up to a bound. What it records is what tests/e2e/crawl.spec.ts asserts.
 */
import robotsParser from "robots-parser";

export type CrawledPage = {
  url: string;
  status: number;
  depth: number;
  location: string | null;
  title: string | null;
  canonical: string | null;
  description: string | null;
  noindex: boolean;
  /** What a shared link shows: og:image, og:image:alt, twitter:card. */
  share: { image: string | null; alt: string | null; card: string | null };
  links: string[];
  jsonLd: unknown[];
};

export type Crawl = {
  pages: Map<string, CrawledPage>;
  /** Every same-site address a page links to, fetched or not (robots.txt may keep it out). */
  discovered: Set<string>;
  /** Linked, but kept out by robots.txt. */
  disallowed: Set<string>;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return found === undefined ? null : decode(found);
};

export function readPage(html: string, url: string): Omit<CrawledPage, "status" | "depth" | "location"> {
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  const meta = (name: string) => tags(/<meta\b[^>]*>/gi).find((tag) => attribute(tag, "name") === name || attribute(tag, "property") === name);
  const canonicalTag = tags(/<link\b[^>]*>/gi).find((tag) => attribute(tag, "rel") === "canonical");
  const origin = new URL(url).origin;
  const links = tags(/<a\b[^>]*>/gi)
    .map((tag) => attribute(tag, "href"))
    .filter((href): href is string => href !== null && !href.startsWith("#") && !/^(mailto|tel|javascript):/i.test(href))
    .map((href) => new URL(href, url))
    .filter((target) => target.origin === origin)
    .map((target) => `${target.pathname}${target.search}`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const value: unknown = JSON.parse(match[1]);
    return Array.isArray(value) ? value : [value];
  });
  const robots = meta("robots");
  const description = meta("description");
  return {
    url,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ? decode(/<title>([^<]*)<\/title>/.exec(html)![1]) : null,
    canonical: canonicalTag ? attribute(canonicalTag, "href") : null,
    description: description ? attribute(description, "content") : null,
    noindex: robots ? /noindex/i.test(attribute(robots, "content") ?? "") : false,
    share: {
      image: attribute(meta("og:image") ?? "", "content"),
      alt: attribute(meta("og:image:alt") ?? "", "content"),
      card: attribute(meta("twitter:card") ?? "", "content"),
    },
    links: [...new Set(links)],
    jsonLd,
  };
}

export async function crawl(origin: string, { userAgent, limit = 600 }: { userAgent: string; limit?: number }): Promise<Crawl> {
  const robots = robotsParser(`${origin}/robots.txt`, await (await fetch(`${origin}/robots.txt`)).text());
  const pages = new Map<string, CrawledPage>();
  const discovered = new Set<string>(["/"]);
  const disallowed = new Set<string>();
  let frontier = ["/"];
  for (let depth = 0; frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      if (pages.has(path)) continue;
      if (pages.size >= limit) throw new Error(`The crawl passed ${limit} pages: an address space without end?`);
      const response = await fetch(`${origin}${path}`, { redirect: "manual", headers: { "User-Agent": userAgent } });
      const location = response.headers.get("location");
      const html = response.headers.get("content-type")?.includes("text/html") ? await response.text() : "";
      if (!html) await response.arrayBuffer().catch(() => undefined);
      const page = { ...readPage(html, `${origin}${path}`), status: response.status, depth, location };
      pages.set(path, page);
      const targets = location ? [new URL(location, `${origin}${path}`)].map((target) => `${target.pathname}${target.search}`) : page.links;
      for (const target of targets) {
        discovered.add(target);
        if (!robots.isAllowed(`${origin}${target}`, userAgent)) disallowed.add(target);
        else if (!pages.has(target)) next.push(target);
      }
    }
    frontier = [...new Set(next)];
  }
  return { pages, discovered, disallowed };
}

/** Links that name a parameter twice (`&ask=1&ask=1`): an address that grows each time its own link is followed. */
export function growingLinks(crawled: Crawl): Array<{ from: string; to: string }> {
  const grows: Array<{ from: string; to: string }> = [];
  for (const [from, page] of crawled.pages) {
    for (const to of page.links) {
      const params = new URL(to, "http://crawl.invalid").searchParams;
      if ([...new Set(params.keys())].some((name) => params.getAll(name).length > 1)) grows.push({ from, to });
    }
  }
  return grows;
}
