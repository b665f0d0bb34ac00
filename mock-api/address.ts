/** US only. Errors name the bare field (`zip_code`), since the storefront shows each under its input. */
import { z } from "zod";

import type { ApiError } from "./http";
import type { BillingAddress, CheckoutAddress, PartialAddress } from "./model";
import { field, fieldErrors } from "./validation";

export const US_STATE_CODES: ReadonlySet<string> = new Set([
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
  "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
  "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
]);

export const ADDRESS_MESSAGES = {
  state: "The selected state is invalid.",
  zip: "The zip code must be a valid US ZIP code.",
  country: "We only ship within the United States.",
  billingCountry: "We only accept US billing addresses.",
  phone: "The phone number must be a valid US phone number.",
} as const;

const ZIP = /^\d{5}(-\d{4})?$/;

/** An optional +1 or 1 country code is dropped: "(212) 555-0147", "+1 212.555.0147". */
export function isUsPhoneNumber(value: string): boolean {
  const compact = value.replace(/[\s.()-]/g, "").replace(/^\+?1(?=\d{10}$)/, "");
  return /^\d{10}$/.test(compact);
}

const upper = (value: string) => value.toUpperCase();

/** Shared with the address book (address-book.ts); in the order their errors are listed. */
export const postalFields = {
  company: field.optionalText("company", 255),
  address: field.text("address", 255),
  apartment: field.optionalText("apartment", 255),
  city: field.text("city", 255),
  state: field.text("state", 255).transform(upper).refine((code) => US_STATE_CODES.has(code), ADDRESS_MESSAGES.state),
  zip_code: field.text("zip_code", 255).refine((zip) => ZIP.test(zip), ADDRESS_MESSAGES.zip),
  country: field.text("country", 255).transform(upper).refine((country) => country === "US", ADDRESS_MESSAGES.country),
};

export const addressSchema = z.object({
  first_name: field.text("first_name", 255),
  last_name: field.text("last_name", 255),
  ...postalFields,
  phone_number: field.text("phone_number", 255).refine(isUsPhoneNumber, ADDRESS_MESSAGES.phone),
});

const notAnObject = (value: unknown) => value === null || typeof value !== "object" || Array.isArray(value);

const requiredError = (name: string): ApiError => ({ code: 400, property: name, message: `The ${name} field is required.` });

/** zod leaves an optional line out; the API answers it as null. */
function withEmptyLines<Lines extends { company?: string; apartment?: string }>(lines: Lines) {
  return { ...lines, company: lines.company ?? null, apartment: lines.apartment ?? null };
}

/** `name` is the body field, named by the error when the address is missing. */
export function parseAddress(value: unknown, name: string): { address: CheckoutAddress } | { errors: ApiError[] } {
  if (notAnObject(value)) return { errors: [requiredError(name)] };
  const parsed = addressSchema.safeParse(value);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  return { address: withEmptyLines(parsed.data) };
}

/** The checkout's address without the phone, and its own word for a country outside the US. */
export const billingSchema = addressSchema.omit({ phone_number: true }).extend({
  country: field.text("country", 255).transform(upper).refine((country) => country === "US", ADDRESS_MESSAGES.billingCountry),
});

/** Null means "the shipping address"; errors name the form's field (`billing_zip_code`) for the same reason. */
export function parseBillingAddress(value: unknown): { address: BillingAddress | null } | { errors: ApiError[] } {
  if (value === null) return { address: null };
  if (notAnObject(value)) return { errors: [requiredError("billing_address")] };
  const parsed = billingSchema.safeParse(value);
  if (!parsed.success) return { errors: fieldErrors(parsed.error).map((error) => ({ ...error, property: `billing_${error.property}` })) };
  return { address: withEmptyLines(parsed.data) };
}

/** The region is required; every other line is checked only when given. */
export const partialSchema = z.object({
  first_name: field.optionalText("first_name", 255),
  last_name: field.optionalText("last_name", 255),
  company: postalFields.company,
  address: field.optionalText("address", 255),
  apartment: postalFields.apartment,
  city: field.optionalText("city", 255),
  state: postalFields.state,
  zip_code: postalFields.zip_code,
  country: postalFields.country,
  phone_number: field.optionalText("phone_number", 255).refine((phone) => phone === undefined || isUsPhoneNumber(phone), ADDRESS_MESSAGES.phone),
});

/** `complete` is the checkout address it makes when every line checkout requires is there, else null. */
export function parsePartialAddress(value: unknown, name: string): { address: PartialAddress; complete: CheckoutAddress | null } | { errors: ApiError[] } {
  if (notAnObject(value)) return { errors: [requiredError(name)] };
  const parsed = partialSchema.safeParse(value);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const data = parsed.data;
  const address: PartialAddress = {
    first_name: data.first_name ?? null,
    last_name: data.last_name ?? null,
    company: data.company ?? null,
    address: data.address ?? null,
    apartment: data.apartment ?? null,
    city: data.city ?? null,
    state: data.state,
    zip_code: data.zip_code,
    country: data.country,
    phone_number: data.phone_number ?? null,
  };
  const { first_name, last_name, address: street, city, phone_number } = address;
  const complete =
    first_name !== null && last_name !== null && street !== null && city !== null && phone_number !== null
      ? { ...address, first_name, last_name, address: street, city, phone_number }
      : null;
  return { address, complete };
}
