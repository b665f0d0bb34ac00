import { expect, hasJavaScript, mockApi, test } from "./support";

test.describe("marketing popup", () => {
  test("opens 4 s into the page, closes on Escape, and a once-popup stays closed", async ({ page }) => {
    test.skip(!hasJavaScript(), "the popup is a JavaScript enhancement");
    await mockApi.clearFaults();
    const popups = await mockApi.get<Array<{ frequency: number }>>("/popups?url=/");
    test.skip(popups.length === 0 || popups[0].frequency !== 1, "the seed's popup is shown once");

    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 8000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForTimeout(5000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
