import { Link } from "@remix-run/react";

/** Spec 2 "Favorites": what an empty list says, in the drawer and on the page. */
export function FavoritesEmpty() {
  return (
    <div className="empty-state">
      <p>You have no favorites yet. Tap the heart on any piece to keep it here.</p>
      <Link to="/shop-all" className="button">
        Shop now
      </Link>
    </div>
  );
}
