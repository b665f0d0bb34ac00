import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { ListingPage } from "~/components/ListingPage";
import { revalidateUnlessDrawerOrHeart } from "~/lib/drawers";
import { PUBLIC_PAGE, pageHeaders } from "~/lib/http-cache";
import { revalidateListing } from "~/lib/listing-query";
import { seo, withErrorMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { loadListing } from "~/services/listing.server";

/** `/search/{slug}` searches for the slug's words: "gold-hoops" is "gold hoops". */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const search = params.slug ? params.slug.replace(/[-_+]+/g, " ").trim() : undefined;
  const listing = await loadListing(request, { search });
  return data(listing, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ data: listing, matches, location }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  const siteName = shell?.settings.companyName ?? "Fine jewelry";
  const text = listing?.query.search;
  return [
    ...seo({
      title: text ? `Search results for “${text}”` : "Search",
      siteName,
      siteUrl: shell?.siteUrl ?? "",
      image: shell?.settings.shareImage,
      path: location.pathname,
    }),
    // Result pages are for shoppers; the catalogue's own pages are for search engines.
    { name: "robots", content: "noindex, follow" },
  ];
});

export const shouldRevalidate: typeof revalidateUnlessDrawerOrHeart = (args) => revalidateListing(args, revalidateUnlessDrawerOrHeart);

export default function Search() {
  const listing = useLoaderData<typeof loader>();
  const text = listing.query.search;
  return (
    <ListingPage
      title={text ? `Search results for “${text}”` : "Search"}
      intro={<SearchForm text={text} />}
      action="/search"
      query={listing.query}
      notices={listing.notices}
      items={text ? listing.items : []}
      total={text ? listing.total : 0}
      categories={listing.options.categories}
      collections={listing.options.collections}
      materials={listing.options.materials}
      emptyText={text ? `No pieces match “${text}”. Try another word, or browse all jewelry.` : "Type a word to search the collection."}
    >
      {text && listing.total === 0 && listing.suggestions.length > 0 ? (
        <nav aria-label="Searches that find pieces" className="listing__suggestions">
          <p>
            Try:{" "}
            {listing.suggestions.map((word, index) => (
              <span key={word}>
                {index > 0 ? ", " : null}
                <Link to={`/search?${new URLSearchParams({ search: word })}`}>{word}</Link>
              </span>
            ))}
          </p>
        </nav>
      ) : null}
    </ListingPage>
  );
}

function SearchForm({ text }: { text: string }) {
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor="search-page-input" className="visually-hidden">
        Search products
      </label>
      <input id="search-page-input" type="search" name="search" defaultValue={text} placeholder="Search jewelry" />
      <button type="submit" className="button button--small">
        Search
      </button>
    </Form>
  );
}
