import type { ReactNode } from "react";

import type { ListingQuery } from "~/lib/listing-query";
import type { ProductCardData } from "~/lib/product-card";

import { ListingFilters, type Option, type OptionGroup } from "./ListingFilters";
import { ProductListing } from "./ProductListing";

type Props = {
  title: string;
  intro?: ReactNode;
  action: string;
  query: ListingQuery;
  notices: string[];
  items: ProductCardData[];
  total: number;
  scope?: string | null;
  categories: Option[] | null;
  collections: Option[] | null;
  materials: OptionGroup[];
  emptyText: string;
  /** Under the results: a search's suggestions when it found nothing. */
  children?: ReactNode;
};

export function ListingPage({ title, intro, action, query, notices, items, total, scope, categories, collections, materials, emptyText, children }: Props) {
  return (
    <div className="container listing-page">
      <header className="listing-page__header">
        <h1 className="listing-page__title">{title}</h1>
        {intro}
      </header>
      {notices.length > 0 ? (
        <ul className="notices" aria-label="About your filters">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <ListingFilters action={action} query={query} categories={categories} collections={collections} materials={materials} />
      <ProductListing query={query} items={items} total={total} scope={scope} emptyText={emptyText} />
      {children}
    </div>
  );
}
