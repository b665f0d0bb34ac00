import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { shouldTrackSearch } from "~/lib/analytics";
import { track } from "~/lib/track";
import { formatPrice } from "~/lib/money";
import type { ProductCardData } from "~/lib/product-card";

import { Icon } from "./Icon";

/** What routes/resources.search-suggestions.ts answers: the products for the text searched, null when it failed. */
export type SearchSuggestions = {
  search: string;
  suggestions: Array<Pick<ProductCardData, "id" | "title" | "price"> & { href: string; image: string | null }> | null;
};

/** Spec 9. */
export const SUGGESTION_DEBOUNCE_MS = 400;

/** A GET form (Enter works without JavaScript); a failed lookup shows nothing, an empty one says so. */
export function HeaderSearch() {
  const fetcher = useFetcher<SearchSuggestions>();
  const [text, setText] = useState("");
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { load } = fetcher;

  useEffect(() => {
    const query = text.trim();
    if (!query) return;
    const timer = setTimeout(() => {
      load(`/resources/search-suggestions?search=${encodeURIComponent(query)}`);
      if (shouldTrackSearch(query)) track({ event_id: "search", search_query: query });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, load]);

  const current = fetcher.data && text.trim() && fetcher.data.search === text.trim() ? fetcher.data.suggestions : undefined;
  const close = () => details.current?.removeAttribute("open");

  return (
    <details
      ref={details}
      className="header-search"
      onToggle={(event) => {
        if (event.currentTarget.open) input.current?.focus();
      }}
    >
      <summary className="icon-button" aria-label="Search">
        <Icon name="search" />
      </summary>
      <div className="header-search__panel">
        <Form method="get" action="/search" role="search" className="header-search__form" onSubmit={close}>
          <label htmlFor="header-search-input" className="visually-hidden">
            Search products
          </label>
          <input
            ref={input}
            id="header-search-input"
            type="search"
            name="search"
            placeholder="Search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="header-search-status"
          />
          <button type="submit" className="button button--small">
            Search
          </button>
        </Form>
        <div id="header-search-status" className="header-search__results" aria-live="polite">
          {current && current.length > 0 ? (
            <ul aria-label="Suggestions">
              {current.map((item) => (
                <li key={item.id}>
                  <Link to={item.href} className="suggestion" onClick={close}>
                    {item.image ? <img src={item.image} alt="" width="48" height="62" /> : null}
                    <span>{item.title}</span>
                    <span className="suggestion__price">{formatPrice(item.price)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {current && current.length === 0 ? <p className="small">No results for “{text.trim()}”.</p> : null}
        </div>
      </div>
    </details>
  );
}
