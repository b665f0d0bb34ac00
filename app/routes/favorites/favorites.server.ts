// Spec 4 "Wishlist": after a heart's post the page revalidates, so hearts and the header's count match the API.
import { data, redirect } from "@remix-run/node";

import { signInOverHref } from "~/lib/drawers";
import { newestFirst, toFavoriteCard } from "~/lib/favorite-card";
import { favoriteForm } from "./favorite.form";
import type { Refused } from "~/lib/forms/form";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { NO_SKU_ALERT, withAlert } from "~/lib/page-alert";
import { safeRedirect } from "~/lib/safe-redirect";
import { handleForms, on } from "~/services/form-door.server";
import { getUser, requireUser } from "~/services/session.server";
import { getBootstrap } from "~/services/site.server";
import { loadFavorites, toggleFavorite } from "~/services/wishlist.server";
import { storeDatesOf } from "~/services/dates.server";

export async function loadFavoritesPage(request: Request) {
  await requireUser(request);
  const [favorites, bootstrap] = await Promise.all([loadFavorites(request), getBootstrap(request)]);
  return data(
    {
      failed: favorites?.failed ?? false,
      cards: newestFirst((favorites?.items ?? []).map((item) => toFavoriteCard(item, storeDatesOf(bootstrap.settings.date_format).instant))),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

const backTo = (redirectTo: string | undefined) => safeRedirect(redirectTo, "/favorites");

/** Spec 4: a signed-out heart opens the sign-in drawer on the same page, and sign-in comes back to it. */
export function favoritesAction(request: Request) {
  return handleForms(
    request,
    on(
      favoriteForm,
      async ({ slug, sku, engraving, redirectTo, enhanced }) => {
        const back = backTo(redirectTo);
        if (!(await getUser(request))) return redirect(signInOverHref(back));
        // A failed save is swallowed (spec 8): the page is shown again with the list the API holds.
        const saved = await toggleFavorite(request, { slug, sku, engraving }, back);
        const headers = saved ? { "Set-Cookie": saved.setCookie } : undefined;
        return enhanced ? { headers } : redirect(back, { headers });
      },
      {
        // Without JavaScript: signed out asks to sign in first, then a card with no sku gets spec 8's alert.
        refused: async (result: Refused) => {
          if (result.values.enhanced === "1") return undefined;
          const back = backTo(result.values.redirectTo);
          if (!(await getUser(request))) return redirect(signInOverHref(back));
          return redirect(result.fieldErrors.sku ? withAlert(back, NO_SKU_ALERT) : back);
        },
      },
    ),
  );
}
