import { data } from "@remix-run/node";

import { waitOf } from "~/lib/forms/messages";
import { categoryHref } from "~/lib/catalog-slugs";
import { hintForm, questionForm } from "./product.form";
import { absoluteImageUrl } from "~/lib/media";
import { IMAGE_HEIGHT, IMAGE_WIDTH, productHref } from "~/lib/product-card";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/structured-data";
import { getOrderOptions } from "~/services/orders.server";
import { findConfiguration, materialGroups } from "~/lib/product-options";
import { isInStock, maxQuantity } from "~/lib/quantity";
import { availabilityText } from "~/lib/lead-time";
import { resizingText, sizeGuideFor } from "~/lib/size-guides";
import { askQuestion, getProduct, sendProductLink } from "~/services/catalog.server";
import { env } from "~/services/env.server";
import { handleForms, on, refuse } from "~/services/form-door.server";
import {
  HINTS_PER_IP,
  HINTS_PER_RECIPIENT,
  HINTS_PER_SENDER,
  type Limit,
  MESSAGES,
  attempt,
  byIp,
  givenBackOnApiFailure,
  hashed,
} from "~/services/rate-limit.server";
import { currentPath, getUser } from "~/services/session.server";
import { readUid } from "~/services/visitor-id.server";

const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,149}$/i;

const notFound = () => data({ message: "This page could not be found" }, { status: 404 });

export async function loadProductPage(request: Request, slug: string) {
  if (!PRODUCT_SLUG.test(slug)) throw notFound();
  const [product, terms] = await Promise.all([getProduct(request, slug.toLowerCase()), getOrderOptions()]);
  const url = new URL(request.url);
  const configuration = findConfiguration(product.configurations, url.searchParams.get("configuration_id"), product.default_sku);
  if (!configuration) throw notFound();

  const title = product.mixedTranslation.title ?? product.slug;
  const gallery = configuration.medias.filter((media) => media.position !== "PLP");
  const images = (gallery.length > 0 ? gallery : configuration.medias).map((media) => ({
    url: media.url,
    alt: media.alt || title,
    width: media.width ?? IMAGE_WIDTH,
    height: media.height ?? IMAGE_HEIGHT,
  }));
  const category = product.categories[0] ?? null;
  const groups = materialGroups(product.material_categories, product.materials, product.configurations, configuration).map(
    ({ category: group, options }) => ({
      id: group.id,
      title: group.mixedTranslation.title ?? "",
      options: options.map((option) => ({
        id: option.material.id,
        title: option.material.mixedTranslation.title ?? option.material.sku,
        swatch: option.material.medias[0]?.url ?? null,
        href: option.sku ? productHref(product.slug, option.sku, product.default_sku) : null,
        selected: option.selected,
      })),
    }),
  );

  const resizing = product.sizes.length > 0 ? resizingText(product.resizable, terms?.resizing) : null;

  // Every configuration, for the page's product data (a ProductGroup's variants, lib/structured-data.ts).
  const materialTitle = new Map(product.materials.map((material) => [material.id, material.mixedTranslation.title ?? material.sku]));
  const variants = product.configurations.map((option) => {
    const material = option.materials_ids.map((id) => materialTitle.get(id)).filter(Boolean).join(", ") || null;
    return {
      sku: option.sku,
      name: material ? `${title}, ${material}` : title,
      material,
      href: productHref(product.slug, option.sku, product.default_sku),
      images: option.medias.filter((media) => media.position !== "PLP").map((media) => media.url),
      price: option.cost,
      compareAt: compareAtOf(option),
      inStock: isInStock(option),
      madeToOrder: !option.track_inventory,
    };
  });

  return {
    id: product.id,
    slug: product.slug,
    title,
    description: product.mixedTranslation.description ?? "",
    detailsHtml: product.mixedTranslation.details ?? "",
    metaTitle: product.mixedTranslation.meta_title ?? null,
    metaDescription: product.mixedTranslation.meta_description ?? null,
    category: category
      ? { key: category.key, slug: category.slug, title: category.mixedTranslation.title ?? category.slug, href: categoryHref(category.key) }
      : null,
    configuration: {
      id: configuration.id,
      sku: configuration.sku,
      price: configuration.cost,
      compareAt: compareAtOf(configuration),
      inStock: isInStock(configuration),
      availability: availabilityText(configuration, product.digital, terms?.shipping?.handling_days.made_to_order ?? null),
      maxQuantity: maxQuantity(configuration),
    },
    digital: product.digital,
    sizes: product.sizes.map((size) => size.value),
    sizeGuide: product.digital ? null : sizeGuideFor(category?.key ?? null, product.sizes, resizing),
    resizing,
    isDefault: configuration.sku === product.default_sku,
    images,
    groups,
    variants,
    /** The store's shipping and returns terms, for the product data alone. */
    terms: { shipping: terms?.shipping ?? null, returns: terms?.returns ?? null },
  };
}

