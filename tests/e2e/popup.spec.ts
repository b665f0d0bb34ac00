import type { Page } from "@playwright/test";

import { expect, hasJavaScript, hydrated, mockApi, open, test } from "./support";

/** Spec 9: the popup check runs 4 s after each navigation. */
const POPUP_CHECK_DELAY_MS = 4000;

type Translated<T> = { translations: Array<T> };
type Popup = Translated<{ title: string }> & { frequency: number; pages: string[] };
type Campaign = { is_popup: boolean; frequency: number; pages: string[] };

/**
 * Listens from before the navigation, so a check on a slow page is not missed; the returned function lets the 4 s
 * pass on the page's clock and says whether the campaign's popup was among those offered. The popup's code is
 * lazy: after a reload its timer may start after the first 4 s have run, so they run again until the check comes.
 */
function nextPopupCheck(page: Page): () => Promise<{ campaign: boolean }> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/resources/popups"));
  return async () => {
    for (let tries = 0; ; tries++) {
      await page.clock.runFor(POPUP_CHECK_DELAY_MS);
      const came = await Promise.race([answer.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 1500))]);
      if (came || tries === 4) break;
    }
    return { campaign: (await (await answer).text()).includes('"campaign-1"') };
  };
}

test.describe("popups", () => {
  test("the marketing popup wins over the campaign's, which shows only where its pages say, each by its frequency", async ({ page }) => {
    test.skip(!hasJavaScript(), "popups are a JavaScript enhancement");
    // The seed's popups, both back on: the marketing one (once, every page) and the campaign's (per day, lower priority).
    await mockApi.clearFaults();
    const [marketing] = await mockApi.get<Popup[]>("/popups?url=/");
    const campaign = await mockApi.get<Campaign>("/campaign-discount");
    expect(marketing).toMatchObject({ frequency: 1, pages: [] });
    expect(campaign).toMatchObject({ is_popup: true, frequency: 4, pages: ["/", "/shop-all*"] });
    const marketingTitle = marketing.translations[0].title;
    const campaignText = /The Solstice edit/;

    await page.clock.install();
    let check = nextPopupCheck(page);
    await open(page, "/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeHidden();
    // The check is timed from the page's render: each navigation waits for the new page's title first.
    const heading = page.getByRole("heading", { level: 1 });
    const home = (await heading.textContent()) ?? "";
    const main = page.getByRole("navigation", { name: "Main" });

    // Both are due on the home page: the marketing popup has the higher priority.
    expect(await check()).toEqual({ campaign: true });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(marketingTitle);
    // It asks the shopper to join: its title once, and the newsletter's field to do it with.
    await expect(dialog.getByRole("heading", { name: marketingTitle })).toHaveCount(1);
    await expect(dialog.getByLabel("Email address")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Not a page of the campaign's: nothing is left to show.
    check = nextPopupCheck(page);
    await main.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading).toHaveText("About Maison Lumière");
    expect(await check()).toEqual({ campaign: false });
    await expect(dialog).toBeHidden();

    // A category page is one of the campaign's ("/shop-all*"): the once-popup stays closed, the campaign's shows.
    check = nextPopupCheck(page);
    await main.getByText("Shop", { exact: true }).click();
    await main.getByRole("link", { name: "Rings", exact: true }).click();
    await expect(page).toHaveURL(/\/shop-all\/rings$/);
    await expect(heading).toHaveText(/Rings/);
    expect(await check()).toEqual({ campaign: true });
    await expect(dialog).toContainText(campaignText);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // After a reload neither is due: the marketing popup was shown once, the campaign's today.
    check = nextPopupCheck(page);
    await page.reload();
    await hydrated(page);
    expect(await check()).toEqual({ campaign: true });
    await expect(dialog).toBeHidden();

    // The next day the campaign's is due again (a dialog left open above would stand in the way of this click).
    await page.clock.fastForward("24:00:00");
    check = nextPopupCheck(page);
    await page.getByRole("banner").getByRole("link", { name: /, home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).toHaveText(home);
    expect(await check()).toEqual({ campaign: true });
    await expect(dialog).toContainText(campaignText);
  });
});
