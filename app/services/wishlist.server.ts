// Spec 4 and 7 "Wishlist". Spec 8 swallows its failures, but a list that failed to load is never shown as empty, and
// a heart shows only what the API holds: a toggle reads the list, saves it whole, and the page reads it back.
import { type Engraving, toggleEntry } from "~/lib/wishlist";

import { ApiError, api, isNotFound, isRedirect } from "./api.server";
import { type Wishlist, type WishlistItem, wishlistResponse } from "./schemas/wishlist.server";
import { commitSession, getSession, getToken, getUser, getWishlistId, setWishlistId } from "./session.server";
import { happened } from "./store-events.server";

/** A `wishlist_id` the API no longer knows (expired, or another account's) is dropped for the account's own list. */
export async function getWishlist(request: Request): Promise<Wishlist> {
  const id = getWishlistId(await getSession(request));
  try {
    return (await api(request, "/wishlists", { schema: wishlistResponse, query: id ? { unique_id: id } : undefined })).data;
  } catch (error) {
    if (id && isNotFound(error)) return (await api(request, "/wishlists", { schema: wishlistResponse })).data;
    throw error;
  }
}

export type Favorites = { items: WishlistItem[]; failed: boolean };

const inflight = new Map<string, Promise<Favorites>>();

// Null when signed out (spec 6). Remix gives each loader its own request, so the shell and the favorites page share
// the read in flight for a session: one call, and a header that never contradicts the page.
export async function loadFavorites(request: Request): Promise<Favorites | null> {
  const session = await getSession(request);
  const token = await getToken(request);
  if (!token || !(await getUser(request))) return null;
  const key = `${token}|${getWishlistId(session) ?? ""}`;
  let read = inflight.get(key);
  if (!read) {
    read = readFavorites(request).finally(() => inflight.delete(key));
    inflight.set(key, read);
  }
  return read;
}

async function readFavorites(request: Request): Promise<Favorites> {
  try {
    return { items: (await getWishlist(request)).baggage, failed: false };
  } catch (error) {
    // A 401 still ends the session (spec 4 "Session"); any other failure is swallowed.
    if (isRedirect(error) || !(error instanceof ApiError || isNotFound(error))) throw error;
    return { items: [], failed: true };
  }
}

/** Spec 4's heart. Null when the API failed (swallowed: nothing was saved). `from` is the heart's page (`is_plp`). */
export async function toggleFavorite(request: Request, entry: { slug: string; sku: string; engraving: Engraving }, from?: string) {
  const session = await getSession(request);
  try {
    const current = await getWishlist(request);
    // A new item is its slug, sku and engraving: the API fills in the rest (and the slug tells it which piece has that sku).
    const { list, added } = toggleEntry<{ slug: string; sku: string; engraving: unknown }>(current.baggage, entry);
    const saved = await api(request, "/wishlists", {
      method: "POST",
      schema: wishlistResponse,
      body: { unique_id: current.unique_id, baggage: list },
    });
    setWishlistId(session, saved.data.unique_id);
    const same = (favorite: WishlistItem) => favorite.slug === entry.slug && favorite.sku === entry.sku;
    const item = saved.data.baggage.find(same) ?? current.baggage.find(same);
    happened(request, { kind: "favorite", added, sku: entry.sku, favorite: item, from });
    return { added, setCookie: await commitSession(session) };
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError || isNotFound(error))) throw error;
    return null;
  }
}

/** Spec 4 "Session": sign-in reloads the wishlist (an id in the session was the visit's before); a failure waits for the next page. */
export async function reloadWishlistId(request: Request): Promise<void> {
  const session = await getSession(request);
  session.unset("wishlist_id");
  try {
    setWishlistId(session, (await getWishlist(request)).unique_id);
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError || isNotFound(error))) throw error;
  }
}
