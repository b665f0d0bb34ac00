/** A ring is bought in a size: chosen on its page or its favorite card, named on every line that shows it. */
import { atStep, openBag } from "./checkout-flow";
import { DEMO_SHOPPER, expect, hasJavaScript, open, signIn, test } from "./support";

// Platinum: made to order, so repeated runs never sell it out.
const RING = "/product/celeste-solitaire-ring?configuration_id=PT-DIA";

test.describe("ring sizes", () => {
  test("a ring asks its size, refuses to go to the bag without one keeping the quantity, then is named by size in the bag and at checkout", async ({ page }) => {
    await open(page, RING);
    const size = page.getByLabel("Ring size (US)");
    await expect(size).toHaveValue("");
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Add to bag" }).click();

    await expect(page.getByRole("alert")).toHaveText("Please choose a ring size.");
    await expect(size).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Quantity")).toHaveValue("2");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, [1-9]/ })).toHaveCount(0);

    await size.selectOption("6.5");
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to your bag." })).toBeVisible();

    const bag = await openBag(page);
    await expect(bag.getByText("Ring size 6.5")).toBeVisible();
    await bag.getByRole("link", { name: "Continue to checkout" }).click();
    await atStep(page, "Contact");
    await expect(page.getByText("Ring size 6.5")).toBeVisible();
  });

  test("the size guide lists the sizes the ring is offered in", async ({ page }) => {
    await open(page, RING);
    await page.getByText("Size guide", { exact: true }).click();
    const offered = await page.getByLabel("Ring size (US)").locator("option").allTextContents();
    const listed = await page.getByRole("table", { name: "Ring sizes" }).locator("tbody th").allTextContents();
    expect(listed).toEqual(offered.slice(1));
    expect(listed).toEqual(["4", "4.5", "5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10"]);
  });

  test("an order's tracking names the size of its ring", async ({ page }) => {
    await open(page, "/track-your-order?number=ML-100249");
    const form = page.locator("#track-order-page form");
    await form.getByLabel("Order email").fill("james.carter@example.net");
    await form.getByLabel("Billing ZIP code").fill("94105");
    await form.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("main").getByText("Ring size 5.5")).toBeVisible();
  });

  test("a ring among the favorites asks its size before it goes to the bag", async ({ page }) => {
    await open(page, "/?drawer=1");
    await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    await open(page, "/favorites");
    const card = page.getByRole("main").getByRole("article").filter({ hasText: "Héritage Onyx Signet" });
    await card.getByLabel("Ring size (US) for Héritage Onyx Signet").selectOption("7");
    await card.getByRole("button", { name: /^Add to bag/ }).click();
    if (!hasJavaScript()) await expect(page).toHaveURL(/\/favorites\?panel=cart$/);
    const bag = hasJavaScript() ? await openBag(page) : page.getByRole("dialog", { name: "Your cart" });
    await expect(bag.getByText("Ring size 7")).toBeVisible();
  });
});
