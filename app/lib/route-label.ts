// A route, not the path, so metrics do not get one series per product; matching is costly, so results are cached.
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";

export type BuildRoutes = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>;

const DATA_SUFFIX = ".data";

function tree(routes: BuildRoutes, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = tree(routes, route.id);
      return route.index
        ? { id: route.id, index: true as const, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

export function createRouteLabeler(routes: BuildRoutes, maxPaths = 5000): (path: string) => string {
  const routeTree = tree(routes);
  const known = new Map<string, string>();
  return (path) => {
    const found = known.get(path);
    if (found !== undefined) {
      // Re-insert to keep LRU order.
      known.delete(path);
      known.set(path, found);
      return found;
    }
    const data = path.endsWith(DATA_SUFFIX);
    const pagePath = data ? path.slice(0, -DATA_SUFFIX.length).replace(/^\/_root$/, "/") || "/" : path;
    const matches = matchRoutes(routeTree, pagePath);
    const id = matches?.at(-1)?.route.id ?? "unmatched";
    const label = data ? `${id} (data)` : id;
    known.set(path, label);
    if (known.size > maxPaths) known.delete(known.keys().next().value as string);
    return label;
  };
}
