import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { cartLinkName, expect, hasJavaScript, madeToOrderPiece, mockApi, open, test, trackedPiece } from "./support";


async function addToBag(page: Page) {
  await open(page, await madeToOrderPiece());
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByText("Added to your bag.")).toBeVisible();
}

async function openCart(page: Page) {
  await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).click();
  return page.getByRole("dialog", { name: "Your cart" });
}

async function setQuantity(page: Page, value: string) {
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await cart.getByLabel("Quantity").fill(value);
  if (!hasJavaScript()) await cart.getByRole("button", { name: "Update" }).click();
}

test.describe("a cart that fails to load", () => {
  test("is never called empty: the drawer and /checkout say it failed, with a way to try again", async ({ page }) => {
    await addToBag(page);
    await mockApi.fault({ path: "/api/v1/carts", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    await mockApi.fault({ path: "/api/v1/carts/*/start-checkout", method: "PATCH", status: 502, bodyText: "<html>Bad Gateway</html>" });
    await open(page, "/about?panel=cart");
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart.getByRole("alert")).toHaveText(/We couldn't load your cart\. Please try again\./);
    await expect(cart.getByText(/empty/i)).toHaveCount(0);
    // No count rather than a false 0.
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart", exact: true })).toBeVisible();

    const checkout = await page.goto("/checkout");
    expect(checkout?.status()).toBe(503);
    await expect(page.getByText("We couldn't load your cart. Please try again.")).toBeVisible();
    await expect(page.getByText(/Your cart is empty/)).toHaveCount(0);

    await mockApi.clearFaults();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+\?step=contact$/);
  });
});

test.describe("cart drawer", () => {
  test("shows the added line with its subtotal, and changes its quantity", async ({ page }) => {
    await addToBag(page);
    const cart = await openCart(page);
    const lines = cart.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    // The piece, and the campaign's gift with purchase the top bar promises: free, locked, last.
    await expect(lines).toHaveCount(2);
    const gift = lines.nth(1);
    await expect(gift).toContainText("Travel Jewelry Roll");
    await expect(gift).toContainText("Complimentary");
    await expect(gift.getByLabel("Quantity")).toHaveCount(0);
    await expect(gift.getByRole("link")).toHaveCount(0);
    await expect(cart.getByText("Taxes calculated at checkout")).toBeVisible();
    // The store's terms, as GET /order-options states them and /shipping lists them.
    await expect(cart.getByText("Complimentary ground shipping on every order; express USD 14.00, overnight USD 45.00.")).toBeVisible();
    const subtotal = async () => cart.locator(".cart-summary__row").textContent();
    const before = await subtotal();

    await setQuantity(page, "3");
    await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
    expect(await subtotal()).not.toBe(before);
  });

  test("a quantity beyond the stock becomes the stock, and without JavaScript the drawer says so", async ({ page }) => {
    const piece = await trackedPiece();
    await open(page, piece.path);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByText("Added to your bag.")).toBeVisible();
    const cart = await openCart(page);
    await setQuantity(page, String(piece.stock + 5));
    await expect(page.getByRole("link", { name: cartLinkName(piece.stock) })).toBeVisible();
    // With JavaScript the field itself stops at the stock as it is typed (spec 5).
    if (!hasJavaScript()) {
      await expect(page.getByRole("dialog", { name: "Your cart" }).getByRole("alert")).toHaveText(
        `Only ${piece.stock} left in stock. The quantity is now ${piece.stock}.`,
      );
    }
    await expect(cart.getByLabel("Quantity")).toHaveValue(String(piece.stock));
  });

  test("non-digits are stripped from the quantity", async ({ page }) => {
    await addToBag(page);
    await openCart(page);
    await setQuantity(page, "2x");
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  });

  test("quantity 0 asks first, then removes the line", async ({ page }) => {
    await addToBag(page);
    const cart = await openCart(page);
    await setQuantity(page, "0");
    await expect(cart.getByText("Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?")).toBeVisible();
    await cart.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(cart.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("cancelling the 0 keeps the line", async ({ page }) => {
    await addToBag(page);
    const cart = await openCart(page);
    await setQuantity(page, "0");
    await cart.getByRole("link", { name: "Cancel" }).or(cart.getByRole("button", { name: "Cancel" })).click();
    await expect(cart.getByText("Setting the quantity to 0")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test("with JavaScript the 0 asks in a dialog, which Escape and a click on its backdrop close, keeping the line", async ({ page }) => {
    test.skip(!hasJavaScript(), "the dialog is JavaScript's; without it the server asks (above)");
    await addToBag(page);
    const cart = await openCart(page);
    const quantity = cart.getByLabel("Quantity");
    const confirm = page.getByRole("alertdialog", { name: "Remove item" });

    await quantity.fill("0");
    await expect(confirm).toContainText("Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    const axe = await new AxeBuilder({ page }).include("dialog").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    // Escape closed the dialog, not the drawer under it.
    await expect(cart).toBeVisible();
    await expect(quantity).toHaveValue("1");
    await expect(quantity).toBeFocused();

    await quantity.fill("0");
    await expect(confirm).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(confirm).toHaveCount(0);
    await expect(quantity).toHaveValue("1");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test("says when high order volumes may slow shipping, once the API flags it", async ({ page }) => {
    await addToBag(page);
    let cart = await openCart(page);
    await expect(cart.getByText(/High order volumes/)).toHaveCount(0);
    await mockApi.setHighOrderVolume(true);
    expect(await mockApi.highOrderVolume()).toBe(true);
    await open(page, "/about?panel=cart");
    cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart.getByRole("status").filter({ hasText: /High order volumes/ })).toHaveText(
      "High order volumes: shipping and delivery may take longer than usual.",
    );
  });

  test("the item menu removes the line and offers to edit it", async ({ page }) => {
    await addToBag(page);
    const cart = await openCart(page);
    await cart.locator(".cart-line__menu > summary").click();
    await expect(cart.getByRole("link", { name: "Edit Item" })).toHaveAttribute("href", /\/product\/[a-z0-9-]+\?configuration_id=/);
    await cart.getByRole("button", { name: "Remove Item" }).click();
    await expect(cart.getByText("Your cart is empty.")).toBeVisible();
  });
});

test.describe("the bag's count and drawer after each change", () => {
  // Answers to a shopper with a bag are private, no-store: no browser cache may answer the next revalidation with the last one.
  test("are right after every add, change and removal within the same minute", async ({ page }) => {
    await addToBag(page);
    const badge = (count: number) => page.getByRole("link", { name: cartLinkName(count) });
    await expect(badge(1)).toBeVisible();
    for (const count of [2, 3]) {
      await page.getByRole("button", { name: "Add to bag" }).click();
      await expect(badge(count)).toBeVisible();
    }
    const cart = await openCart(page);
    await expect(cart.getByLabel("Quantity")).toHaveValue("3");
    const subtotal = () => cart.locator(".cart-summary__row").textContent();
    const three = await subtotal();

    await setQuantity(page, "1");
    await expect(badge(1)).toBeVisible();
    await expect(cart.getByLabel("Quantity")).toHaveValue("1");
    await expect.poll(subtotal).not.toBe(three);

    await cart.locator(".cart-line__menu > summary").click();
    await cart.getByRole("button", { name: "Remove Item" }).click();
    await expect(cart.getByText("Your cart is empty.")).toBeVisible();
    await expect(badge(0)).toBeVisible();

    // Back where it started, the product page says the same.
    await open(page, page.url().split("?panel")[0]);
    await expect(badge(0)).toBeVisible();
  });
});
