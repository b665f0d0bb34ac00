import type { Page } from "@playwright/test";

import { expect, hasJavaScript, open, test } from "./support";

/** The listing's route module fails to load, once (aborted as a flaky network or a replaced build would). */
const failListingChunkOnce = (page: Page) => page.route("**/build/routes/shop-all*.js", (route) => route.abort(), { times: 1 });

test.describe("navigation with JavaScript", () => {
  test("a chunk that fails to load reloads the page asked for, at most once a minute, and shows the error page otherwise", async ({ page }) => {
    test.skip(!hasJavaScript(), "chunks are loaded by JavaScript");
    const start = Date.UTC(2026, 3, 1, 12, 0, 0);
    await page.clock.setFixedTime(start);
    const products = page.getByRole("region", { name: "Products" });
    const errorPage = page.getByRole("heading", { name: "500 ERROR" });

    await failListingChunkOnce(page);
    await open(page, "/");
    await page.getByRole("link", { name: "Shop all jewelry" }).click();
    await expect(products).toBeVisible();
    await expect(page).toHaveURL(/\/shop-all$/);

    // Again within 60 s: the error page, and no reload.
    await failListingChunkOnce(page);
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: "Shop all jewelry" }).click();
    await expect(errorPage).toBeVisible();
    await expect(page).toHaveURL(/\/shop-all$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A minute later a reload is allowed again.
    await page.clock.setFixedTime(start + 61_000);
    await failListingChunkOnce(page);
    await page.goBack();
    await page.getByRole("link", { name: "Shop all jewelry" }).click();
    await expect(products).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  test("a link to another path from far down a page opens the new page at its top", async ({ page }) => {
    test.skip(!hasJavaScript(), "without JavaScript every link loads a new document, which starts at the top");
    await open(page, "/");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Shipping" }).click();
    await expect(page).toHaveURL(/\/shipping$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
