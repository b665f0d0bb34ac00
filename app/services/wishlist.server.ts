// Spec 8 swallows failures, but a list that failed to load is never shown as empty; a heart shows only what the API holds.
import { type Engraving, toggleEntry } from "~/lib/wishlist";

import { ApiError, api, isNotFound, isRedirect } from "./api.server";
import { type Wishlist, type WishlistItem, wishlistResponse } from "./schemas/wishlist.server";
import { commitSession, getSession, getToken, getUser, getWishlistId, setWishlistId } from "./session.server";
import { happened } from "./store-events.server";

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

// Remix gives each loader its own request: the shell and the favorites page share one read, so they never disagree.
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

export async function toggleFavorite(request: Request, entry: { slug: string; sku: string; engraving: Engraving }, from?: string) {
  const session = await getSession(request);
  try {
    const current = await getWishlist(request);
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

/** Spec 4 "Session": an id in the session was the visit's before sign-in; a failure waits for the next page. */
export async function reloadWishlistId(request: Request): Promise<void> {
  const session = await getSession(request);
  session.unset("wishlist_id");
  try {
    setWishlistId(session, (await getWishlist(request)).unique_id);
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError || isNotFound(error))) throw error;
  }
}
