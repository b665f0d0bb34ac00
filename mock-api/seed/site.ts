import {
  LANGUAGE_ID,
  type Block,
  type Campaign,
  type Language,
  type MenuItem,
  type Menus,
  type Popup,
  type ReturnReason,
  type Settings,
} from "../model";

import { categories, collections } from "./catalog";
import { E_GIFT_CARD_SLUG } from "./e-gift-card";
import { HERO_TITLE } from "../art/hero";
import { mediaPaths } from "./paths";

export const COMPANY_NAME = "Maison Lumière";

export const settings: Settings = {
  desktop_logo: mediaPaths.brand("logo"),
  footer_logo: mediaPaths.brand("logo-footer"),
  home_hero: { image: mediaPaths.brand("hero"), alt: HERO_TITLE },
  company_name: COMPANY_NAME,
  currency_code: "USD",
  currency_sign: "$",
  date_format: "MM/dd/yyy",
  cdn_domain: null,
  front_domain: "https://www.maison-lumiere.example",
  contact_email: "care@maison-lumiere.example",
  contact_phone: "+1 (212) 555-0147",
  social_links: [
    { name: "Instagram", url: "https://www.instagram.com/maisonlumiere", icon: mediaPaths.social("instagram") },
    { name: "Pinterest", url: "https://www.pinterest.com/maisonlumiere", icon: mediaPaths.social("pinterest") },
    { name: "Facebook", url: "https://www.facebook.com/maisonlumiere", icon: mediaPaths.social("facebook") },
    { name: "YouTube", url: "https://www.youtube.com/@maisonlumiere", icon: mediaPaths.social("youtube") },
  ],
};

type ItemInput = Omit<MenuItem, "translations" | "icon" | "is_title"> & {
  title: string;
  icon?: string | null;
  is_title?: boolean;
};

const item = ({ title, icon = null, is_title = false, ...rest }: ItemInput): MenuItem => ({
  ...rest,
  icon,
  is_title,
  translations: [{ language_id: LANGUAGE_ID, title }],
});

/** Flat lists (the storefront builds the tree from parent_id); each menu has its own id range so ids never collide. */
const SHOP_ID = 101;
const COLLECTIONS_ID = 102;

const header: MenuItem[] = [
  item({ id: SHOP_ID, parent_id: null, url: null, is_title: true, sort_order: 1, title: "Shop" }),
  item({ id: COLLECTIONS_ID, parent_id: null, url: null, is_title: true, sort_order: 2, title: "Collections" }),
  item({ id: 103, parent_id: null, url: "/find-a-retailer", sort_order: 3, title: "Find a retailer" }),
  item({ id: 104, parent_id: null, url: "/about", sort_order: 4, title: "About" }),
  ...categories.map((category, i) =>
    item({
      id: 110 + i,
      parent_id: SHOP_ID,
      url: `/shop-all/${category.slug}`,
      icon: mediaPaths.icon(category.slug),
      sort_order: i + 1,
      title: category.translations[0].title,
    }),
  ),
  // The one piece that is no category's: sent by e-mail, a gift for any occasion.
  item({ id: 129, parent_id: SHOP_ID, url: `/product/${E_GIFT_CARD_SLUG}`, icon: mediaPaths.icon("e-gift-card"), sort_order: categories.length + 1, title: "E-gift card" }),
  ...collections.map((collection, i) =>
    item({
      id: 130 + i,
      parent_id: COLLECTIONS_ID,
      url: `/shop-all/${collection.slug}`,
      icon: mediaPaths.icon(`collection-${collection.slug}`),
      sort_order: i + 1,
      title: collection.translations[0].title,
    }),
  ),
];

const footer: MenuItem[] = [
  item({ id: 201, parent_id: null, url: null, is_title: true, sort_order: 1, title: "Customer care" }),
  item({ id: 202, parent_id: null, url: null, is_title: true, sort_order: 2, title: "The house" }),
  item({ id: 203, parent_id: null, url: null, is_title: true, sort_order: 3, title: "Legal" }),
  item({ id: 211, parent_id: 201, url: "/track-your-order", sort_order: 1, title: "Track your order" }),
  item({ id: 212, parent_id: 201, url: "/shipping", sort_order: 2, title: "Shipping" }),
  item({ id: 213, parent_id: 201, url: "/returns", sort_order: 3, title: "Returns & repairs" }),
  item({ id: 214, parent_id: 201, url: "/faq", sort_order: 4, title: "FAQ" }),
  // There is no /contact page: the FAQ's "Contact us" section opens the email-us drawer.
  item({ id: 215, parent_id: 201, url: "/faq#contact-us", sort_order: 5, title: "Contact us" }),
  item({ id: 221, parent_id: 202, url: "/about", sort_order: 1, title: "About Maison Lumière" }),
  item({ id: 222, parent_id: 202, url: "/find-a-retailer", sort_order: 2, title: "Find a retailer" }),
  item({ id: 223, parent_id: 202, url: "/shop-all", sort_order: 3, title: "Shop all" }),
  item({ id: 224, parent_id: 202, url: `/product/${E_GIFT_CARD_SLUG}`, sort_order: 4, title: "E-gift card" }),
  item({ id: 231, parent_id: 203, url: "/privacy", sort_order: 1, title: "Privacy policy" }),
  item({ id: 232, parent_id: 203, url: "/terms", sort_order: 2, title: "Terms of service" }),
];

