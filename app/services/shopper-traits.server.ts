/**
 * What analytics events carry about a signed-in shopper (spec 3: `sex` as the
 * event enum, `age` from the birthday). They are kept here, in memory, and
 * not in the session cookie, which holds only the token, the user's id, first
 * name and e-mail, `cart_unique_id` and `wishlist_id`: a signed cookie is
 * readable by anyone who holds it. Filled from the sign-in answer and a
 * profile save, and otherwise read once per shopper from `GET /users`; a
 * failed read leaves the events without them (spec 8 swallows user info
 * failures).
 */
import { LRUCache } from "lru-cache";

import { eventSex } from "~/lib/analytics";

import type { ApiUser } from "./schemas/account.server";
import { getProfile } from "./users.server";

export type ShopperTraits = { sex: 0 | 1 | 2; birthday: string | null };

/** Long enough that a visit asks once, short enough that a change made elsewhere shows within minutes. */
export const TRAITS_TTL_MS = 10 * 60_000;

const traits = new LRUCache<number, ShopperTraits>({ max: 10_000, ttl: TRAITS_TTL_MS });

export function rememberTraits(user: Pick<ApiUser, "id"> & { gender?: string | null; birthday?: string | null }): ShopperTraits {
  const kept: ShopperTraits = { sex: eventSex(user.gender), birthday: user.birthday ?? null };
  traits.set(user.id, kept);
  return kept;
}

/** The signed-in shopper's traits, from memory or the API; null when the API cannot say. */
export async function shopperTraits(request: Request, userId: number): Promise<ShopperTraits | null> {
  const known = traits.get(userId);
  if (known) return known;
  const profile = await getProfile(request);
  return profile && profile.id === userId ? rememberTraits(profile) : null;
}

export function forgetTraits() {
  traits.clear();
}
