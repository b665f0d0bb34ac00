/**
 * The address validation stand-in (integration type 64), called by the store's server: a US address is valid
 * when its ZIP's prefix belongs to its state (zip-prefixes.ts). Cities are not checked; other countries are not
 * checked at all.
 */
import { z } from "zod";

import { field } from "./validation";
import { isKnownState, stateOfZip, zipBelongsToState } from "./zip-prefixes";

export const addressValidationInput = z.object({
  address: field.text("address", 255),
  apartment: field.optionalText("apartment", 255),
  city: field.text("city", 255),
  state: field.text("state", 255),
  zip_code: field.text("zip_code", 255),
  country: field.text("country", 255),
});

export type AddressValidationInput = z.infer<typeof addressValidationInput>;

export type AddressMismatch = "zip_code" | "state";

export interface AddressVerdict {
  valid: boolean;
  /** False: the country is not one the service checks (anything but the US), and the address passes. */
  checked: boolean;
  mismatches: AddressMismatch[];
}

/**
 * A ZIP outside the state's ranges (malformed, or in no state at all) is a `zip_code` mismatch; an unknown
 * state code is a `state` one, with `zip_code` too only when the ZIP is in no state.
 */
export function checkAddress(input: Pick<AddressValidationInput, "state" | "zip_code" | "country">): AddressVerdict {
  if (input.country.toUpperCase() !== "US") return { valid: true, checked: false, mismatches: [] };
  const mismatches: AddressMismatch[] = [];
  if (isKnownState(input.state)) {
    if (!zipBelongsToState(input.zip_code, input.state)) mismatches.push("zip_code");
  } else {
    if (stateOfZip(input.zip_code) === null) mismatches.push("zip_code");
    mismatches.push("state");
  }
  return { valid: mismatches.length === 0, checked: true, mismatches };
}
