import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import type { SearchSuggestions } from "~/components/HeaderSearch";
import { toProductCard } from "~/lib/product-card";
import { getSuggestions } from "~/services/catalog.server";
import { pageHeaders } from "~/lib/http-cache";

const MAX_TEXT = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const text = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, MAX_TEXT);
  const products = text ? await getSuggestions(request, text) : [];
  return data<SearchSuggestions>(
    {
      search: text,
      suggestions:
        products?.map((product) => {
          const card = toProductCard(product);
          return { id: card.id, title: card.title, href: `/product/${product.slug}`, image: card.image?.url ?? null, price: card.price };
        }) ?? null,
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}

/** Fetchers ask for this as route data (`.data`), whose headers come from here, not from the loader's alone. */
export const headers = pageHeaders;
