import { api, orFallback } from "./api.server";
import { addressesResponse, userResponse } from "./schemas/account.server";
import { acknowledged } from "./schemas/common.server";
import { addressResponse, subscriptionsResponse } from "./schemas/profile.server";
import { endOtherSessions } from "./session.server";

/** Spec 8: swallowed; the page falls back on the session's copy. */
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

/** Whoever knew the old password is out. */
export async function changePassword(request: Request, body: { current_password: string; password: string; password_confirmation: string }) {
  const answer = await api(request, "/users/change-password", { method: "PATCH", body, schema: acknowledged });
  await endOtherSessions(request);
  return answer;
}

/** Spec 8: swallowed, shown as unknown (null), never as "not subscribed". */
export function getSubscriptions(request: Request) {
  return orFallback(api(request, "/users/subscriptions", { schema: subscriptionsResponse }).then((r) => r.data), null);
}

/** The spec names no call for this: `POST /subscribe` with `subscribed: false` leaves (mock-api/README.md "Account area"). */
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

export async function saveAddress(request: Request, id: number | null, address: SavedAddressInput) {
  const path = id === null ? "/users/addresses/shipping" : `/users/addresses/shipping/${id}`;
  // Null, so a change clears a field rather than keeping the old value.
  const body = { ...address, name: address.name ?? null, company: address.company ?? null, apartment: address.apartment ?? null };
  return (await api(request, path, { method: id === null ? "POST" : "PUT", body, schema: addressResponse })).data;
}

export function deleteAddress(request: Request, id: number) {
  return api(request, `/users/addresses/shipping/${id}`, { method: "DELETE", schema: acknowledged });
}

