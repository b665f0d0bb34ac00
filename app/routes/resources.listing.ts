import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import type { ListingPage } from "~/components/ProductListing";
import { loadListing } from "~/services/listing.server";
import { pageHeaders } from "~/lib/http-cache";

/** One page of a listing (same query as the page, plus `scope`), for JavaScript's load more to append. */
export async function loader({ request }: LoaderFunctionArgs) {
  const scope = new URL(request.url).searchParams.get("scope");
  const listing = await loadListing(request, { slug: scope, mode: "single" });
  const page: ListingPage = { page: listing.query.page, items: listing.items, total: listing.total };
  return data(
    page,
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } },
  );
}

/** Fetchers ask for this as route data (`.data`), whose headers come from here, not from the loader's alone. */
export const headers = pageHeaders;
