import { http } from "msw";
import { z } from "zod";

import { authenticate } from "../accounts";
import { apiError, errors, ok } from "../http";
import { field, fieldErrors, readObject } from "../validation";
import {
  checkBaggage,
  findWishlistFor,
  MAX_UNIQUE_ID_LENGTH,
  openWishlist,
  renderWishlist,
  replaceItems,
  WISHLIST_MESSAGES,
} from "../wishlists";

const API = "*/api/v1";

// Omitted (or empty) for the account's own list; baggage is checked by checkBaggage().
export const saveWishlist = z.object({ unique_id: field.optionalText("unique_id", MAX_UNIQUE_ID_LENGTH) });

/** One answer for an unknown id and another account's list: the id's owner is never revealed. */
const wishlistNotFound = () => apiError(404, WISHLIST_MESSAGES.notFound, "unique_id");

export const wishlistHandlers = [
  http.get(`${API}/wishlists`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const uniqueId = new URL(request.url).searchParams.get("unique_id")?.trim() || undefined;
    if (uniqueId !== undefined && uniqueId.length > MAX_UNIQUE_ID_LENGTH) {
      return apiError(400, `The unique_id may not be greater than ${MAX_UNIQUE_ID_LENGTH} characters.`, "unique_id");
    }
    const list = openWishlist(auth.user, uniqueId);
    return list ? ok(request, renderWishlist(list)) : wishlistNotFound();
  }),

  /** A refused save changes nothing and creates no list. */
  http.post(`${API}/wishlists`, async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const body = await readObject(request);
    const parsed = saveWishlist.safeParse(body);
    // The list as it is, so a favorite posted back without its id keeps its piece (wishlists.ts resolvePiece).
    const current = parsed.success ? findWishlistFor(auth.user, parsed.data.unique_id) : undefined;
    const { items, problems } = checkBaggage(body.baggage, current?.items ?? []);
    if (!parsed.success || problems.length > 0) {
      return errors(400, [...(parsed.success ? [] : fieldErrors(parsed.error)), ...problems]);
    }

    const list = current ?? openWishlist(auth.user, parsed.data.unique_id);
    if (!list) return wishlistNotFound();
    replaceItems(list, items, new Date().toISOString());
    return ok(request, renderWishlist(list));
  }),
];
