import type { Page } from "@playwright/test";

import { expect, hasJavaScript, open, test } from "./support";

/** The listing's route module fails to load, once (aborted as a flaky network or a replaced build would). */
const failListingChunkOnce = (page: Page) => page.route("**/build/routes/shop-all*.js", (route) => route.abort(), { times: 1 });

test.describe("navigation with JavaScript", () => {
  test("a chunk that fails to load loads the page asked for as a document, each time the shopper asks", async ({ page }) => {
    test.skip(!hasJavaScript(), "chunks are loaded by JavaScript");
    await page.clock.setFixedTime(Date.UTC(2026, 3, 1, 12, 0, 0));
    const products = page.getByRole("region", { name: "Products" });
    const errorPage = page.getByRole("heading", { name: /ERROR/ });
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

    await failListingChunkOnce(page);
    await open(page, "/");
    await page.getByRole("link", { name: "Shop all jewelry" }).click();
    await expect(products).toBeVisible();
    await expect(page).toHaveURL(/\/shop-all$/);

    // Again within 60 s: spec 9's guard is against a loop, and a shopper's click is none.
    await failListingChunkOnce(page);
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: "Shop all jewelry" }).click();
    await expect(products).toBeVisible();
    await expect(page).toHaveURL(/\/shop-all$/);
    expect(await sameDocument()).toBeUndefined();
    await expect(errorPage).toHaveCount(0);
  });

  test("a page whose chunk fails again straight after its own reload, untouched, offers itself as a document", async ({ page }) => {
    test.skip(!hasJavaScript(), "chunks are loaded by JavaScript");
    await page.clock.setFixedTime(Date.UTC(2026, 3, 1, 12, 0, 0));
    await page.route("**/build/routes/shop-all*.js", (route) => route.abort());
    await open(page, "/");
    // Navigations the page makes by itself (no click, no submit): the second would be a loop of reloads.
    const navigate = () => page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/shop-all"));
    await navigate();
    await expect(page).toHaveURL(/\/shop-all$/);
    // Its reload is the server's page, whose own code cannot load: it stays as the server sent it.
    await expect(page.getByRole("region", { name: "Products" })).toBeVisible();
    await open(page, "/");
    await navigate();
    await expect(page.getByRole("heading", { name: "This page did not finish loading" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /ERROR/ })).toHaveCount(0);
    await page.unroute("**/build/routes/shop-all*.js");
    await page.getByRole("link", { name: "Load the page again" }).click();
    await expect(page.getByRole("region", { name: "Products" })).toBeVisible();
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
