/** `npm run comments`: comment lines stay at most 5 % of the source lines of app/ and mock-api/ (tests aside). */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const COMMENT_BUDGET = 0.05;
export const FOLDERS = ["app", "mock-api"];

const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*|\{\/\*)/;

export type Weight = { comments: number; lines: number };

export function weigh(text: string): Weight {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return { comments: lines.filter((line) => COMMENT_LINE.test(line)).length, lines: lines.length };
}

export function isSource(file: string): boolean {
  return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".generated.ts") && !file.endsWith(".d.ts");
}

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => !file.split(/[\\/]/).includes("node_modules") && isSource(file))
    .map((file) => join(folder, file));
}

export function folderWeight(folder: string): Weight {
  return sources(folder)
    .map((file) => weigh(readFileSync(file, "utf8")))
    .reduce((sum, weight) => ({ comments: sum.comments + weight.comments, lines: sum.lines + weight.lines }), { comments: 0, lines: 0 });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let over = false;
  for (const folder of FOLDERS) {
    const { comments, lines } = folderWeight(folder);
    const share = comments / lines;
    over ||= share > COMMENT_BUDGET;
    console.log(`${folder}: ${comments} comment lines of ${lines} (${(share * 100).toFixed(1)} %, budget ${COMMENT_BUDGET * 100} %)`);
  }
  if (over) {
    console.error("Comments over budget: keep those that say why, name a spec section or a library quirk.");
    process.exit(1);
  }
}
