import type { Page } from "@playwright/test";

import { expect, hasJavaScript, hydrated, mockApi, open, signIn, test } from "./support";

/** Spec 9: the popup check runs 4 s after each navigation. */
const POPUP_CHECK_DELAY_MS = 4000;
/** One popup a visit (app/lib/popup-check.ts). */
const VISIT = "00:31:00";

type Translated<T> = { translations: Array<T> };
type Popup = Translated<{ title: string }> & { frequency: number; pages: string[] };
type Campaign = { is_popup: boolean; frequency: number; pages: string[] };

/** The check's 4 s, on the page's own clock, once the navigation's effects (which start it) have run. */
async function checkRuns(page: Page) {
  await page.waitForTimeout(100);
  await page.clock.runFor(POPUP_CHECK_DELAY_MS + 100);
}

async function seedPopups() {
  // The seed's popups, both back on: the marketing one (once, every page) and the campaign's (per day, lower priority).
  await mockApi.clearFaults();
  const [marketing] = await mockApi.get<Popup[]>("/popups?url=/");
  const campaign = await mockApi.get<Campaign>("/campaign-discount");
  expect(marketing).toMatchObject({ frequency: 1, pages: [] });
  expect(campaign).toMatchObject({ is_popup: true, frequency: 4, pages: ["/", "/shop-all*"] });
  return { marketingTitle: marketing.translations[0].title, campaignText: /The Solstice edit/ };
}

test.describe("popups", () => {
  test.skip(() => !hasJavaScript(), "popups are a JavaScript enhancement");

  test("the marketing popup wins over the campaign's, one a visit, each by its frequency", async ({ page }) => {
    const { marketingTitle, campaignText } = await seedPopups();
    await mockApi.bumpCacheVersion();
    await page.clock.install();
    await open(page, "/");
    const dialog = page.getByRole("dialog");
    // Not before its 4 s (the page's clock runs on its own until runFor; a busy machine may already be past them).
    if ((await page.evaluate(() => performance.now())) < 3_500) await expect(dialog).toBeHidden();
    const heading = page.getByRole("heading", { level: 1 });
    const home = (await heading.textContent()) ?? "";
    const main = page.getByRole("navigation", { name: "Main" });

    // Both are due on the home page: the marketing popup has the higher priority.
    await checkRuns(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(marketingTitle);
    // It asks the shopper to join: its title once, and the newsletter's field to do it with.
    await expect(dialog.getByRole("heading", { name: marketingTitle })).toHaveCount(1);
    await expect(dialog.getByLabel("Email address")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A category page is one of the campaign's ("/shop-all*") and its popup is due, but one popup is enough for a visit.
    await main.getByText("Shop", { exact: true }).click();
    await main.getByRole("link", { name: "Rings", exact: true }).click();
    await expect(page).toHaveURL(/\/shop-all\/rings$/);
    await expect(heading).toHaveText(/Rings/);
    await checkRuns(page);
    await expect(dialog).toBeHidden();

    // Half an hour on: not a page of the campaign's, and the once-popup was shown.
    await page.clock.fastForward(VISIT);
    await main.getByRole("link", { name: "About", exact: true }).click();
    await expect(heading).toHaveText("About Maison Lumière");
    await checkRuns(page);
    await expect(dialog).toBeHidden();

    // Back on a campaign page, its popup shows, and its close button closes it.
    await main.getByText("Shop", { exact: true }).click();
    await main.getByRole("link", { name: "Rings", exact: true }).click();
    await expect(heading).toHaveText(/Rings/);
    await checkRuns(page);
    await expect(dialog).toContainText(campaignText);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    // After a reload, neither is due: the marketing popup was shown once, the campaign's today.
    await page.clock.fastForward(VISIT);
    await page.reload();
    await hydrated(page);
    await checkRuns(page);
    await expect(dialog).toBeHidden();

    // The next day the campaign's is due again.
    await page.clock.fastForward("24:00:00");
    await page.getByRole("banner").getByRole("link", { name: /, home$/ }).click();
    await expect(heading).toHaveText(home);
    await checkRuns(page);
    await expect(dialog).toContainText(campaignText);
  });

  test("no popup opens over the menu the shopper opened", async ({ page }) => {
    await seedPopups();
    await mockApi.bumpCacheVersion();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await open(page, "/");
    await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
    const menu = page.locator(".mobile-menu");
    await expect(menu).toHaveAttribute("open", "");
    await checkRuns(page);
    await expect(page.getByRole("dialog", { name: "Welcome to the Maison" })).toBeHidden();
    await expect(menu).toHaveAttribute("open", "");
  });

  test("a subscribed shopper is not asked to join the newsletter, and gets the campaign's popup instead", async ({ page }) => {
    // Signed in while the suite's faults keep every popup away; the demo shopper starts subscribed.
    await open(page, `/sign-in?redirect=${encodeURIComponent("/about")}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === "/about");
    const { marketingTitle, campaignText } = await seedPopups();
    await mockApi.bumpCacheVersion();
    await page.clock.install();
    await open(page, "/");
    await checkRuns(page);
    await expect(page.locator("dialog", { hasText: marketingTitle })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toContainText(campaignText);
  });
});
