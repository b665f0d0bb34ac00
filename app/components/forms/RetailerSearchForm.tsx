import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import type { FormResult } from "~/lib/forms/form";
import { GEOLOCATION_FAILURE, retailerSearchForm } from "~/lib/forms/retailer";

import { DoorForm } from "./DoorForm";
import { SubmitButton, TextInput } from "./Fields";

/** About 11 m: plenty for a 50-mile search. */
const round4 = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * The store finder's search (spec 2): a GET form to /find-a-retailer with a
 * ZIP code, which works without JavaScript, and once the page is interactive
 * a "Use my current location" button that asks the browser where it is.
 * `result` is the page's refused search; `locationError` is about
 * coordinates in the URL that the page could not use.
 */
export function RetailerSearchForm({ values, result, locationError: pageLocationError }: { values?: { zip?: string }; result?: FormResult; locationError?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  const locationError = locationFailed ? GEOLOCATION_FAILURE : pageLocationError;
  // A position that arrives after the shopper has left the page must not bring them back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function locate() {
    setLocationFailed(false);
    // Spec 8: geolocation being unsupported is detectable, and gets the same message.
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setLocationFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        if (!mounted.current) return;
        const params = new URLSearchParams({ lat: round4(coords.latitude), lon: round4(coords.longitude) });
        navigate(`/find-a-retailer?${params.toString()}`);
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <DoorForm form={retailerSearchForm} method="get" action="/find-a-retailer" className="retailer-search" defaultValues={values} result={result}>
      <TextInput
        name="zip"
        label="ZIP code"
        type="text"
        autoComplete="postal-code"
        inputMode="numeric"
        enterKeyHint="search"
      />
      <div className="retailer-search__actions">
        <SubmitButton busyText="Searching…" className="button">
          Search
        </SubmitButton>
        {hydrated ? (
          <button type="button" className="button button--outline" onClick={locate} disabled={locating} aria-busy={locating || undefined}>
            {locating ? "Finding your location…" : "Use my current location"}
          </button>
        ) : null}
      </div>
      {locationError ? (
        <p className="field-error" role="alert">
          {locationError}
        </p>
      ) : null}
    </DoorForm>
  );
}
