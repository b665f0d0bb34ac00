/** `npm run size` (README). Sizes are each file's own gzip size summed, in KB of 1024 bytes. */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

// 105 KB, the form door's budget (features had crept to 108.2 KB until the drawers' contents and the marketing popup
// left the first load, 104.5 KB), plus what keeps a half-loaded page working, since a failed background request
// turned good pages into error pages: the whole route manifest (2 KB), which the pages import rather than fetch
// /__manifest for their links, and lib/native-fallback.ts (1.5 KB), which loads as a document what JavaScript could not;
// then 1 KB for what crawlers read on every page: each route's error meta in the head (withErrorMeta) rather than a
// title in the body, one title template, and a listing's numbered pages. Structured data is built by the loaders and
// ships no code.
export const FIRST_LOAD_BUDGET_KB = 110;
// 33 KB: every form carries the same 30 KB (zod, remix-validated-form, the form door); the checkout's address step,
// the largest form (a shipping and a billing address), reached 32.03 KB with spec 5's valid-field styling.
export const LAZY_BUDGET_KB = 33;

export type Route = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
/** `url`: the route manifest's own module, which every page imports first (no lazy route discovery). */
export type Manifest = { url?: string; entry: { module: string; imports: string[] }; routes: Record<string, Route> };
export type ReadChunk = (url: string) => string;
export type ChunkSize = (url: string) => number;

/** Undefined for bare or computed specifiers. */
export function resolveSpecifier(specifier: string, from: string): string | undefined {
  if (specifier.startsWith("/")) return posix.normalize(specifier);
  if (specifier.startsWith("./") || specifier.startsWith("../")) return posix.join(posix.dirname(from), specifier);
  return undefined;
}

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*(["'])([^"'\n]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`$\n]+)\1\s*\)/g;

function specifiers(code: string, pattern: RegExp, from: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(pattern)) {
    const url = resolveSpecifier(match[2], from);
    if (url) found.add(url);
  }
  return [...found];
}

/** `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"` in a minified ESM chunk. */
export function staticImports(code: string, from: string): string[] {
  return specifiers(code, STATIC_IMPORT, from);
}

/** `import("./x.js")` with a literal specifier; `import(e.module)` and template literals are skipped. */
export function dynamicImports(code: string, from: string): string[] {
  return specifiers(code, DYNAMIC_IMPORT, from);
}

export function staticClosure(roots: Iterable<string>, read: ReadChunk): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(read(url), url));
  }
  return seen;
}

export function routeChain(manifest: Manifest, routeId: string): Route[] {
  const chain: Route[] = [];
  for (let route: Route | undefined = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  return chain;
}

export function firstLoadFiles(manifest: Manifest, routeId: string, read: ReadChunk): Set<string> {
  const roots = [...(manifest.url ? [manifest.url] : []), manifest.entry.module, ...manifest.entry.imports];
  for (const route of routeChain(manifest, routeId)) roots.push(route.module, ...(route.imports ?? []));
  return staticClosure(roots, read);
}

/** Transitively: a lazily loaded chunk may import another lazily. */
export function lazyTargets(files: Iterable<string>, read: ReadChunk): Set<string> {
  const targets = new Set<string>();
  const scanned = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (scanned.has(file)) continue;
    scanned.add(file);
    for (const target of dynamicImports(read(file), file)) {
      if (targets.has(target)) continue;
      targets.add(target);
      queue.push(...staticClosure([target], read));
    }
  }
  return targets;
}

export function totalSize(files: Iterable<string>, size: ChunkSize): number {
  let total = 0;
  for (const file of files) total += size(file);
  return total;
}

export type RouteFigures = { route: string; files: number; bytes: number };
export type LazyFigures = {
  chunk: string;
  /** The most it adds to any route that can load it (its static closure minus that route's first load). */
  bytes: number;
  worstRoute: string;
  leastBytes: number;
  files: number;
  routes: number;
};
export type Figures = {
  routes: RouteFigures[];
  lazy: LazyFigures[];
  lazyTotal: { bytes: number; route: string; files: number } | undefined;
};

