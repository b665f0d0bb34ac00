/**
 * Drawers are addressable by URL so a plain link opens them without
 * JavaScript. Spec 2: the sign-in drawer opens when the `drawer` query
 * parameter is present and the visitor is signed out. The other drawers use
 * `panel=<name>`.
 */
import { ALERT_PARAM } from "./page-alert";

export const PANELS = ["cart", "favorites", "email-us", "track-order"] as const;
export type PanelName = (typeof PANELS)[number];
export type DrawerName = PanelName | "sign-in";

export const SIGN_IN_PARAM = "drawer";
export const PANEL_PARAM = "panel";

export function activeDrawer(search: URLSearchParams, signedIn: boolean): DrawerName | null {
  if (search.has(SIGN_IN_PARAM) && !signedIn) return "sign-in";
  const panel = search.get(PANEL_PARAM);
  if (!panel || !(PANELS as readonly string[]).includes(panel)) return null;
  // Favorites need an account: a signed-out visitor gets the sign-in drawer (spec 2 "Header").
  if (panel === "favorites" && !signedIn) return "sign-in";
  return panel as PanelName;
}

/** The current URL with `drawer` opened; other query parameters stay. */
export function drawerHref(pathname: string, search: string, drawer: DrawerName): string {
  const params = withoutDrawers(search);
  if (drawer === "sign-in") params.set(SIGN_IN_PARAM, "1");
  else params.set(PANEL_PARAM, drawer);
  return `${pathname}?${params.toString()}`;
}

/**
 * The sign-in drawer over `path` (a path and query on this site), with
 * `redirect` back to it: where a signed-out heart sends the shopper (spec 4
 * "Wishlist"), so that signing in lands on the same page.
 */
export function signInOverHref(path: string): string {
  const url = new URL(path, "http://store.invalid");
  const back = closeDrawerHref(url.pathname, url.search);
  const here = new URL(drawerHref(url.pathname, new URL(back, url).search, "sign-in"), url);
  here.searchParams.set("redirect", back);
  return `${here.pathname}${here.search}`;
}

export function closeDrawerHref(pathname: string, search: string): string {
  const params = withoutDrawers(search);
  params.delete("redirect");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function withoutDrawers(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(SIGN_IN_PARAM);
  params.delete(PANEL_PARAM);
  return params;
}

/**
 * Opening or closing a drawer or an alert changes only the query: the page's
 * data is the same, so loaders need not run again.
 */
export function onlyDrawerChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = withoutDrawers(url.search);
    params.delete("redirect");
    // An alert over the page (page-alert.ts) is opened and closed the same way.
    params.delete(ALERT_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

type RevalidateArgs = { currentUrl: URL; nextUrl: URL; formMethod?: string; defaultShouldRevalidate: boolean };

/** A route's `shouldRevalidate`: keep the page's data when only a drawer opened or closed. */
export function revalidateUnlessDrawerToggle({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: RevalidateArgs) {
  return !formMethod && onlyDrawerChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/** Where every heart in the store posts (routes/favorites). */
export const FAVORITES_ACTION = "/favorites";

/**
 * `shouldRevalidate` for a page whose own data holds nothing of the wishlist
 * (catalogue, product, content): a heart's post changes only what the shell
 * and the favorites page show, so it does not load the page again.
 */
export function revalidateUnlessDrawerOrHeart(args: RevalidateArgs & { formAction?: string }) {
  return args.formAction === FAVORITES_ACTION ? false : revalidateUnlessDrawerToggle(args);
}

