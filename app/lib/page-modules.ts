/** The part of Remix's browser manifest that says which modules a page loads. */
export type ModuleManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
};

/**
 * The modules a page's first load needs, as Remix's `<Scripts>` preloads
 * them: the entry and its imports, then each matched route's imports and
 * module, each once, in that order.
 */
export function pageModules(manifest: ModuleManifest, matches: ReadonlyArray<{ id: string }>): string[] {
  const routeModules = matches.flatMap((match) => {
    const route = manifest.routes[match.id];
    return route ? [...(route.imports ?? []), route.module] : [];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules])];
}
