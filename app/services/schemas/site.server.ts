import { z } from "zod";

import { materialCategory } from "./catalog.server";
import { envelope, safeHtml, translatable, withSafeUrls } from "./common.server";

export const language = z.object({ id: z.number(), slug: z.string(), is_default: z.boolean() });
export const languagesResponse = envelope(z.array(language));

export const menuItem = translatable(
  {
    id: z.number(),
    parent_id: z.number().nullable(),
    url: z.string().nullable(),
    icon: z.string().nullable().default(null),
    is_title: z.boolean().default(false),
    sort_order: z.number().default(0),
  },
  { title: z.string() },
);
export type MenuItemRecord = z.infer<typeof menuItem>;

const integration = z.object({
  id: z.number(),
  type: z.number(),
  gtm_id: z.string().nullish(),
  events_enabled: z.boolean().optional(),
  base_url: z.string().nullish(),
  api_key: z.string().nullish(),
  script: z.string().nullish(),
  position: z.enum(["head", "start_body", "end_body"]).nullish(),
});

export const settings = z.object({
  desktop_logo: z.string().nullish(),
  footer_logo: z.string().nullish(),
  /** Home's hero picture (mock addition); without it home shows its words alone. */
  home_hero: z.object({ image: z.string().min(1), alt: z.string().max(300).default("") }).nullish().catch(null),
  company_name: z.string().nullish(),
  currency_code: z.string().default("USD"),
  currency_sign: z.string().default("$"),
  date_format: z.string().nullish(),
  cdn_domain: z.string().nullish(),
  front_domain: z.string().nullish(),
  contact_email: z.string().nullish(),
  contact_phone: z.string().nullish(),
  social_links: z
    .array(z.object({ name: z.string(), url: z.string(), icon: z.string().nullish() }))
    .default([])
    .transform(withSafeUrls),
});
export type Settings = z.infer<typeof settings>;

export const bootstrapResponse = envelope(
  z.object({
    settings,
    menu: z.object({
      header: z.array(menuItem).default([]).transform(withSafeUrls),
      footer: z.array(menuItem).default([]).transform(withSafeUrls),
      info: z.array(menuItem).default([]).transform(withSafeUrls),
    }),
    integrations: z.array(integration).default([]),
    enabled_integrations: z.array(z.number()).default([]),
    material_categories: z.array(materialCategory).default([]),
    allowed_return_reasons: z.array(z.object({ id: z.number(), title: z.string() })).default([]),
  }),
);
export type Bootstrap = z.infer<typeof bootstrapResponse>["data"];

export const pageResponse = envelope(
  translatable(
    { id: z.number(), slug: z.string(), updated_at: z.string().nullish() },
    {
      title: z.string(),
      content: safeHtml,
      meta_title: z.string().nullish(),
      meta_description: z.string().nullish(),
    },
  ),
);
export type Page = z.infer<typeof pageResponse>["data"];

export const blockContent = z
  .object({
    background_type: z.number().nullish(),
    color: z.string().nullish(),
    /** The picture behind a block whose background_type is 3 (an image); 2 is a colour. */
    image: z.string().nullish(),
    content: safeHtml.nullish(),
    title: z.string().nullish(),
    subTitle: z.string().nullish(),
    subject: z.string().nullish(),
    full_name: z.string().nullish(),
    last_name: z.string().nullish(),
    email: z.string().nullish(),
    text_area: z.string().nullish(),
    button_text: z.string().nullish(),
  })
  .passthrough();

export const blockResponse = envelope(
  translatable({ id: z.number(), slug: z.string() }, { content: blockContent }),
);
export type Block = z.infer<typeof blockResponse>["data"];

export const campaignResponse = envelope(
  translatable(
    {
      id: z.number(),
      is_popup: z.boolean(),
      is_top_bar_text: z.boolean(),
      promotion_banner: z.boolean().default(false),
      promotion_banner_file: z.string().nullish(),
      promotion_banner_options: z.record(z.unknown()).nullish(),
      frequency: z.number().nullish(),
      pages: z.array(z.string()).default([]),
    },
    {
      // The popup and the promotion banner write theirs as HTML (`~/lib/campaign`); the top bar is text.
      popup_text: safeHtml.nullish(),
      top_bar_text: z.string().nullish(),
      promotion_banner_text: safeHtml.nullish(),
    },
  ).nullable(),
);
export type Campaign = NonNullable<z.infer<typeof campaignResponse>["data"]>;

export const popup = translatable(
  {
    id: z.number(),
    frequency: z.number(),
    priority: z.number(),
    pages: z.array(z.string()).default([]),
    // The popup asks the shopper to subscribe: the store gives it the newsletter's form.
    newsletter: z.boolean().default(false),
  },
  { title: z.string().nullish(), content: safeHtml },
);
export const popupsResponse = envelope(z.array(popup));
export type Popup = z.infer<typeof popup>;

export const sitemapResponse = envelope(
  z.object({
    data: z.object({
      sitemap: z.array(
        z.object({
          url: z.string(),
          updated_at: z.string().nullish(),
          priority: z.number().nullish(),
        }),
      ),
    }),
  }),
);
