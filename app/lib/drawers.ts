// Spec 2: drawers are addressable by URL, so a plain link opens them without JavaScript.
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
  // Spec 2 "Header".
  if (panel === "favorites" && !signedIn) return "sign-in";
  return panel as PanelName;
}

export function drawerHref(pathname: string, search: string, drawer: DrawerName): string {
  const params = withoutDrawers(search);
  if (drawer === "sign-in") params.set(SIGN_IN_PARAM, "1");
  else params.set(PANEL_PARAM, drawer);
  return `${pathname}?${params.toString()}`;
}

/** Spec 4 "Wishlist": signing in lands back on the same page. */
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

export function onlyDrawerChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = withoutDrawers(url.search);
    params.delete("redirect");
    params.delete(ALERT_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

type RevalidateArgs = { currentUrl: URL; nextUrl: URL; formMethod?: string; defaultShouldRevalidate: boolean };

export function revalidateUnlessDrawerToggle({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: RevalidateArgs) {
  return !formMethod && onlyDrawerChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const FAVORITES_ACTION = "/favorites";

export function revalidateUnlessDrawerOrHeart(args: RevalidateArgs & { formAction?: string }) {
  return args.formAction === FAVORITES_ACTION ? false : revalidateUnlessDrawerToggle(args);
}

