import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { useBusy } from "~/lib/busy";
import { cartNotice } from "~/lib/cart-notice";
import { drawerHref } from "~/lib/drawers";
import type { FavoriteCardData } from "~/lib/favorite-card";
import type { FormResult } from "~/lib/forms/form";
import { withAlert } from "~/lib/page-alert";

import { CartNotice } from "./CartNotice";
import { RingSizeSelect } from "./product/RingSizeSelect";
import { FavoriteButton } from "./FavoriteButton";
import { FavoritesEmpty } from "./FavoritesEmpty";
import { Price } from "./Price";
import { ENHANCED_FIELD } from "~/lib/native-fallback";

/** Spec 8 swallows the failure, but an "empty" list would be false. */
export const FAVORITES_LOAD_FAILED = "Your favorites could not be loaded just now.";

type Props = { cards: FavoriteCardData[]; failed: boolean; headingLevel: 2 | 3; compact?: boolean };

/** Spec 2 "Favorites". */
export function FavoritesList({ cards, failed, headingLevel, compact = false }: Props) {
  const location = useLocation();
  if (failed) {
    return (
      <div className="empty-state" role="alert">
        <p>{FAVORITES_LOAD_FAILED}</p>
        {/* A whole new request: the list is read again, with or without JavaScript. */}
        <a href={withAlert(`${location.pathname}${location.search}`, null)} className="button">
          Try again
        </a>
      </div>
    );
  }
  if (cards.length === 0) return <FavoritesEmpty />;
  return (
    <ul className={`favorites-grid${compact ? " favorites-grid--compact" : ""}`}>
      {cards.map((card) => (
        <li key={card.key}>
          <FavoriteCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function FavoriteCard({ card, headingLevel }: { card: FavoriteCardData; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="favorite-card">
      <div className="favorite-card__media">
        <Link to={card.href} tabIndex={-1} aria-hidden="true" prefetch="intent">
          {card.image ? (
            <img src={card.image.url} alt="" width={card.image.width} height={card.image.height} loading="lazy" />
          ) : null}
        </Link>
        <FavoriteButton slug={card.slug} sku={card.sku} title={card.title} engraving={card.engraving} pressed className="favorite-card__heart" />
      </div>
      <Heading className="favorite-card__title">
        <Link to={card.href} prefetch="intent">
          {card.title}
        </Link>
      </Heading>
      {card.material ? <p className="small favorite-card__material">{card.material}</p> : null}
      <Price price={card.price} compareAt={card.compareAt} />
      {card.added ? (
        <p className="small favorite-card__added">
          Added <time dateTime={card.added.iso}>{card.added.text}</time>
        </p>
      ) : null}
      {card.buyableId && card.emailed ? (
        <Link to={card.href} className="button button--small button--block">
          Choose who it is for<span className="visually-hidden">: {card.title}</span>
        </Link>
      ) : card.buyableId ? (
        <FavoriteAddToBag id={card.buyableId} title={card.title} sizes={card.sizes} />
      ) : (
        <p className="small stock stock--out">Not available to order</p>
      )}
    </article>
  );
}

/** Without JavaScript the shopper comes back here with the cart drawer open, which shows what adding said. */
function FavoriteAddToBag({ id, title, sizes }: { id: number; title: string; sizes: string[] }) {
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  const result = fetcher.data ? cartNotice(fetcher.data) : null;
  const busy = useBusy(fetcher.state !== "idle");
  const fieldId = useId();
  return (
    <fetcher.Form method="post" action="/cart" className="favorite-card__bag">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_configuration_id" value={id} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={drawerHref(location.pathname, location.search, "cart")} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      {sizes.length > 0 ? (
        <RingSizeSelect id={`${fieldId}size`} sizes={sizes} piece={title} errorId={result?.field === "size" ? `${fieldId}notice` : undefined} />
      ) : null}
      <button type="submit" className="button button--small button--block" disabled={busy}>
        {busy ? "Adding…" : "Add to bag"}
        <span className="visually-hidden">: {title}</span>
      </button>
      <CartNotice notice={result} id={`${fieldId}notice`} />
    </fetcher.Form>
  );
}
