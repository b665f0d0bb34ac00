// What analytics events carry about a signed-in shopper (spec 3: `sex`, `age`, `user_phone`), kept in memory, not in the session
// cookie: a signed cookie is readable by anyone who holds it. A failed read leaves the events without them (spec 8).
import { LRUCache } from "lru-cache";

import { eventSex } from "~/lib/analytics";

import type { ApiUser } from "./schemas/account.server";
import { getProfile } from "./users.server";

export type ShopperTraits = { sex: 0 | 1 | 2; birthday: string | null; phone: string | null };

/** A visit asks once; a change made elsewhere shows within minutes. */
export const TRAITS_TTL_MS = 10 * 60_000;

const traits = new LRUCache<number, ShopperTraits>({ max: 10_000, ttl: TRAITS_TTL_MS });

export function rememberTraits(user: Pick<ApiUser, "id"> & { gender?: string | null; birthday?: string | null; phone?: string | null }): ShopperTraits {
  const kept: ShopperTraits = { sex: eventSex(user.gender), birthday: user.birthday ?? null, phone: user.phone?.trim() || null };
  traits.set(user.id, kept);
  return kept;
}

export async function shopperTraits(request: Request, userId: number): Promise<ShopperTraits | null> {
  const known = traits.get(userId);
  if (known) return known;
  const profile = await getProfile(request);
  return profile && profile.id === userId ? rememberTraits(profile) : null;
}

export function forgetTraits() {
  traits.clear();
}
