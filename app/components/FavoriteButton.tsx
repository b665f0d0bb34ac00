import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import type { FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { FAVORITES_ACTION, signInOverHref } from "~/lib/drawers";
import { NO_SKU_ALERT, withAlert } from "~/lib/page-alert";
import { type Engraving, isFavorite } from "~/lib/wishlist";
import type { loader as rootLoader } from "~/root";
import type { action as favoritesAction } from "~/routes/favorites/route";

import { Icon } from "./Icon";

type Props = {
  /** The piece, and its configuration's sku; null or empty for a piece without one (spec 8: "No default_sku"). */
  slug: string;
  sku: string | null;
  title: string;
  /** A favorite's own engraving, so the right item leaves the list. */
  engraving?: Engraving;
  /** Given where the list is known to hold the piece (the favorites); otherwise read from the shell. */
  pressed?: boolean;
  className?: string;
};

/**
 * The heart (spec 4 "Wishlist"): a `<button aria-pressed>` in a form that
 * posts to /favorites, so it works without JavaScript and comes back to this
 * page. With JavaScript a fetcher posts it in place, and what it shows is
 * what the API answered: the page's shell is loaded again after the post.
 * Signed out, it opens the sign-in drawer over this page; a piece with no
 * sku opens spec 8's alert. Without JavaScript the server does both.
 */
export function FavoriteButton({ slug, sku, title, engraving, pressed, className = "" }: Props) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher<typeof favoritesAction>();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const back = withAlert(`${location.pathname}${location.search}`, null);
  const signedIn = Boolean(shell?.user);
  const favorites = shell?.favorites ?? null;
  // A list that failed to load says nothing about this piece: no pressed state rather than a false one.
  const known = pressed !== undefined || (signedIn ? favorites !== null && !favorites.failed : true);
  const isPressed = pressed ?? isFavorite(favorites?.keys, slug, sku);
  const busy = fetcher.state !== "idle";
  const hasEngraving = engraving && Object.keys(engraving).length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    if (!signedIn) {
      event.preventDefault();
      navigate(signInOverHref(back), { preventScrollReset: true });
    } else if (!sku) {
      event.preventDefault();
      navigate(withAlert(back, NO_SKU_ALERT), { preventScrollReset: true });
    }
  }

  return (
    <fetcher.Form method="post" action={FAVORITES_ACTION} className={`favorite-toggle ${className}`} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="sku" value={sku ?? ""} />
      {hasEngraving ? <input type="hidden" name="engraving" value={JSON.stringify(engraving)} /> : null}
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        className="favorite-toggle__button"
        aria-label={`Favorite ${title}`}
        aria-pressed={known ? isPressed : undefined}
        aria-busy={busy || undefined}
        title={known ? undefined : "Your favorites could not be loaded"}
        data-state={busy ? "busy" : known ? (isPressed ? "on" : "off") : "unknown"}
      >
        <Icon name="heart" size={20} />
      </button>
    </fetcher.Form>
  );
}
