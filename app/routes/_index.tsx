import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { JsonLd } from "~/components/JsonLd";
import { ProductCard } from "~/components/ProductCard";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { categoryHref } from "~/lib/catalog-slugs";
import { revalidateUnlessDrawerOrHeart } from "~/lib/drawers";
import { PUBLIC_PAGE, pageHeaders } from "~/lib/http-cache";
import { absoluteImageUrl } from "~/lib/media";
import { toProductCard } from "~/lib/product-card";
import { seo, withErrorMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { loader as rootLoader } from "~/root";
import { getBestSellers, getCollections } from "~/services/catalog.server";
import { env } from "~/services/env.server";
import { companyNameOf, getBootstrap, getFilters } from "~/services/site.server";

/* Derived from app/styles/app.css gutters, gaps and columns of .tile-grid and .collection-grid: keep in step. */
const CATEGORY_TILE_SIZES = "(min-width: 1440px) 211px, (min-width: 1221px) calc(16.67vw - 24px), (min-width: 768px) calc(33.33vw - 32px), calc(50vw - 24px)";
/** The hero picture spans the page; drawn 16:9, cropped to the hero's height by CSS. */
const HERO_WIDTH = 1600;
const HERO_HEIGHT = 900;
const COLLECTION_CARD_SIZES = "(min-width: 1440px) 318px, (min-width: 1025px) calc(25vw - 34px), (min-width: 768px) calc(50vw - 44px), calc(50vw - 28px)";

export async function loader({ request }: LoaderFunctionArgs) {
  const [filters, collections, bestSellers, { settings }] = await Promise.all([
    getFilters(request),
    getCollections(request),
    getBestSellers(request),
    getBootstrap(request),
  ]);
  const bySortOrder = <T extends { sort_order: number }>(items: T[]) => [...items].sort((a, b) => a.sort_order - b.sort_order);
  return data(
    {
      categories: bySortOrder(filters?.categories ?? []).map((category) => ({
        id: category.id,
        href: categoryHref(category.key),
        title: category.mixedTranslation.title ?? category.slug,
        image: category.image ?? null,
      })),
      // Spec 7 GET /collections; a failure leaves the section out (spec 8 swallows it).
      collections: (collections ?? []).map((collection) => ({
        id: collection.id,
        slug: collection.slug,
        title: collection.mixedTranslation.title ?? collection.slug,
        description: collection.mixedTranslation.description ?? null,
        image: collection.image ?? null,
      })),
      bestSellers: bestSellers.map(toProductCard),
      hero: settings.home_hero ?? null,
      // Who sells, and the site (lib/structured-data.ts), built here: no builder ships to the browser.
      structuredData: organizationJsonLd({
        name: companyNameOf(settings),
        url: `${env.SITE_URL}/`,
        logo: settings.desktop_logo ? absoluteImageUrl(settings.desktop_logo, env.SITE_URL) : null,
        sameAs: settings.social_links.map((link) => link.url),
        email: settings.contact_email ?? null,
      }),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ matches }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  const siteName = shell?.settings.companyName ?? "Fine jewelry";
  return seo({
    title: "Fine jewelry in gold, platinum and precious stones",
    description:
      "Jewelry to keep, wear and pass on: necklaces, rings, earrings and bracelets in recycled gold, platinum and ethically sourced stones, finished by hand in our atelier.",
    siteName,
    siteUrl: shell?.siteUrl ?? "",
      image: shell?.settings.shareImage,
    path: "/",
  });
});

export const shouldRevalidate = revalidateUnlessDrawerOrHeart;

export default function Home() {
  const { categories, collections, bestSellers, hero, structuredData } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<typeof rootLoader>("root");

  return (
    <>
      <JsonLd data={structuredData} />
      <section className={hero ? "hero hero--pictured" : "hero"}>
        {hero ? <ResponsiveImage src={hero.image} alt={hero.alt} sizes="100vw" width={HERO_WIDTH} height={HERO_HEIGHT} priority="lcp" className="hero__image" /> : null}
        <div className="container hero__inner">
          <p className="eyebrow">{shell?.settings.companyName}</p>
          <h1 className="hero__title">Jewelry to keep, wear and pass on</h1>
          <p className="hero__lead">
            Recycled gold, platinum and ethically sourced stones, finished by hand in our atelier.
          </p>
          <Link to="/shop-all" className="button">
            Shop all jewelry
          </Link>
        </div>
      </section>

      {categories.length > 0 ? (
        <section className="container section" aria-labelledby="shop-by-category">
          <h2 id="shop-by-category" className="section__title">
            Shop by category
          </h2>
          <ul className="tile-grid">
            {categories.map((category, index) => (
              <li key={category.id}>
                <Link to={category.href} className="tile">
                  {category.image ? (
                    // The first row (6 across on a desktop) shows under the hero in the first view.
                    <ResponsiveImage src={category.image} alt="" sizes={CATEGORY_TILE_SIZES} priority={index < 6 ? "eager" : "lazy"} className="tile__image" />
                  ) : null}
                  <span className="tile__title">{category.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {bestSellers.length > 0 ? (
        <section className="container section section--below" aria-labelledby="best-sellers">
          <h2 id="best-sellers" className="section__title">
            Best sellers
          </h2>
          <ul className="product-grid">
            {bestSellers.map((card) => (
              <li key={card.id}>
                <ProductCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {collections.length > 0 ? (
        <section className="container section section--below" aria-labelledby="shop-by-collection">
          <h2 id="shop-by-collection" className="section__title">
            Shop by collection
          </h2>
          <ul className="collection-grid">
            {collections.map((collection) => (
              <li key={collection.id}>
                <Link to={`/shop-all/${encodeURIComponent(collection.slug)}`} className="collection-card">
                  {collection.image ? (
                    <ResponsiveImage src={collection.image} alt="" sizes={COLLECTION_CARD_SIZES} />
                  ) : null}
                  <span className="collection-card__title">{collection.title}</span>
                  {collection.description ? <span className="collection-card__text">{collection.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
