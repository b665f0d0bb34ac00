// Spec 2 "Favorites", spec 4 "Wishlist".
import type { Page } from "@playwright/test";

import { expect, hasJavaScript, mockApi, open, signIn, test } from "./support";

const SOLITAIRE = { path: "/product/celeste-solitaire-ring", title: "Céleste Solitaire Ring", sku: "YG14-DIA" };

const heartOf = (page: Page, title: string) => page.getByRole("main").getByRole("button", { name: `Favorite ${title}` });
const favoritesLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Favorites/ });
const eventIds = async () => (await mockApi.events()).data.map((event) => (event as { body: { event_id: string; product_sku?: string } }).body);

async function signedIn(page: Page) {
  await open(page, "/?drawer=1");
  await signIn(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
}

test.describe("favorites", () => {
  test("a guest's heart asks to sign in over the same page, and sign-in comes back to it to heart the piece", async ({ page }) => {
    await open(page, SOLITAIRE.path);
    await heartOf(page, SOLITAIRE.title).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/product\/celeste-solitaire-ring\?drawer=1&redirect=%2Fproduct%2Fceleste-solitaire-ring$/);

    await signIn(page);
    await expect(page).toHaveURL(/\/product\/celeste-solitaire-ring$/);
    await expect(heartOf(page, SOLITAIRE.title)).toHaveAttribute("aria-pressed", "false");
    await heartOf(page, SOLITAIRE.title).click();
    await expect(heartOf(page, SOLITAIRE.title)).toHaveAttribute("aria-pressed", "true");
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 4 items");
  });

  test("a shopper hearts a piece, finds it on /favorites and in the drawer, removes it, and it is gone", async ({ page }) => {
    await signedIn(page);
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 3 items");

    await open(page, SOLITAIRE.path);
    // With JavaScript the heart changes in place: the page is never loaded again (the mark survives).
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true)).catch(() => undefined);
    await heartOf(page, SOLITAIRE.title).click();
    await expect(heartOf(page, SOLITAIRE.title)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`${SOLITAIRE.path}$`));
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 4 items");
    if (hasJavaScript()) expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await open(page, "/favorites");
    await expect(page.getByRole("heading", { level: 1, name: "My favorites" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    // Newest first: the piece just hearted, then the demo shopper's three (mock-api/seed/wishlists.ts).
    await expect(cards.getByRole("heading")).toHaveText([
      SOLITAIRE.title,
      "Marée Wave Medallion",
      "Marée Aquamarine Drop Necklace",
      "Héritage Onyx Signet",
    ]);
    await expect(cards.nth(1).locator("s")).toBeVisible();
    // Newest first: the piece just hearted leads, linked in its configuration, with the date it was added.
    const card = cards.first();
    await expect(card.getByRole("heading", { name: SOLITAIRE.title })).toBeVisible();
    await expect(card.getByRole("link", { name: SOLITAIRE.title })).toHaveAttribute("href", `${SOLITAIRE.path}?configuration_id=${SOLITAIRE.sku}`);
    await expect(card.getByText(/^Added \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /^Add to bag/ })).toBeVisible();

    await open(page, "/about?panel=favorites");
    const drawer = page.getByRole("dialog", { name: "My favorites" });
    await expect(drawer.getByRole("heading", { name: SOLITAIRE.title })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Go to my favorites" })).toHaveAttribute("href", "/favorites");

    await open(page, "/favorites");
    await heartOf(page, SOLITAIRE.title).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("main").getByRole("heading", { name: SOLITAIRE.title })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 3 items");

    // The drawer, opened from the header's button (a link to it without JavaScript), has let the piece go too.
    await favoritesLink(page).click();
    await expect(page).toHaveURL(/\/favorites\?panel=favorites$/);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("heading", { name: SOLITAIRE.title })).toHaveCount(0);
    await expect(drawer.getByRole("article")).toHaveCount(3);
    await expect(drawer.getByRole("heading", { name: "Marée Wave Medallion" })).toBeVisible();

    // Both events reached the API from the server, with or without JavaScript.
    await expect
      .poll(async () => (await eventIds()).filter((event) => event.product_sku === SOLITAIRE.sku && event.event_id !== "visit").map((event) => event.event_id))
      .toEqual(["add_to_favorites", "remove_from_favorites"]);
  });

  test("a card on /shop-all carries the heart: hearted there, the piece leads the favorites", async ({ page }) => {
    await signedIn(page);
    await open(page, "/shop-all");
    // The first card whose piece is not among the shopper's favorites.
    const card = page.getByRole("main").getByRole("article").filter({ has: page.locator('button[aria-pressed="false"]') }).first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    const heart = page.getByRole("main").getByRole("button", { name: `Favorite ${title}`, exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/shop-all$/);
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 4 items");

    await open(page, "/favorites");
    await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toHaveText(title);
  });

  test("Add to bag from a favorite puts the piece in the bag and says so", async ({ page }) => {
    await signedIn(page);
    await open(page, "/favorites");
    const card = page.getByRole("main").getByRole("article").first();
    await card.getByRole("button", { name: /^Add to bag/ }).click();
    if (hasJavaScript()) {
      await expect(card.getByRole("status")).toHaveText("Added to your bag.");
    } else {
      // Back on the same page, with the cart drawer open to show it.
      await expect(page).toHaveURL(/\/favorites\?panel=cart$/);
      const cart = page.getByRole("dialog", { name: "Your cart" });
      await expect(cart.getByRole("status")).toHaveText("Added to your bag.");
      await expect(cart.getByText("Marée Wave Medallion")).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test("after sign-out, /favorites asks for sign-in again", async ({ page }) => {
    await signedIn(page);
    await open(page, "/profile");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/favorites");
    await expect(page).toHaveURL(/\/\?drawer=1&redirect=%2Ffavorites$/);
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites");
  });

  test('a favorite with no sku shows the alert "Error": "No default_sku", and OK closes it', async ({ page }) => {
    await signedIn(page);
    await mockApi.fault({
      path: "/api/v1/wishlists",
      method: "GET",
      body: { data: { unique_id: "wl-demo-0001", baggage: [{ sku: null, engraving: [], slug: "mystery-piece", title: "Mystery Piece", price: 420, images: [] }] } },
    });
    await open(page, "/favorites");
    await heartOf(page, "Mystery Piece").click();
    const alert = page.getByRole("alertdialog", { name: "Error" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("No default_sku");
    // The server's alert has an OK link; the dialog JavaScript opens, an OK button.
    await alert.getByRole("link", { name: "OK" }).or(alert.getByRole("button", { name: "OK" })).click();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/favorites$/);
  });

  test("a wishlist that fails to load is said to have failed, never shown as empty", async ({ page }) => {
    await signedIn(page);
    await mockApi.fault({ path: "/api/v1/wishlists", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    await open(page, "/favorites");
    await expect(page.getByRole("alert")).toContainText("Your favorites could not be loaded just now.");
    await expect(page.getByText("You have no favorites yet.")).toHaveCount(0);
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites");
    // A heart claims no state it does not know.
    await open(page, SOLITAIRE.path);
    await expect(heartOf(page, SOLITAIRE.title)).not.toHaveAttribute("aria-pressed", /.*/);
  });
});
