// Spec 9: the style sheets break at 767, 768, 1024, 1025, 1220, 1221, 1440, 1513 and 1920 px, and nowhere else.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const SPEC_WIDTHS = [767, 768, 1024, 1025, 1220, 1221, 1440, 1513, 1920];

function widthsIn(folder: string): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".css"))) {
    const css = readFileSync(join(folder, file), "utf8");
    for (const [prelude] of css.matchAll(/@media[^{]*/g)) {
      for (const match of prelude.matchAll(/(?:min|max)-width:\s*(\d+)px/g)) {
        const width = Number(match[1]);
        found.set(width, [...(found.get(width) ?? []), file]);
      }
    }
  }
  return found;
}

describe("the style sheets' breakpoints", () => {
  const found = widthsIn(join(__dirname));

  it("are the spec's widths and no others", () => {
    const others = [...found.keys()].filter((width) => !SPEC_WIDTHS.includes(width));
    expect(others.map((width) => `${width}px in ${found.get(width)!.join(", ")}`)).toEqual([]);
  });

  it("use every one of them", () => {
    expect(SPEC_WIDTHS.filter((width) => !found.has(width))).toEqual([]);
  });
});
