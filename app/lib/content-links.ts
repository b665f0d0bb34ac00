// Spec 2 "Links inside content". The server points them at the drawer's URL, so they work without JavaScript too.
import { drawerHref, type PanelName } from "./drawers";

const DATA_LINKS: Record<string, PanelName> = { email: "email-us", order: "track-order" };

const ANCHOR = /<a\b[^>]*>/gi;

export function rewriteContentLinks(html: string, pathname: string): string {
  return html.replace(ANCHOR, (tag) => {
    const kind = /\sdata-link\s*=\s*["']?([a-z]+)/i.exec(tag)?.[1]?.toLowerCase();
    const panel = kind ? DATA_LINKS[kind] : undefined;
    if (!panel) return tag;
    const href = drawerHref(pathname, "", panel).replace(/&/g, "&amp;");
    const withoutHref = tag.replace(/\shref\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, "");
    return withoutHref.replace(/^<a\b/i, `<a href="${href}"`);
  });
}
