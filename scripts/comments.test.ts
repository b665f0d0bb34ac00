import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { folderWeight, isSource, weigh } from "./comments";

describe("comment weight", () => {
  it("counts line, block, JSDoc and JSX comment lines, not code with a trailing comment or a URL in a string", () => {
    const text = [
      "// why",
      "/**",
      " * the spec's rule",
      " */",
      "const url = \"https://example.com\"; // trailing",
      "  {/* a JSX note */}",
      "export const x = 1;",
      "",
    ].join("\n");
    expect(weigh(text)).toEqual({ comments: 5, lines: 7 });
  });

  it("reads source files only: no tests, generated settings or declarations", () => {
    expect(["a.ts", "b.tsx", "a.test.ts", "b.test.tsx", "build-settings.generated.ts", "env.d.ts"].filter(isSource)).toEqual(["a.ts", "b.tsx"]);
  });

  it("sums a folder's files, nested ones included", () => {
    const folder = mkdtempSync(join(tmpdir(), "comments-"));
    mkdirSync(join(folder, "lib"));
    writeFileSync(join(folder, "a.ts"), "// one\nconst a = 1;\n");
    writeFileSync(join(folder, "lib", "b.tsx"), "const b = 2;\nconst c = 3;\n");
    writeFileSync(join(folder, "lib", "b.test.tsx"), "// not counted\n");
    expect(folderWeight(folder)).toEqual({ comments: 1, lines: 4 });
  });
});
