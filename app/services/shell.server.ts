/**
 * Everything the page shell shows on every page, loaded in parallel. All of
 * it tolerates failure: a down API leaves a shell with its defaults.
 */
import { isDigitalOnly, itemCount, toCartLine } from "~/lib/cart";
import { buildMenuTree } from "~/lib/menu-tree";

import { loadCart } from "./cart.server";
import { env } from "./env.server";
import { getSession } from "./session.server";
import { DEFAULT_COMPANY_NAME, getBlock, getBootstrap, getCampaign } from "./site.server";

export const EMAIL_US_DEFAULTS = {
  title: "Email us",
  subTitle: "Our client care team answers every message within one business day.",
  subject: "Subject",
  full_name: "First name",
  last_name: "Last name",
  email: "Email",
  text_area: "Message",
  button_text: "Send",
};

export async function loadShell(request: Request) {
  const [bootstrap, campaign, topBanner, emailUs, loginFooter, session, { cart, failed: cartFailed }] = await Promise.all([
    getBootstrap(request),
    getCampaign(request),
    getBlock(request, "header-top-banner"),
    getBlock(request, "email-us"),
    getBlock(request, "system-login-footer"),
    getSession(request),
    // A cart that fails to load does not cost the page, but the drawer says so (spec 8: rejected).
    loadCart(request),
  ]);
  const { settings, menu } = bootstrap;
  const user = session.get("user") ?? null;
  const topBarText = campaign?.mixedTranslation.top_bar_text ?? null;
  const banner = topBanner?.mixedTranslation.content;
  const emailUsContent = emailUs?.mixedTranslation.content;

  return {
    siteUrl: env.SITE_URL,
    settings: {
      companyName: settings.company_name || DEFAULT_COMPANY_NAME,
      desktopLogo: settings.desktop_logo ?? null,
      footerLogo: settings.footer_logo ?? settings.desktop_logo ?? null,
      contactEmail: settings.contact_email ?? null,
      socialLinks: settings.social_links,
    },
    menus: {
      header: buildMenuTree(menu.header),
      footer: buildMenuTree(menu.footer),
      info: buildMenuTree(menu.info),
    },
    campaign: {
      // Spec 2 "Header": the top bar only with top_bar_text; the top banner only when the
      // campaign loaded without it and the block loaded; otherwise the default banner.
      loaded: campaign !== null,
      topBarText,
      topBanner:
        campaign !== null && !topBarText && banner?.content
          ? { html: banner.content, color: safeColor(banner.color) }
          : null,
    },
    emailUs: {
      ...EMAIL_US_DEFAULTS,
      ...Object.fromEntries(
        Object.entries(emailUsContent ?? {}).filter(
          ([key, value]) => key in EMAIL_US_DEFAULTS && typeof value === "string" && value.length > 0,
        ),
      ),
    } as typeof EMAIL_US_DEFAULTS,
    loginFooterHtml: loginFooter?.mixedTranslation.content?.content ?? null,
    user: user ? { firstName: user.first_name ?? null, email: user.email } : null,
    /** null when the cart failed to load: no count is better than a false one. */
    cartCount: cartFailed ? null : itemCount(cart?.items ?? []),
    cart: cart
      ? { lines: cart.items.map(toCartLine), subtotal: cart.total_cost, digitalOnly: isDigitalOnly(cart.items), failed: false }
      : { lines: [], subtotal: 0, digitalOnly: false, failed: cartFailed },
    chatEnabled: env.CHAT_ENABLED,
    year: new Date().getFullYear(),
    personal: Boolean(user || session.get("cart_unique_id")),
  };
}

export type Shell = Awaited<ReturnType<typeof loadShell>>;

/** A block's colour goes into a style attribute: only a hex colour may. */
function safeColor(color: string | null | undefined): string | null {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : null;
}
