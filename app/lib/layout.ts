/**
 * Spec 2 "Layouts": default (header, footer, drawers), content (adds the info
 * side menu, drawn by the content route) and empty. Checkout pages use the
 * default layout with the reduced header. A route picks one with its `handle`.
 */
import type { AnalyticsHandle } from "./analytics";

export type LayoutName = "default" | "content" | "empty" | "checkout";
/** What a route tells the shell: its layout, and what its events carry (lib/analytics.ts). */
export type RouteHandle = { layout?: LayoutName } & AnalyticsHandle;

export function layoutOf(matches: Array<{ handle?: RouteHandle }>): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = matches[i]?.handle?.layout;
    if (layout) return layout;
  }
  return "default";
}
