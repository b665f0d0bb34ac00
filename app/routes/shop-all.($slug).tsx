import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { JsonLd } from "~/components/JsonLd";
import { ListingPage } from "~/components/ListingPage";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { revalidateUnlessDrawerOrHeart } from "~/lib/drawers";
import { PUBLIC_PAGE, pageHeaders } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/layout";
import { listingSearch, revalidateListing } from "~/lib/listing-query";
import { seo, withErrorMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { env } from "~/services/env.server";
import { listingStructuredData, loadListing } from "~/services/listing.server";

const SHOP_ALL_DESCRIPTION =
  "Every piece we make, in one place: necklaces, rings, earrings, bracelets, charms and medallions in gold and platinum, to sort by price and filter by collection, metal and stone.";

/** A collection's picture (the API's are 1200×800) heads its page, as wide as the header (720px, app.css) or the screen. */
const PICTURE_SIZES = "(min-width: 768px) 720px, calc(100vw - 32px)";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const listing = await loadListing(request, { slug: params.slug });
  return data({ ...listing, structuredData: listingStructuredData(listing, env.SITE_URL) }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers = pageHeaders;

/** Spec 3: listing events carry `is_plp` (from the path) and the collection they list. */
export const handle: RouteHandle = {
  analytics: (listing: Awaited<ReturnType<typeof loadListing>>) => ({
    collection_id: listing.scope?.kind === "collection" ? listing.scope.id : undefined,
  }),
};

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ data: listing, matches, location }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  const siteName = shell?.settings.companyName ?? "Fine jewelry";
  if (!listing) return [{ title: `Page not found | ${siteName}` }];
  // Filters and sort are variations of one page for search engines; later pages are their own.
  const page = listing.query.page > 1 ? `?page=${listing.query.page}` : "";
  const tags = seo({
    title: listing.scope?.title ?? "Shop all jewelry",
    description: listing.scope ? listing.scope.description : SHOP_ALL_DESCRIPTION,
    siteName,
    siteUrl: shell?.siteUrl ?? "",
    image: listing.scope?.image ? { url: listing.scope.image, alt: listing.scope.title } : shell?.settings.shareImage,
    path: `${location.pathname}${page}`,
    page: listing.query.page,
  });
  // Filters that leave nothing are a shopper's answer, not a page to index.
  return listing.total === 0 ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
});

export const shouldRevalidate: typeof revalidateUnlessDrawerOrHeart = (args) => revalidateListing(args, revalidateUnlessDrawerOrHeart);

export default function ShopAll() {
  const listing = useLoaderData<typeof loader>();
  const { scope } = listing;
  const action = scope ? `/shop-all/${scope.slug}` : "/shop-all";
  return (
    <ListingPage
      title={scope?.title ?? "Shop all"}
      intro={
        <>
          <JsonLd data={listing.structuredData} />
          {scope?.image ? (
            <ResponsiveImage src={scope.image} alt="" sizes={PICTURE_SIZES} width={1200} height={800} priority="eager" className="listing-page__picture" />
          ) : null}
          {scope?.description ? <p className="listing-page__intro">{scope.description}</p> : null}
        </>
      }
      action={action}
      query={listing.query}
      notices={listing.notices}
      items={listing.items}
      total={listing.total}
      scope={listing.scope?.slug}
      categories={listing.scope?.kind === "category" ? null : listing.options.categories}
      collections={listing.scope?.kind === "collection" ? null : listing.options.collections}
      materials={listing.options.materials}
      emptyText={`No pieces match these filters. ${listingSearch(listing.query) ? "Try removing one." : ""}`.trim()}
    />
  );
}
