/**
 * The signed-in shopper's wishlist (spec 4 "Wishlist", spec 7 "Wishlist"):
 * read with `GET /wishlists?unique_id`, saved whole with `POST /wishlists
 * {unique_id, baggage}`, its id kept in the session for 3 days.
 *
 * Spec 8 swallows wishlist failures: nothing here throws an API error at a
 * page. But a list that failed to load is never shown as empty, and a heart
 * only ever shows what the API holds: a toggle reads the list first, saves
 * it, and the page then reads it back (revalidation or the redirect).
 */
import { isListingPath } from "~/lib/analytics";
import { analyticsPrice } from "~/lib/money";
import { type Engraving, toggleEntry } from "~/lib/wishlist";

import { sendEvent } from "./analytics.server";
import { ApiError, api, isNotFound, isRedirect } from "./api.server";
import { type Wishlist, type WishlistItem, wishlistResponse } from "./schemas/wishlist.server";
import { commitSession, getSession, getUser, getWishlistId, setWishlistId } from "./session.server";

/**
 * The list. A `wishlist_id` the API no longer knows (expired on its side, or
 * left from another account) is dropped and the account's own list asked for.
 */
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

/** Reads in flight, by the session's token and wishlist id. */
const inflight = new Map<string, Promise<Favorites>>();

/**
 * The wishlist for a page: null when signed out (favorites need an account,
 * spec 6), `failed` when the API did not answer. Remix gives each loader a
 * request of its own, so the shell and the favorites page of one document
 * share a read that is in flight for the same session instead: one call, and
 * one answer for both (a page never shows a list its header contradicts).
 * Nothing is kept once it settles.
 */
export async function loadFavorites(request: Request): Promise<Favorites | null> {
  const session = await getSession(request);
  const token = session.get("token");
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

/**
 * Spec 4's heart: the item with this sku and engraving leaves the list, or
 * joins it; the whole list is saved and the API's answer is the list from
 * then on. Sends add_to_favorites or remove_from_favorites once saved.
 * Returns what happened and the cookie that keeps the list's id, or null
 * when the API failed (swallowed: nothing was saved, and nothing says it was).
 */
/** `from` is the page the heart was on: a listing's events say so (`is_plp`). */
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
    void sendEvent(request, {
      event_id: added ? "add_to_favorites" : "remove_from_favorites",
      product_sku: entry.sku,
      ...(item?.id ? { product_configuration_id: item.id } : {}),
      ...(item ? { product_price: analyticsPrice(item.price) } : {}),
      ...(isListingPath(from) ? { is_plp: true } : {}),
    });
    return { added, setCookie: await commitSession(session) };
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError || isNotFound(error))) throw error;
    return null;
  }
}

/**
 * Spec 4 "Session": sign-in reloads the wishlist. The account's own list is
 * asked for (any id in the session belonged to the visit before), and its
 * id kept. A failure is swallowed: the next page asks again.
 */
export async function reloadWishlistId(request: Request): Promise<void> {
  const session = await getSession(request);
  session.unset("wishlist_id");
  try {
    setWishlistId(session, (await getWishlist(request)).unique_id);
  } catch (error) {
    if (isRedirect(error) || !(error instanceof ApiError || isNotFound(error))) throw error;
  }
}
