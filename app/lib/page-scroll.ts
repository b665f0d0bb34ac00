// Spec 2 "Navigation behaviour". ScrollRestoration still resets at once (else the new page shows at the old depth);
// the delayed re-reset catches focus moving the page back (a footer opener), unless the shopper scrolled or typed.
export const SCROLL_TOP_DELAY_MS = 300;

type Place = { pathname: string; hash: string };
export type NavigationKind = "PUSH" | "REPLACE" | "POP";

export function isPathChange(from: Place, to: Place, kind: NavigationKind): boolean {
  return kind !== "POP" && to.hash === "" && from.pathname !== to.pathname;
}