export function measure(manifest: Manifest, read: ReadChunk, size: ChunkSize): Figures {
  const routes: RouteFigures[] = [];
  const lazy = new Map<string, LazyFigures>();
  let lazyTotal: Figures["lazyTotal"];
  for (const routeId of Object.keys(manifest.routes)) {
    if (routeId === "root") continue;
    const firstLoad = firstLoadFiles(manifest, routeId, read);
    routes.push({ route: routeId, files: firstLoad.size, bytes: totalSize(firstLoad, size) });

    const allExtra = new Set<string>();
    for (const chunk of lazyTargets(firstLoad, read)) {
      const extra = [...staticClosure([chunk], read)].filter((file) => !firstLoad.has(file));
      extra.forEach((file) => allExtra.add(file));
      const bytes = totalSize(extra, size);
      const known = lazy.get(chunk);
      if (!known) lazy.set(chunk, { chunk, bytes, worstRoute: routeId, leastBytes: bytes, files: extra.length, routes: 1 });
      else {
        known.routes += 1;
        known.leastBytes = Math.min(known.leastBytes, bytes);
        if (bytes > known.bytes) Object.assign(known, { bytes, worstRoute: routeId, files: extra.length });
      }
    }
    const bytes = totalSize(allExtra, size);
    if (allExtra.size > 0 && (!lazyTotal || bytes > lazyTotal.bytes)) lazyTotal = { bytes, route: routeId, files: allExtra.size };
  }
  return {
    routes: routes.sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route)),
    lazy: [...lazy.values()].sort((a, b) => b.bytes - a.bytes || a.chunk.localeCompare(b.chunk)),
    lazyTotal,
  };
}

export const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

export function budgetFailures(figures: Figures, budgets = { firstLoadKB: FIRST_LOAD_BUDGET_KB, lazyKB: LAZY_BUDGET_KB }): string[] {
  const failures: string[] = [];
  const heavyRoutes = figures.routes.filter((row) => row.bytes > budgets.firstLoadKB * 1024);
  if (heavyRoutes.length > 0) {
    failures.push(
      `First load over ${budgets.firstLoadKB} KB gzip: ${heavyRoutes.map((row) => `${row.route} (${kb(row.bytes)} KB)`).join(", ")}`,
    );
  }
  const heavyChunks = figures.lazy.filter((row) => row.bytes > budgets.lazyKB * 1024);
  if (heavyChunks.length > 0) {
    failures.push(
      `Lazily loaded code over ${budgets.lazyKB} KB gzip: ${heavyChunks.map((row) => `${row.chunk} (${kb(row.bytes)} KB on ${row.worstRoute})`).join(", ")}`,
    );
  }
  return failures;
}

async function main() {
  const cwd = process.cwd();
  const serverBuild = join(cwd, "build/index.js");
  if (!existsSync(serverBuild)) {
    console.error("No build/index.js: run `npm run build` first (or `npm run size`).");
    process.exitCode = 1;
    return;
  }
  const { assets } = (await import(pathToFileURL(serverBuild).href)) as { assets: Manifest };

  const texts = new Map<string, string>();
  const read: ReadChunk = (url) => {
    if (!texts.has(url)) texts.set(url, readFileSync(join(cwd, "public", url), "utf8"));
    return texts.get(url)!;
  };
  const sizes = new Map<string, number>();
  const size: ChunkSize = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(read(url)).length);
    return sizes.get(url)!;
  };

  let figures: Figures;
  try {
    figures = measure(assets, read, size);
  } catch (error) {
    console.error(`Cannot read the browser build (${(error as Error).message}): public/build does not match build/index.js; run \`npm run build\`.`);
    process.exitCode = 1;
    return;
  }

  console.info(`First load per route (budget ${FIRST_LOAD_BUDGET_KB} KB gzip):`);
  console.table(figures.routes.map((row) => ({ route: row.route, "gzip KB": kb(row.bytes), files: row.files })));

  console.info(`Lazily loaded chunks, extra over the first load of the route that loads them (budget ${LAZY_BUDGET_KB} KB gzip each):`);
  if (figures.lazy.length === 0) console.info("  (no import(\"…\") with a literal specifier in any first load)");
  else {
    console.table(
      figures.lazy.map((row) => ({
        chunk: posix.basename(row.chunk),
        "own gzip KB": kb(size(row.chunk)),
        "extra gzip KB": kb(row.bytes),
        files: row.files,
        "worst route": row.worstRoute,
        "least extra KB": kb(row.leastBytes),
        routes: row.routes,
      })),
    );
  }
  if (figures.lazyTotal) {
    console.info(
      `All lazily loaded code together: ${kb(figures.lazyTotal.bytes)} KB gzip in ${figures.lazyTotal.files} files beyond the first load (on ${figures.lazyTotal.route}).`,
    );
  }

  const failures = budgetFailures(figures);
  if (failures.length === 0) {
    console.info(`Within budget: every first load ≤ ${FIRST_LOAD_BUDGET_KB} KB, every lazily loaded chunk ≤ ${LAZY_BUDGET_KB} KB gzip.`);
  } else {
    for (const failure of failures) console.error(`✗ ${failure}`);
    process.exitCode = 1;
  }
}

// Run only as a script (tsx scripts/size.ts), not when the tests import the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
