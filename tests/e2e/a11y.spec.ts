import AxeBuilder from "@axe-core/playwright";

import { expect, hasJavaScript, test } from "./support";

const pages = ["/", "/about", "/no-such-page", "/about?panel=cart", "/?drawer=1"];

test.describe("accessibility", () => {
  // axe runs as a script in the page: the server-rendered DOM is the same in both projects.
  test.skip(() => !hasJavaScript(), "axe needs JavaScript in the page");

  for (const path of pages) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
    });
  }
});
