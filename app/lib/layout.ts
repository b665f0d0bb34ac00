// Spec 2 "Layouts"; checkout pages use the default layout with the reduced header. A route picks one with its `handle`.
import type { AnalyticsHandle } from "./analytics";

export type LayoutName = "default" | "content" | "empty" | "checkout";
export type RouteHandle = { layout?: LayoutName } & AnalyticsHandle;

export function layoutOf(matches: Array<{ handle?: RouteHandle }>): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = matches[i]?.handle?.layout;
    if (layout) return layout;
  }
  return "default";
}