const info: MenuItem[] = [
  ["/about", "About"],
  ["/shipping", "Shipping"],
  ["/returns", "Returns & repairs"],
  ["/faq", "FAQ"],
  ["/privacy", "Privacy policy"],
  ["/terms", "Terms of service"],
].map(([url, title], i) => item({ id: 301 + i, parent_id: null, url, sort_order: i + 1, title }));

export const menus: Menus = { header, footer, info };

export const allowedReturnReasons: ReturnReason[] = [
  { id: 1, title: "Wrong size" },
  { id: 2, title: "Changed my mind" },
  { id: 3, title: "Not as pictured" },
  { id: 4, title: "Arrived damaged" },
  { id: 5, title: "Received the wrong item" },
  { id: 6, title: "Gift return" },
  { id: 7, title: "Other" },
];

export const languages: Language[] = [{ id: LANGUAGE_ID, slug: "en", is_default: true }];

export const TOP_BAR_TEXT = "Complimentary travel jewelry roll with any purchase through April 30";

/** The store matches `pages` itself: "/shop-all*" is /shop-all and its category pages. */
export const campaign: Campaign = {
  id: 1,
  is_popup: true,
  is_top_bar_text: true,
  promotion_banner: true,
  promotion_banner_file: mediaPaths.collection("celeste"),
  promotion_banner_options: {
    link: "/shop-all",
    link_text: "Discover the edit",
    background_color: "#27313f",
    text_color: "#f7f3ee",
    alt: "A diamond tennis bracelet in white gold under a starlit sky",
  },
  frequency: 4,
  pages: ["/", "/shop-all*"],
  translations: [
    {
      language_id: LANGUAGE_ID,
      top_bar_text: TOP_BAR_TEXT,
      popup_text:
        '<h2>The Solstice edit</h2><p>Diamonds for the longest night: every piece of the edit arrives gift-wrapped by hand, with a card written in the atelier.</p><p><a href="/shop-all">Discover the edit</a></p>',
      promotion_banner_text:
        "<p><strong>The Solstice edit.</strong> Diamonds for the longest night, gift-wrapped by hand with a card written in the atelier.</p>",
    },
  ],
};

export const blocks: Block[] = [
  {
    id: 1,
    slug: "email-us",
    translations: [
      {
        language_id: LANGUAGE_ID,
        content: {
          title: "Email us",
          subTitle: "Our client advisors answer every message within one business day.",
          subject: "Subject",
          full_name: "First name",
          last_name: "Last name",
          email: "Email address",
          text_area: "How can we help?",
          button_text: "Send message",
        },
      },
    ],
  },
  {
    id: 2,
    slug: "header-top-banner",
    translations: [
      {
        language_id: LANGUAGE_ID,
        content: {
          background_type: 2,
          color: "#efe6da",
          content:
            '<p>A complimentary leather travel jewelry roll with any purchase, through April 30. <a href="/shop-all">Shop now</a></p>',
        },
      },
    ],
  },
  {
    id: 3,
    slug: "system-login-footer",
    translations: [
      {
        language_id: LANGUAGE_ID,
        content: {
          content:
            "<p>New to Maison Lumière? <a href=\"/sign-up\">Create an account</a> to save your favorites, check out faster and follow your orders.</p>",
        },
      },
    ],
  },
];

export const popups: Popup[] = [
  {
    id: 1,
    frequency: 1,
    priority: 1,
    pages: [],
    newsletter: true,
    translations: [
      {
        language_id: LANGUAGE_ID,
        title: "Welcome to the Maison",
        content:
          "<p>Join our list for first access to new collections, private appointments and care notes from the atelier.</p>",
      },
    ],
  },
];
