import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");

describe("the QA guide", () => {
  it("shows the suite's own example test as it is, so the example cannot rot", () => {
    const readme = read("mock-api/README.md");
    const shown = /<!-- qa-guide:start -->\n```ts\n([\s\S]*?)```\n<!-- qa-guide:end -->/.exec(readme)?.[1];
    expect(shown, "the README's qa-guide block").toBeDefined();
    expect(shown).toBe(read("tests/e2e/qa-guide.spec.ts"));
  });
});
