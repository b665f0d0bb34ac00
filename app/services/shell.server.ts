// A down API leaves the defaults.
import { bannerImage, promotionBanner } from "~/lib/campaign";
import { isDigitalOnly, itemCount, shippingPromise } from "~/lib/cart";
import { toCartLine } from "~/lib/cart-line";
import { DELAY_NOTICE } from "~/lib/checkout/shipping";
import { CART_NOTICE } from "~/lib/cart-notice";
import { yearIn } from "~/lib/dates";
import { getOrderOptions } from "./orders.server";
import { newestFirst, toFavoriteCard } from "~/lib/favorite-card";
import { buildMenuTree } from "~/lib/menu-tree";
import { isThirdPartyFree } from "~/lib/third-party-free";
import { favoriteKey, normalizeEngraving } from "~/lib/wishlist";

import { loadCart } from "./cart.server";
import { storeDatesOf } from "./dates.server";
import { env } from "./env.server";
import { takeMirroredEvents } from "./event-mirror.server";
import { storeIntegrationPlan } from "./integrations.server";
import { mediaBase } from "./media.server";
import { NOTICE } from "./notice.server";
import { commitSession, currentPath, getSession, signInDropped, touchSignIn } from "./session.server";
import { pagePopups } from "./popups.server";
import { companyNameOf, getBlock, getBootstrap, getCampaign, getPopups } from "./site.server";
import { expressChoices } from "./express.server";
import { loadStartup } from "./startup.server";
import { loadFavorites } from "./wishlist.server";

export const DRAWER_FAVORITES = 6;

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
  void loadStartup();
  const expressing = expressChoices();
  expressing.catch(() => {}); // a page without a bag never waits for it: its failure is nobody's to show
  const path = new URL(request.url).pathname;
  const [bootstrap, campaign, marketingPopups, topBanner, emailUs, loginFooter, session, { cart, failed: cartFailed }, favorites, terms] = await Promise.all([
    getBootstrap(request),
    getCampaign(request),
    // Checkout shows no popup (root.tsx); nor may its pages wait for them: GET /checkout's own event races this loader.
    path.startsWith("/checkout") ? [] : getPopups(request, path),
    getBlock(request, "header-top-banner"),
    getBlock(request, "email-us"),
    getBlock(request, "system-login-footer"),
    getSession(request),
    // Spec 8: a failed cart does not cost the page, but the drawer says so.
    loadCart(request),
    // Spec 4 "Startup": the wishlist's failure is tolerated and said, never shown as empty.
    loadFavorites(request),
    getOrderOptions(),
  ]);
  const { settings, menu } = bootstrap;
  const express = cart && cart.items.length > 0 ? await expressing : [];
  const user = session.get("user") ?? null;
  const popups = await pagePopups(request, path, { marketing: marketingPopups, campaign, signedIn: Boolean(user) });
  const touched = touchSignIn(session);
  const topBarText = campaign?.mixedTranslation.top_bar_text ?? null;
  const banner = topBanner?.mixedTranslation.content;
  const emailUsContent = emailUs?.mixedTranslation.content;
  const dates = storeDatesOf(settings.date_format);
  const cartNotice = session.get(CART_NOTICE) ?? null;
  const notice = session.get(NOTICE) ?? null;
  const favoriteCards = favorites ? newestFirst(favorites.items.map((item) => toFavoriteCard(item, dates.instant))) : [];
  // No third party runs on a token page or where the card is taken (lib/third-party-free.ts).
  const integrations = isThirdPartyFree(currentPath(request)) ? [] : storeIntegrationPlan(bootstrap).client;
  const hearsEvents = integrations.some((integration) => integration.kind !== "chat" && integration.eventsEnabled);
  const storeEvents = hearsEvents ? await takeMirroredEvents(request) : [];

  return {
    siteUrl: env.SITE_URL,
    mediaBase: mediaBase(),
    settings: {
      companyName: companyNameOf(settings),
      desktopLogo: settings.desktop_logo ?? null,
      footerLogo: settings.footer_logo ?? settings.desktop_logo ?? null,
      contactEmail: settings.contact_email ?? null,
      contactPhone: settings.contact_phone ?? null,
      shareImage: settings.home_hero
        ? { url: settings.home_hero.image, alt: settings.home_hero.alt }
        : settings.desktop_logo
          ? { url: settings.desktop_logo, alt: companyNameOf(settings) }
          : null,
      socialLinks: settings.social_links,
    },
    menus: {
      header: buildMenuTree(menu.header),
      footer: buildMenuTree(menu.footer),
      info: buildMenuTree(menu.info),
    },
    campaign: {
      // Spec 2 "Header": the top bar only with top_bar_text; the top banner only when the campaign loaded without it.
      loaded: campaign !== null,
      topBarText,
      topBanner:
        campaign !== null && !topBarText && banner?.content
          ? { html: banner.content, ...topBannerBackground(banner) }
          : null,
      promotionBanner: promotionBanner(campaign),
    },
    popups,
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
    /** Null when the cart failed: no count is better than a false one. */
    cartCount: cartFailed ? null : itemCount(cart?.items ?? []),
    cart: cart
      ? {
          lines: cart.items.map((item) => toCartLine(item, terms?.shipping?.handling_days.made_to_order ?? null, dates.pattern)),
          subtotal: cart.total_cost,
          shippingNote: shippingPromise(terms?.shipping?.methods),
          digitalOnly: isDigitalOnly(cart.items),
          failed: false,
          delayNotice: cart.shipping_rates.delay_notice ? DELAY_NOTICE : null,
        }
      : { lines: [], subtotal: 0, shippingNote: null, digitalOnly: false, failed: cartFailed, delayNotice: null },
    express,
    cartNotice,
    notice,
    favorites: favorites
      ? {
          failed: favorites.failed,
          count: favorites.failed ? null : favorites.items.length,
          keys: favorites.items
            .filter((item) => item.sku && Object.keys(normalizeEngraving(item.engraving)).length === 0)
            .map((item) => favoriteKey(item.slug, item.sku)),
          drawer: favoriteCards.slice(0, DRAWER_FAVORITES),
        }
      : null,
    integrations,
    storeEvents,
    year: yearIn(env.STORE_TIME_ZONE),
    personal: Boolean(user || session.get("cart_unique_id") || cartNotice || notice || storeEvents.length > 0),
    setCookie: cartNotice || notice || touched || signInDropped(session) ? await commitSession(session) : null,
  };
}

export type Shell = Awaited<ReturnType<typeof loadShell>>;

/** Spec 3 "Content block": background_type 3 is a picture (its colour shows until it loads), else the colour. */
const BACKGROUND_IMAGE = 3;

/** Quoted and escaped here, so an address can end nothing but its url(). */
function topBannerBackground(block: { background_type?: number | null; color?: string | null; image?: string | null }) {
  const color = safeColor(block.color);
  const image = block.background_type === BACKGROUND_IMAGE ? bannerImage(block.image) : null;
  return {
    image,
    style: { ...(color ? { backgroundColor: color } : {}), ...(image ? { backgroundImage: `url(${JSON.stringify(image)})` } : {}) },
  };
}

/** A block's colour goes into a style attribute: only a hex colour may. */
function safeColor(color: string | null | undefined): string | null {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : null;
}
