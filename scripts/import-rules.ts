/**
 * `npm run imports`: the import graph (madge, type imports included) keeps the house's directions. Nothing in app/
 * imports server/ (the server is handed to the app through the request context), and no component imports a route
 * or the shell's site forms (the shell hands them down through components/SiteForms.tsx).
 */
import { pathToFileURL } from "node:url";

import madge from "madge";

export type Graph = Record<string, string[]>;
export type Rule = { name: string; from: (file: string) => boolean; to: (file: string) => boolean };

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

export const RULES: Rule[] = [
  { name: "app/ imports nothing from server/", from: (file) => file.startsWith("app/"), to: (file) => file.startsWith("server/") },
  {
    name: "components/ import no route and no site form",
    from: (file) => file.startsWith("app/components/") && !isTest(file),
    to: (file) => file.startsWith("app/routes/") || file === "app/site-forms.ts" || file === "app/root.tsx",
  },
];

export function brokenRules(graph: Graph, rules = RULES): string[] {
  return Object.entries(graph).flatMap(([file, imports]) =>
    rules.flatMap((rule) => (rule.from(file) ? imports.filter(rule.to).map((target) => `${rule.name}: ${file} imports ${target}`) : [])),
  );
}

async function main() {
  const result = await madge(["app", "server"], {
    baseDir: process.cwd(),
    fileExtensions: ["ts", "tsx", "mts", "mjs"],
    tsConfig: "tsconfig.json",
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const graph = result.obj();
  const broken = brokenRules(graph);
  for (const line of broken) console.error(line);
  console.info(`${Object.keys(graph).length} modules, ${broken.length} imports against the rules`);
  if (broken.length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
