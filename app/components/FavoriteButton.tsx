import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { useBusy } from "~/lib/busy";
import { FAVORITES_ACTION, signInOverHref } from "~/lib/drawers";
import type { FormResult } from "~/lib/forms/form";
import { NO_SKU_ALERT, withAlert } from "~/lib/page-alert";
import { type Engraving, isFavorite } from "~/lib/wishlist";
import { useShell } from "~/lib/shell";

import { Icon } from "./Icon";
import { ENHANCED_FIELD } from "~/lib/native-fallback";

type Props = {
  /** Null or empty for a piece without a sku (spec 8: "No default_sku"). */
  slug: string;
  sku: string | null;
  title: string;
  /** A favorite's own engraving, so the right item leaves the list. */
  engraving?: Engraving;
  pressed?: boolean;
  className?: string;
};

// Spec 4 "Wishlist": a form to /favorites, so it works without JavaScript; with it a fetcher posts in place.
export function FavoriteButton({ slug, sku, title, engraving, pressed, className = "" }: Props) {
  const shell = useShell();
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const back = withAlert(`${location.pathname}${location.search}`, null);
  const signedIn = Boolean(shell?.user);
  const favorites = shell?.favorites ?? null;
  // A list that failed to load says nothing about this piece: no pressed state rather than a false one.
  const known = pressed !== undefined || (signedIn ? favorites !== null && !favorites.failed : true);
  const isPressed = pressed ?? isFavorite(favorites?.keys, slug, sku);
  const busy = useBusy(fetcher.state !== "idle");
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
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
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
