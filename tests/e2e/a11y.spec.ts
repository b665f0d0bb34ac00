import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect, hasJavaScript, open, signIn, test } from "./support";

const pages = [
  "/",
  "/about",
  "/no-such-page",
  "/about?panel=cart",
  "/?drawer=1",
  "/shop-all",
  "/product/celeste-solitaire-ring",
  // Its amounts (swatches of words alone) and the recipient's fields, the delivery date among them.
  "/product/maison-lumiere-e-gift-card?configuration_id=EGIFT-500",
];
/** A signed-in shopper's pages: the favorites, their drawer, and the alert a heart can open. */
const signedInPages = ["/favorites", "/about?panel=favorites", "/favorites?alert=no-default-sku"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility", () => {
  // axe runs as a script in the page: the server-rendered DOM is the same in both projects.
  test.skip(() => !hasJavaScript(), "axe needs JavaScript in the page");

  for (const path of pages) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("at phone width, a product page (its gallery scrolls sideways) has no WCAG A/AA violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/product/celeste-solitaire-ring");
    expect(await violations(page)).toEqual([]);
  });

  test(`signed in, ${signedInPages.join(", ")} have no WCAG A/AA violations`, async ({ page }) => {
    await open(page, "/?drawer=1");
    await signIn(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    for (const path of signedInPages) {
      await open(page, path);
      expect(await violations(page), path).toEqual([]);
    }
  });
});
