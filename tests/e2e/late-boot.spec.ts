import type { Page } from "@playwright/test";

import { expect, hasJavaScript, pauseClock, test } from "./support";

/** The page's modules requested so far. */
function moduleRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/build/")) requested.push(request.url());
  });
  return requested;
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]");

test.describe("late boot", () => {
  test.use({ bootOnParse: false });
  test.skip(() => !hasJavaScript(), "without JavaScript nothing boots: every other spec's no-js project shows the page works");

  test("a page loads none of its modules until the shopper shows intent, then hydrates", async ({ page }) => {
    const requested = moduleRequests(page);
    // The page's clock stands still from just after the load: the boot that comes by itself (60 s) is the next test's.
    await page.clock.install();
    await page.goto("/about");
    await pauseClock(page);
    test.skip((await page.evaluate(() => performance.now())) > 9_000, "the machine was too busy to load the page within 9 s");
    await page.waitForTimeout(1_000);
    expect(requested).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
    // Remix's boot is in the page, inert.
    await expect(page.locator('script[type="text/x-late-script"]').first()).toBeAttached();

    await page.mouse.move(200, 300);
    await expect(hydrated(page)).toBeAttached();
    expect(requested.some((url) => url.includes("/build/entry.client"))).toBe(true);
    await expect(page.locator('script[type^="text/x-late"]')).toHaveCount(0);
  });

  test("a page nobody touches boots a minute after it started, past the longest a Lighthouse run waits", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await pauseClock(page);
    // The page's own clock: the document started at 0. A machine too busy to get here in time checks only the boot.
    const started = await page.evaluate(() => performance.now());
    if (started < 9_000) {
      await page.clock.runFor(60_000 - started - 200);
      await expect(hydrated(page)).toHaveCount(0);
    }
    await page.clock.runFor(400);
    await expect(hydrated(page)).toBeAttached();
  });

  test("the first press, as the page boots, still reaches what it links to", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: /Cart, 0 items/ }).click();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
    await expect(page).toHaveURL(/\/about\?panel=cart$/);
  });
});
