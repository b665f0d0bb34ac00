/**
 * Spec 2 "Navigation behaviour": a path change scrolls to the top after
 * 300 ms; hash links scroll smoothly to their element (CSS `scroll-behavior:
 * smooth` on html, so without JavaScript too, and not under
 * prefers-reduced-motion).
 *
 * How this sits with Remix's <ScrollRestoration>, which stays the one that
 * decides: on a new location it restores the saved position on back/forward
 * (POP), scrolls to the hash's element, does nothing for a navigation with
 * `preventScrollReset` or a submission, and otherwise resets to the top, at
 * once, on the new page's first frame. We do not delay that reset by 300 ms:
 * the new page would show for 300 ms at the old page's depth. Instead:
 * - while a navigation loads, html's scroll-behavior is `auto`, so that the
 *   router's reset and restore jump instead of gliding the length of the page
 *   (the smooth CSS would apply to them too); a hash link within the page
 *   loads nothing and keeps gliding;
 * - when ScrollRestoration has reset a path change to the top, the page is
 *   put back at the top 300 ms later (the spec's delay), in case something
 *   moved it meanwhile (focus going back to a drawer's opener in the footer,
 *   late layout), unless the shopper has scrolled, touched or typed since. A
 *   path change that kept its place (`preventScrollReset`) is left alone.
 */
export const SCROLL_TOP_DELAY_MS = 300;

type Place = { pathname: string; hash: string };
export type NavigationKind = "PUSH" | "REPLACE" | "POP";

/** A new page to be read from its top: a new path, not back/forward, and no element asked for by a hash. */
export function isPathChange(from: Place, to: Place, kind: NavigationKind): boolean {
  return kind !== "POP" && to.hash === "" && from.pathname !== to.pathname;
}
