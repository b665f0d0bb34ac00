import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { SubmitButton, TextInput } from "~/components/forms/Fields";
import { useBusy } from "~/lib/busy";
import { defineForm, type FormResult } from "~/lib/forms/form";
import { required } from "~/lib/forms/messages";

export const INVALID_ZIP = "Enter a 5-digit ZIP code";
/** Spec 8, word for word. */
export const NO_STORES_NEAR_ZIP = "We couldn't find any stores within 50 miles of that ZIP code. Please try a different ZIP code.";
export const NO_STORES_NEAR_LOCATION = "We couldn't find any stores within 50 miles of your location. Please enter a ZIP code.";
export const GEOLOCATION_FAILURE = "Unable to determine your current location. Please enter a ZIP code or try again later.";

/** The pipe stops at the first failure. */
const zip = z
  .string({ required_error: required("ZIP code"), invalid_type_error: required("ZIP code") })
  .trim()
  .min(1, required("ZIP code"))
  .pipe(z.string().regex(/^\d{5}$/, INVALID_ZIP));

export const retailerSearchSchema = z.object({ zip });
export const retailerSearchForm = defineForm("retailer-search", retailerSearchSchema);

/** Anyone can write the query: only finite numbers in range pass ("", "Infinity", "1e999" and 91 do not). */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform(Number)
    .pipe(z.number().finite().min(min).max(max));

export const coordinatesSchema = z.object({ lat: coordinate(-90, 90), lon: coordinate(-180, 180) });

/** About 11 m: plenty for a 50-mile search. */
const round4 = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** `locationError` is about coordinates in the URL that the page could not use. */
export function RetailerSearchForm({ values, result, locationError: pageLocationError }: { values?: { zip?: string }; result?: FormResult; locationError?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const finding = useBusy(locating);
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
          <button type="button" className="button button--outline" onClick={locate} disabled={finding} aria-busy={finding || undefined}>
            {finding ? "Finding your location…" : "Use my current location"}
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
