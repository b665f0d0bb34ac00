// Spec 3 "Discount campaign": `pages` matched here so the API is not asked per page; the popup ranks below marketing
// popups and shows once by default (least interruption); banner colours kept only at WCAG AA contrast.
import { POPUP_FREQUENCY, campaignPopupKey } from "./popup-keys";
import { safeRedirect } from "./safe-redirect";
import { safeHttpUrl } from "./safe-url";

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

/** Security: `content` is HTML cleaned on the server. */
export type BrowserPopup = { key: string; frequency: number; priority: number; title: string | null; content: string; newsletter?: boolean };

export const CAMPAIGN_DEFAULT_FREQUENCY = POPUP_FREQUENCY.once;
export const CAMPAIGN_POPUP_PRIORITY = 0;
export const DEFAULT_BANNER_LINK_TEXT = "Shop now";

/** Must match app.css `.promotion-banner`. */
export const BANNER_BACKGROUND = "#efe6da";
export const BANNER_TEXT = "#1d1a17";
const BANNER_LIGHT_TEXT = "#fffdf9";
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

export function withCampaignPopup(popups: BrowserPopup[], campaign: CampaignFields | null, pathname: string): BrowserPopup[] {
  const popup = campaignPopup(campaign, pathname, popups);
  return popup ? [...popups, popup] : popups;
}

export type PromotionBanner = {
  pages: string[];
  image: { src: string; alt: string } | null;
  /** Security: cleaned on the server (`safeHtml`). */
  html: string | null;
  link: { href: string; text: string } | null;
  colors: { background: string; text: string } | null;
};

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

export function bannerImage(value: string | null | undefined): string | null {
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
