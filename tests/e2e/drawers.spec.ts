import { expect, hasJavaScript, open, test } from "./support";

test.describe("drawers", () => {
  test("the cart icon opens the cart drawer with its empty state", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: /Cart, 0 items/ }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Continue to checkout" })).toBeDisabled();
    await drawer.getByRole("link", { name: "Shop now" }).click();
    await expect(page).toHaveURL(/\/shop-all$/);
  });

  test("the account icon opens sign-in for a visitor, and closing returns to the page", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/about\?drawer=1$/);
    const drawer = page.getByRole("dialog", { name: "Sign in" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Close Sign in" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the drawer query opens sign-in by itself", async ({ page }) => {
    await page.goto("/?drawer=1&redirect=%2Forders");
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });

  test("favorites asks a visitor to sign in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Favorites" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });

  for (const [panel, title] of [
    ["email-us", /email us/i],
    ["track-order", "Track your order"],
    ["cart", "Your cart"],
  ] as const) {
    test(`?panel=${panel} opens its drawer`, async ({ page }) => {
      await page.goto(`/about?panel=${panel}`);
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    });
  }

  test("with JavaScript: no page load, Escape closes, Tab stays inside, focus returns", async ({ page }) => {
    test.skip(!hasJavaScript(), "keyboard handling is JavaScript's part");
    await open(page, "/about");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const opener = page.getByRole("link", { name: /Cart, 0 items/ });
    await opener.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
