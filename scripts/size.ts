/**
 * `npm run size`: the gzipped JavaScript each route makes a browser load on
 * its first visit (entry, root, the route and their shared chunks), from the
 * build's asset manifest. Goal: no page over 115 KB.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 115;

type Route = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[]; hasLoader?: boolean };
const build = await import(pathToFileURL(join(process.cwd(), "build/index.js")).href);
const assets = build.assets as { entry: { module: string; imports: string[] }; routes: Record<string, Route> };

const sizes = new Map<string, number>();
function gz(file: string): number {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(process.cwd(), "public", file))).length);
  return sizes.get(file)!;
}

function chain(route: Route): Route[] {
  const parent = route.parentId ? assets.routes[route.parentId] : undefined;
  return parent ? [...chain(parent), route] : [route];
}

const rows = Object.values(assets.routes)
  .filter((route) => route.id !== "root")
  .map((route) => {
    const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
    for (const r of chain(route)) {
      files.add(r.module);
      for (const file of r.imports ?? []) files.add(file);
    }
    const total = [...files].reduce((sum, file) => sum + gz(file), 0);
    return { route: route.id, "gzip KB": +(total / 1024).toFixed(1), files: files.size };
  })
  .sort((a, b) => b["gzip KB"] - a["gzip KB"]);

console.table(rows);
const over = rows.filter((row) => row["gzip KB"] > BUDGET_KB);
console.info(over.length === 0 ? `Every route is within ${BUDGET_KB} KB of gzipped JavaScript.` : `Over ${BUDGET_KB} KB: ${over.map((r) => r.route).join(", ")}`);
