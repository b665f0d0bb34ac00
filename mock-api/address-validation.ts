/** Integration type 64 stand-in: a US address is valid when its ZIP prefix belongs to its state; cities and other countries go unchecked. */
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

/** An unknown state is a `state` mismatch; `zip_code` is added only when the ZIP is in no state at all. */
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