function compareAtOf(configuration: { cost: number; start_at_cost: number }): number | null {
  return configuration.start_at_cost > 0 && configuration.start_at_cost !== configuration.cost ? configuration.start_at_cost : null;
}

export type ProductPage = Awaited<ReturnType<typeof loadProductPage>>;

export const HINT_SENT = "Your hint is on its way.";
export const QUESTION_SENT = "Request sent successfully";
export const hintsFull = (retryAfterS: number) => `This address has had all the hints we send in a day. Please try again in ${waitOf(retryAfterS)}.`;

/** Who sends a hint, whatever their address: the account, else the visitor's id (a script without either is held by its IP). */
async function hintSender(request: Request): Promise<Limit[]> {
  const user = await getUser(request).catch(() => null);
  const uid = readUid(request);
  const who = user ? `user:${user.id}` : uid ? `visitor:${uid}` : null;
  return who ? [{ rule: HINTS_PER_SENDER, key: who }] : [];
}

/** A hint e-mails anyone as the store: canonical URL only (never the sender's query), rate-limited per sender and recipient. */
export async function productFormsAction(request: Request, slug: string) {
  // Links that leave the store are built on SITE_URL, never on the request's Host.
  const pageUrl = `${env.SITE_URL}${currentPath(request)}`;
  const sender = await hintSender(request);
  return handleForms(
    request,
    on(hintForm, async (hint) => {
      const page = await loadProductPage(request, slug);
      const recipient: Limit[] = [{ rule: HINTS_PER_RECIPIENT, key: hashed(hint.email) }];
      const full = await attempt(recipient);
      if (full) return refuse({ email: hintsFull(full.retryAfterS) });
      const url = `${env.SITE_URL}${productHref(page.slug, null)}`;
      await givenBackOnApiFailure(recipient, () => sendProductLink(request, { ...hint, product_id: page.id, url }));
      return { message: HINT_SENT };
    }, { limit: () => [byIp(MESSAGES, request, hintForm.id), byIp(HINTS_PER_IP, request), ...sender] }),
    on(questionForm, async (question) => {
      await askQuestion(request, { ...question, slug: pageUrl });
      return { message: QUESTION_SENT };
    }, { limit: () => [byIp(MESSAGES, request, questionForm.id)] }),
  );
}

/** The page's product data for crawlers (lib/structured-data.ts), built here: no builder ships to the browser. */
export function productStructuredData(page: ProductPage, siteUrl: string, brand: string): object[] {
  const canonical = `${siteUrl}${productHref(page.slug, null)}`;
  const images = page.images.map((image) => absoluteImageUrl(image.url, siteUrl));
  return [
    productJsonLd({
      name: page.title,
      description: page.description,
      url: canonical,
      images,
      brand,
      groupId: page.slug,
      digital: page.digital,
      terms: page.terms,
      variants: page.variants.map((variant) => ({
        ...variant,
        url: `${siteUrl}${variant.href}`,
        images: variant.images.map((image) => absoluteImageUrl(image, siteUrl)),
      })),
    }),
    breadcrumbJsonLd([
      { name: "Home", url: `${siteUrl}/` },
      ...(page.category ? [{ name: page.category.title, url: `${siteUrl}${page.category.href}` }] : []),
      { name: page.title, url: canonical },
    ]),
  ];
}
