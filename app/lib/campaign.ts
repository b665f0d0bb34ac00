/**
 * The discount campaign's popup and promotion banner (spec 3 "Discount
 * campaign"), beside the top bar the shell shows from the same record.
 *
 * Pages. The campaign's `pages` say where its popup and its banner appear. The
 * API is not asked per page (as /popups is), so the store matches them, by one
 * rule for both:
 * - an empty list: every page;
 * - "/path": that path exactly; a trailing slash, a query or a fragment on
 *   either side does not count, letter case does;
 * - "/path*": every path that starts with "/path" ("/shop-all*" is /shop-all
 *   and its category pages; "/shop-all/*" only the category pages); "*" alone
 *   is every page. A `*` anywhere else is an ordinary character;
 * - anything else (a blank, a full URL, "shop-all") matches no page.
 *
 * Popup. `is_popup` with a non-empty `popup_text` (HTML, cleaned on the
 * server by the schema's `safeHtml`) is a popup like the marketing ones, under
 * the same frequency rules (`~/lib/popup-frequency`). It competes below every
 * marketing popup, which marketing places deliberately: priority 0 (or the
 * lowest marketing priority, were one below 0) and listed after them, so a
 * tie goes to the marketing popup. A campaign without a frequency is shown
 * once: the least a shopper can be interrupted by something nobody set.
 *
 * Banner. `promotion_banner` with an image (`promotion_banner_file`, an
 * absolute http(s) URL like every image of the API, or a /media/ path on the
 * store once the client has moved the API's media there) and/or a text
 * (`promotion_banner_text`, HTML cleaned like the popup's). Of the free-form
 * `promotion_banner_options` these are honoured and the rest ignored:
 * - `link`: a path on this site or an http(s) URL, for the banner's one link;
 * - `link_text`: that link's words (plain text; "Shop now" when not given);
 * - `background_color`, `text_color`: hex colours (#rgb or #rrggbb), kept only
 *   when the pair they make (the default filling the one not given) has the
 *   WCAG AA contrast for text, 4.5:1; otherwise the banner keeps its own colours;
 * - `alt`: the image's alternative text (plain text; empty, a decorative image,
 *   when not given).
 */
import { POPUP_FREQUENCY, campaignPopupKey } from "./popup-keys";
import { safeRedirect } from "./safe-redirect";
import { safeHttpUrl } from "./safe-url";

/** The campaign as the schema parses it (`campaignResponse`), the fields read here. */
export type CampaignFields = {
  id: number;
  is_popup: boolean;
  frequency?: number | null;
  pages: string[];
  promotion_banner: boolean;
  promotion_banner_file?: string | null;
  promotion_banner_options?: Record<string, unknown> | null;
  mixedTranslation: { popup_text?: string | null; promotion_banner_text?: string | null };
};

/** A popup as the browser gets it (`resources.popups`): `content` is cleaned HTML. */
export type BrowserPopup = { key: string; frequency: number; priority: number; title: string | null; content: string };

export const CAMPAIGN_DEFAULT_FREQUENCY = POPUP_FREQUENCY.once;
export const CAMPAIGN_POPUP_PRIORITY = 0;
export const DEFAULT_BANNER_LINK_TEXT = "Shop now";

/** The banner's own colours (app.css `.promotion-banner`: --color-accent-soft, --color-ink), which an option's colour is measured against. */
export const BANNER_BACKGROUND = "#efe6da";
export const BANNER_TEXT = "#1d1a17";
/** The light text a dark background given without a text colour gets. */
const BANNER_LIGHT_TEXT = "#fffdf9";
/** WCAG 2 AA, normal-size text. */
const MIN_CONTRAST = 4.5;

const OPTION_TEXT_MAX = 200;

export function pageMatches(pages: readonly string[], pathname: string): boolean {
  if (pages.length === 0) return true;
  const path = normalizePath(pathname);
  return pages.some((page) => {
    if (page === "*") return true;
    if (!page.startsWith("/")) return false;
    if (page.endsWith("*")) return path.startsWith(page.slice(0, -1));
    return normalizePath(page) === path;
  });
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || "/";
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
}

/** The campaign's popup on this page, or null. */
export function campaignPopup(campaign: CampaignFields | null, pathname: string, below: readonly BrowserPopup[] = []): BrowserPopup | null {
  const content = campaign?.mixedTranslation.popup_text?.trim();
  if (!campaign?.is_popup || !content || !pageMatches(campaign.pages, pathname)) return null;
  return {
    key: campaignPopupKey(campaign.id),
    frequency: campaign.frequency ?? CAMPAIGN_DEFAULT_FREQUENCY,
    priority: Math.min(CAMPAIGN_POPUP_PRIORITY, ...below.map((popup) => popup.priority)),
    title: null,
    content,
  };
}

/** The page's marketing popups with the campaign's after them, when it has one here. */
export function withCampaignPopup(popups: BrowserPopup[], campaign: CampaignFields | null, pathname: string): BrowserPopup[] {
  const popup = campaignPopup(campaign, pathname, popups);
  return popup ? [...popups, popup] : popups;
}

export type PromotionBanner = {
  pages: string[];
  image: { src: string; alt: string } | null;
  /** Cleaned on the server (`safeHtml`). */
  html: string | null;
  link: { href: string; text: string } | null;
  /** null: the banner's own colours. */
  colors: { background: string; text: string } | null;
};

/** The banner the campaign asks for, with its options made safe, or null. */
export function promotionBanner(campaign: CampaignFields | null): PromotionBanner | null {
  if (!campaign?.promotion_banner) return null;
  const src = bannerImage(campaign.promotion_banner_file);
  const html = campaign.mixedTranslation.promotion_banner_text?.trim() || null;
  if (!src && !html) return null;
  const options = campaign.promotion_banner_options ?? {};
  const href = bannerLink(options.link);
  return {
    pages: campaign.pages,
    image: src ? { src, alt: optionText(options.alt) ?? "" } : null,
    html,
    link: href ? { href, text: optionText(options.link_text) ?? DEFAULT_BANNER_LINK_TEXT } : null,
    colors: bannerColors(hexColor(options.background_color), hexColor(options.text_color)),
  };
}

/** The store's own media path (services/media.server.ts rewrites the API's onto it) or an http(s) URL. */
function bannerImage(value: string | null | undefined): string | null {
  const path = value?.trim();
  if (path && /^\/media\/[^\\\s]*$/.test(path) && !path.startsWith("/media//")) return path;
  return safeHttpUrl(value);
}

function bannerLink(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return safeRedirect(value.trim(), "") || safeHttpUrl(value);
}

function optionText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text.length > 0 && text.length <= OPTION_TEXT_MAX ? text : null;
}

function hexColor(value: unknown): string | null {
  return typeof value === "string" && /^#(?:[0-9a-f]{3}){1,2}$/i.test(value.trim()) ? value.trim().toLowerCase() : null;
}

function bannerColors(background: string | null, text: string | null): PromotionBanner["colors"] {
  if (!background && !text) return null;
  const base = background ?? BANNER_BACKGROUND;
  const candidates = text ? [text] : [BANNER_TEXT, BANNER_LIGHT_TEXT];
  const readable = candidates.find((candidate) => contrastRatio(base, candidate) >= MIN_CONTRAST);
  return readable ? { background: base, text: readable } : null;
}

/** WCAG 2 contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
