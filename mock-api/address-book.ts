/** Spec 3 "Address", spec 7 "Users": lines follow checkout's rules (an unshippable address is useless); another account's id is the same 404. */
import { z } from "zod";

import { ADDRESS_MESSAGES, isUsPhoneNumber, postalFields } from "./address";
import type { ApiError } from "./http";
import type { Address, User } from "./model";
import { store } from "./store";
import { field, fieldErrors } from "./validation";

export const MAX_SAVED_ADDRESSES = 20;
/** As short as a label in the address picker. */
export const MAX_ADDRESS_NAME = 60;

export const ADDRESS_BOOK_MESSAGES = {
  notFound: "Address not found.",
  full: `You can save at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  isDefault: "The is_default field must be true or false.",
} as const;

/** Laravel's boolean rule: true, false, 1, 0, "1" and "0"; null counts as not given. */
function cleanBoolean(value: unknown): unknown {
  if (value === null) return undefined;
  if (value === 1 || value === "1") return true;
  if (value === 0 || value === "0") return false;
  return value;
}

export const savedAddressSchema = z.object({
  name: field.optionalText("name", MAX_ADDRESS_NAME),
  ...postalFields,
  // Optional here (checkout asks for one); when given, checkout's rule.
  phone_number: field
    .optionalText("phone_number", 255)
    .refine((phone) => phone === undefined || isUsPhoneNumber(phone), ADDRESS_MESSAGES.phone),
  is_default: z.preprocess(
    cleanBoolean,
    z.boolean({ invalid_type_error: ADDRESS_BOOK_MESSAGES.isDefault }).optional(),
  ),
});

export type SavedAddressInput = z.infer<typeof savedAddressSchema>;

/** Left out of a PUT they keep their value; null or "" clears them. */
const OPTIONAL_LINES = ["name", "company", "apartment", "phone_number"] as const;

/** Every error at once; a full book (POST only) is property null: it is about the book, not a field. */
export function checkSavedAddress(
  user: User,
  body: Record<string, unknown>,
  adding: boolean,
): { input: SavedAddressInput } | { errors: ApiError[] } {
  const problems: ApiError[] = [];
  if (adding && user.shipping_addresses.length >= MAX_SAVED_ADDRESSES) {
    problems.push({ code: 400, property: null, message: ADDRESS_BOOK_MESSAGES.full });
  }
  const parsed = savedAddressSchema.safeParse(body);
  if (!parsed.success) problems.push(...fieldErrors(parsed.error));
  return parsed.success && problems.length === 0 ? { input: parsed.data } : { errors: problems };
}

export function findSavedAddress(user: User, key: string): Address | undefined {
  return /^\d+$/.test(key) ? user.shipping_addresses.find((address) => address.id === Number(key)) : undefined;
}

function makeDefault(user: User, address: Address): void {
  for (const saved of user.shipping_addresses) saved.is_default = saved === address;
}

/** The oldest (lowest id) becomes the default when none is. */
function keepOneDefault(user: User): void {
  if (user.shipping_addresses.length === 0 || user.shipping_addresses.some((a) => a.is_default)) return;
  const oldest = user.shipping_addresses.reduce((a, b) => (b.id < a.id ? b : a));
  oldest.is_default = true;
}

/** The first one saved is the default whatever is_default says. */
export function addSavedAddress(user: User, input: SavedAddressInput): Address {
  store.counters.address += 1;
  const address: Address = {
    id: store.counters.address,
    name: input.name ?? null,
    company: input.company ?? null,
    address: input.address,
    apartment: input.apartment ?? null,
    city: input.city,
    state: input.state,
    zip_code: input.zip_code,
    country: input.country,
    phone_number: input.phone_number ?? null,
    is_default: false,
  };
  user.shipping_addresses.push(address);
  if (input.is_default === true) makeDefault(user, address);
  keepOneDefault(user);
  return address;
}

/** A line left out keeps its value (as Laravel's update()); is_default false is ignored: only another address taking it ends a default. */
export function updateSavedAddress(user: User, address: Address, input: SavedAddressInput, body: Record<string, unknown>): void {
  Object.assign(address, {
    address: input.address,
    city: input.city,
    state: input.state,
    zip_code: input.zip_code,
    country: input.country,
  });
  for (const key of OPTIONAL_LINES) {
    if (Object.hasOwn(body, key)) address[key] = input[key] ?? null;
  }
  if (input.is_default === true) makeDefault(user, address);
}

export function removeSavedAddress(user: User, address: Address): void {
  user.shipping_addresses = user.shipping_addresses.filter((saved) => saved !== address);
  keepOneDefault(user);
}
