/**
 * The signed-in shopper's account (spec 7 "Users"): profile, password,
 * subscriptions and saved addresses. Each call needs the bearer token.
 */
import { api, orFallback } from "./api.server";
import { addressesResponse, userResponse } from "./schemas/account.server";
import { acknowledged } from "./schemas/common.server";
import { addressResponse, subscriptionsResponse } from "./schemas/profile.server";

/** Spec 8: a failure to load user info is swallowed; the page falls back on the session's copy. */
export function getProfile(request: Request) {
  return orFallback(api(request, "/users", { schema: userResponse }).then((r) => r.data), null);
}

export function getAddresses(request: Request) {
  return orFallback(api(request, "/users/addresses/shipping", { schema: addressesResponse }).then((r) => r.data), []);
}

export type ProfileInput = {
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: string | null;
  birthday: string | null;
  relationship_status: string | null;
};

export async function updateProfile(request: Request, profile: ProfileInput) {
  return (await api(request, "/users", { method: "PUT", body: profile, schema: userResponse })).data;
}

export function changePassword(request: Request, body: { current_password: string; password: string; password_confirmation: string }) {
  return api(request, "/users/change-password", { method: "PATCH", body, schema: acknowledged });
}

/** Spec 8 swallows user info failures: a list that cannot be read is shown as unknown (null), never as "not subscribed". */
export function getSubscriptions(request: Request) {
  return orFallback(api(request, "/users/subscriptions", { schema: subscriptionsResponse }).then((r) => r.data), null);
}

/**
 * The newsletter, joined or left. The spec names no call for changing a
 * subscription, so this is the newsletter's own `POST /subscribe`: `{email}`
 * joins; `{email, subscribed: false}` with the shopper's token leaves (the
 * mock API's assumption, mock-api/README.md "Account area").
 */
export function setNewsletter(request: Request, email: string, subscribed: boolean) {
  return api(request, "/subscribe", { method: "POST", body: subscribed ? { email } : { email, subscribed: false }, schema: acknowledged });
}

export type SavedAddressInput = {
  name?: string;
  company?: string;
  address: string;
  apartment?: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  phone_number: string;
  is_default: boolean;
};

/** A new saved address (`id` null), or changes to one. */
export async function saveAddress(request: Request, id: number | null, address: SavedAddressInput) {
  const path = id === null ? "/users/addresses/shipping" : `/users/addresses/shipping/${id}`;
  // A field left empty is sent as null, so a change clears it rather than keeping the old value.
  const body = { ...address, name: address.name ?? null, company: address.company ?? null, apartment: address.apartment ?? null };
  return (await api(request, path, { method: id === null ? "POST" : "PUT", body, schema: addressResponse })).data;
}

export function deleteAddress(request: Request, id: number) {
  return api(request, `/users/addresses/shipping/${id}`, { method: "DELETE", schema: acknowledged });
}

