// Spec 2 "Navigation behaviour": a path change scrolls to the top after 300 ms; hash links glide (CSS smooth scroll).
// Remix's <ScrollRestoration> still resets at once (delaying it would show the new page at the old depth). While a
// navigation loads, scroll-behavior is `auto` so the router's jumps don't glide; 300 ms after a reset the page is put
// back at the top in case something moved it (focus back to a footer opener), unless the shopper scrolled or typed.
export const SCROLL_TOP_DELAY_MS = 300;

type Place = { pathname: string; hash: string };
export type NavigationKind = "PUSH" | "REPLACE" | "POP";

export function isPathChange(from: Place, to: Place, kind: NavigationKind): boolean {
  return kind !== "POP" && to.hash === "" && from.pathname !== to.pathname;
}
