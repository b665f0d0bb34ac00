/**
 * The store finder's search (spec 2 "Store finder"): a ZIP code typed in the
 * form, or the coordinates the browser reported for "Use my current location".
 */
import { z } from "zod";

import { defineForm } from "./form";
import { required } from "./messages";

export const INVALID_ZIP = "Enter a 5-digit ZIP code";
/** Spec 8, word for word. */
export const NO_STORES_NEAR_ZIP = "We couldn't find any stores within 50 miles of that ZIP code. Please try a different ZIP code.";
export const NO_STORES_NEAR_LOCATION = "We couldn't find any stores within 50 miles of your location. Please enter a ZIP code.";
export const GEOLOCATION_FAILURE = "Unable to determine your current location. Please enter a ZIP code or try again later.";

/** Browsers send "" for an empty field; trimming makes "  " empty too. The pipe stops at the first failure. */
const zip = z
  .string({ required_error: required("ZIP code"), invalid_type_error: required("ZIP code") })
  .trim()
  .min(1, required("ZIP code"))
  .pipe(z.string().regex(/^\d{5}$/, INVALID_ZIP));

export const retailerSearchSchema = z.object({ zip });
/** A GET form to /find-a-retailer. */
export const retailerSearchForm = defineForm("retailer-search", retailerSearchSchema);

/**
 * Coordinates come from the query string, where anyone can write anything:
 * only finite numbers in range pass ("", "abc", "Infinity", "1e999" and 91 do not).
 */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform(Number)
    .pipe(z.number().finite().min(min).max(max));

export const coordinatesSchema = z.object({ lat: coordinate(-90, 90), lon: coordinate(-180, 180) });
