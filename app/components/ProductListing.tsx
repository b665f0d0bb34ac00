import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";

import { useBusy } from "~/lib/busy";
import { type ListingQuery, PAGE_SIZE, listingSearch } from "~/lib/listing-query";
import type { ProductCardData } from "~/lib/product-card";

import { ProductCard } from "./ProductCard";

/** One page of a listing, as routes/resources.listing.ts answers it to load more. */
export type ListingPage = { page: number; items: ProductCardData[]; total: number };

type Props = {
  query: ListingQuery;
  items: ProductCardData[];
  total: number;
  scope?: string | null;
  emptyText: string;
};

export const resultsLabel = (total: number) => `${total} ${total === 1 ? "result" : "results"}`;

/** Without JavaScript load more links to the next page (every item so far); with it the page is appended in place. */
export function ProductListing({ query, items, total, scope, emptyText }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Keyed by filters and sort, so a page loaded for the old ones is never appended to the new list.
  const fetcher = useFetcher<ListingPage>({ key: `listing ${pathname}${listingSearch(query, { page: 1 })}` });
  const [appended, setAppended] = useState<{ page: number; items: ProductCardData[] }>({ page: query.page, items: [] });

  // New filters or sort: start again from what the server rendered.
  useEffect(() => setAppended({ page: query.page, items: [] }), [items, query.page]);

  useEffect(() => {
    const next = fetcher.data;
    if (!next || next.page <= appended.page) return;
    setAppended((current) => ({ page: next.page, items: [...current.items, ...next.items] }));
    navigate(`${pathname}${listingSearch(query, { page: next.page })}`, {
      replace: true,
      preventScrollReset: true,
      state: { appendedPage: next.page },
    });
  }, [fetcher.data, appended.page, navigate, pathname, query]);

  const shown = useMemo(() => {
    const seen = new Set<number>();
    return [...items, ...appended.items].filter((card) => !seen.has(card.id) && seen.add(card.id));
  }, [items, appended.items]);

  const nextPage = appended.page + 1;
  const lastPage = Math.ceil(total / PAGE_SIZE);
  const nextHref = `${pathname}${listingSearch(query, { page: nextPage })}`;
  const loading = useBusy(fetcher.state !== "idle");

  return (
    <section className="listing" aria-labelledby="listing-heading">
      {/* The cards' titles are h3: the outline goes h1, h2, h3 without a skip. */}
      <h2 id="listing-heading" className="visually-hidden">
        Products
      </h2>
      <p className="listing__count" role="status">
        {resultsLabel(total)}
      </p>
      {shown.length === 0 ? (
        <p className="listing__empty">{emptyText}</p>
      ) : (
        <ul className="product-grid">
          {shown.map((card, index) => (
            <li key={card.id}>
              {/* The first row (up to 4 across) is in the first view; the first card is the page's largest image. */}
              <ProductCard card={card} priority={index === 0 ? "lcp" : index < 4 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < total ? (
        <div className="listing__more">
          <p className="small">
            Showing {shown.length} of {total}
          </p>
          <Link
            to={nextHref}
            className="button button--outline"
            preventScrollReset
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (loading) return;
              const params = new URLSearchParams(listingSearch(query, { page: nextPage }));
              if (scope) params.set("scope", scope);
              if (query.search) params.set("search", query.search);
              fetcher.load(`/resources/listing?${params.toString()}`);
            }}
          >
            {loading ? "Loading…" : "Load more"}
          </Link>
        </div>
      ) : null}
      {/* Every page of the listing one link away, so every piece is a few clicks from home (crawlers follow these). */}
      {lastPage > 1 ? (
        <nav aria-label="Pages" className="listing__pages">
          <ol>
            {Array.from({ length: lastPage }, (_, i) => i + 1).map((number) => (
              <li key={number}>
                {number === appended.page ? (
                  <span aria-current="page">{number}</span>
                ) : (
                  // A document load: shouldRevalidate takes a later page of this listing for load more (lib/listing-query.ts).
                  <Link to={`${pathname}${listingSearch(query, { page: number })}`} aria-label={`Page ${number}`} reloadDocument>
                    {number}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </section>
  );
}
