import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { lazyPart } from "~/lib/lazy-part";
import { SEARCH_RADIUS_MILES, formatMiles } from "~/lib/distance";
import { revalidateUnlessDrawerToggle } from "~/lib/drawers";
import { pageHeaders } from "~/lib/http-cache";
import { seo, withErrorMeta } from "~/lib/seo";
import { telHref } from "~/lib/tel-href";
import type { loader as rootLoader } from "~/root";
import type { Store } from "~/services/schemas/retailers.server";
import retailerCss from "~/styles/retailer.css";

import { loadRetailerPage } from "./retailers.server";

const RetailerSearchForm = lazyPart(() => import("./retailer-search.form").then((m) => m.RetailerSearchForm));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: retailerCss }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadRetailerPage(request);
}

/** The page has nothing of the shopper's: the loader's public Cache-Control stands unless the shell is personal. */
export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ matches, location }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  return seo({
    title: "Find a retailer",
    description: `Find a store near you that carries our fine jewelry: search within ${SEARCH_RADIUS_MILES} miles of a ZIP code or of your current location, or browse every retailer by state.`,
    siteName: shell?.settings.companyName ?? "Fine jewelry",
    siteUrl: shell?.siteUrl ?? "",
    image: shell?.settings.shareImage,
    // Every search is a variation of one page.
    path: location.pathname,
  });
});

export const shouldRevalidate = revalidateUnlessDrawerToggle;

export default function FindARetailer() {
  const { query, origin, results, message, failed, result, locationError, directory } = useLoaderData<typeof loader>();
  return (
    <div className="container section retailer-page">
      <header className="retailer-page__intro">
        <h1 className="section__title">Find a retailer</h1>
        <p>
          See our jewelry in person. Enter a ZIP code or use your current location to find stores within {SEARCH_RADIUS_MILES} miles
          {directory ? ", or browse every retailer by state below." : "."}
        </p>
      </header>

      {/* A new search starts with a fresh form: the ZIP code it shows is the one searched. */}
      <RetailerSearchForm key={`${query.mode}:${query.zip}`} values={{ zip: query.zip }} result={result ?? undefined} locationError={locationError ?? undefined} />

      {message ? (
        <div className={failed ? "alert retailer-message retailer-message--error" : "retailer-message"} role={failed ? "alert" : "status"}>
          <p>{message}</p>
        </div>
      ) : null}

      {results && results.length > 0 ? (
        <section className="retailer-results" aria-labelledby="retailer-results-title">
          <h2 id="retailer-results-title" className="retailer-page__subtitle">
            Stores near {origin?.label}
          </h2>
          <p className="small retailer-results__count" role="status">
            {results.length === 1 ? "1 store" : `${results.length} stores`} within {SEARCH_RADIUS_MILES} miles, nearest first
          </p>
          <ol className="retailer-results__list" aria-label="Search results">
            {results.map((store) => (
              <li key={store.id} className="retailer-card">
                <h3 className="retailer-card__name">{store.name}</h3>
                <p className="retailer-card__distance">{formatMiles(store.distanceMiles)}</p>
                <StoreContact store={store} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {directory && directory.length > 0 ? (
        <section className="retailer-directory" aria-labelledby="retailer-directory-title">
          <h2 id="retailer-directory-title" className="retailer-page__subtitle">
            All retailers by state
          </h2>
          <div className="retailer-directory__grid">
            {directory.map((group) => (
              <section key={group.code} className="retailer-directory__state" aria-labelledby={`retailer-state-${group.code}`}>
                <h3 id={`retailer-state-${group.code}`}>{group.state}</h3>
                <ul>
                  {group.stores.map((store) => (
                    <li key={store.id}>
                      <p className="retailer-directory__name">{store.name}</p>
                      <StoreContact store={store} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

function StoreContact({ store }: { store: Store }) {
  return (
    <>
      <p className="retailer-store__address">
        {store.address}
        <br />
        {store.city}
      </p>
      {store.phones.length > 0 ? (
        <ul className="retailer-store__phones">
          {store.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
