import { Form } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useDebounceSubmit } from "remix-utils/use-debounce-submit";
import { useHydrated } from "remix-utils/use-hydrated";

import { type ListingQuery, SORTS, materialSlug } from "~/lib/listing-query";

export type Option = { slug: string; title: string };
/** A material category's choices (Metal, Stone): OR among them, AND with the other groups. */
export type OptionGroup = { legend: string; options: Option[] };

type Props = {
  action: string;
  query: ListingQuery;
  categories: Option[] | null;
  collections: Option[] | null;
  materials: OptionGroup[];
};

/** Spec 2: prices typed in settle for a moment before the listing reloads. */
const PRICE_DEBOUNCE_MS = 600;

/** A GET form, so every state is a URL; without JavaScript it applies with its button, with it each change applies itself. */
export function ListingFilters({ action, query, categories, collections, materials }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const submit = useDebounceSubmit();
  const hydrated = useHydrated();

  // Back/forward change the query under an uncontrolled form: sync it, except the field being typed in.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const chosen: Record<string, string[]> = {
      category: query.categories,
      collection: query.collections,
      material: query.materials.map(materialSlug),
    };
    for (const input of element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
      if (input === document.activeElement) continue;
      if (input instanceof HTMLInputElement && input.type === "checkbox") {
        input.checked = chosen[input.name]?.includes(input.value) ?? false;
      } else if (input.name === "price_min") input.value = query.priceMin?.toString() ?? "";
      else if (input.name === "price_max") input.value = query.priceMax?.toString() ?? "";
      else if (input.name === "sort") input.value = query.sort;
    }
  }, [query]);

  function apply(debounceTimeout = 0) {
    if (form.current) submit(form.current, { replace: true, preventScrollReset: true, debounceTimeout });
  }

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      className="listing-filters"
      aria-label="Filter and sort"
      onChange={(event) => apply((event.target as HTMLInputElement).type === "number" ? PRICE_DEBOUNCE_MS : 0)}
    >
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      <details className="listing-filters__panel">
        <summary className="listing-filters__toggle">Filter</summary>
        <div className="listing-filters__groups">
          <CheckboxGroup legend="Category" name="category" options={categories} chosen={query.categories} />
          <CheckboxGroup legend="Collection" name="collection" options={collections} chosen={query.collections} />
          {materials.map((group) => (
            <CheckboxGroup key={group.legend} legend={group.legend} name="material" options={group.options} chosen={query.materials.map(materialSlug)} />
          ))}
          <fieldset className="price-range">
            <legend>Price (USD)</legend>
            <div className="price-range__inputs">
              <div>
                <label htmlFor={`${id}-min`}>Min</label>
                <input id={`${id}-min`} type="number" name="price_min" min="0" step="1" inputMode="numeric" defaultValue={query.priceMin ?? ""} />
              </div>
              <div>
                <label htmlFor={`${id}-max`}>Max</label>
                <input id={`${id}-max`} type="number" name="price_max" min="0" step="1" inputMode="numeric" defaultValue={query.priceMax ?? ""} />
              </div>
            </div>
          </fieldset>
        </div>
      </details>
      <div className="listing-filters__sort">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} name="sort" defaultValue={query.sort}>
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="button button--small">
            Apply
          </button>
        )}
      </div>
    </Form>
  );
}

function CheckboxGroup({ legend, name, options, chosen }: { legend: string; name: string; options: Option[] | null; chosen: string[] }) {
  if (!options || options.length === 0) return null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="listing-filters__options">
        {options.map((option) => (
          <label key={option.slug} className="check">
            <input type="checkbox" name={name} value={option.slug} defaultChecked={chosen.includes(option.slug)} />
            {option.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
