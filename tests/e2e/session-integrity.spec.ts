// What a copied cookie and an open payment can do (README "Security"): plain forms, the same with JavaScript on and off.
import type { Browser, BrowserContext, Page } from "@playwright/test";

import { addToBagAndCheckOut, atStep, chooseShipping, guestToPayment, payByCard } from "./checkout-flow";
import { MOCK_API_URL, SHOPPER_USER_AGENT, STORE_URL, expect, hasJavaScript, mockApi, open, signIn, test } from "./support";

/** A second browser holding a copy of `from`'s cookies: what an attacker with a stolen cookie has. */
async function copyOf(browser: Browser, from: BrowserContext, shopperIp: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: STORE_URL,
    userAgent: SHOPPER_USER_AGENT,
    javaScriptEnabled: hasJavaScript(),
    extraHTTPHeaders: { "X-Forwarded-For": shopperIp },
  });
  await context.addCookies(await from.cookies());
  return { context, page: await context.newPage() };
}

/** Signed in, a piece in the bag, every step filled in, a Visa typed: the account's checkout at review. */
async function signedInAtReview(page: Page) {
  await open(page, "/sign-in");
  await signIn(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  await addToBagAndCheckOut(page);
  // Signed in, the contact step is done with the account's e-mail and the first saved address is chosen.
  await atStep(page, "Shipping address");
  await expect(page.getByRole("group", { name: "Ship to" }).getByRole("radio").first()).toBeChecked();
  await page.getByRole("button", { name: "Continue to shipping method" }).click();
  await chooseShipping(page, /^Complimentary ground/);
  await payByCard(page, "4242 4242 4242 4242");
  await atStep(page, "Review");
  await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();
  return new URL(page.url()).pathname;
}

test.describe("a cookie copied before sign-out", () => {
  test("opens no checkout, shows no card or address, and places nothing", async ({ page, browser, shopperIp }) => {
    const reviewPath = await signedInAtReview(page);
    const copy = await copyOf(browser, page.context(), shopperIp);

    await open(page, "/profile");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    const signedOut = await mockApi.lastRequest();

    // The copy is a guest's with an empty bag.
    await open(copy.page, "/checkout");
    await expect(copy.page.getByText(/bag is empty|cart is empty/i).first()).toBeVisible();
    await open(copy.page, `${reviewPath}?step=review`);
    await expect(copy.page.getByText(/Visa ending in 4242/)).toHaveCount(0);
    await expect(copy.page.getByText("1 West 72nd Street")).toHaveCount(0);
    await expect(copy.page.getByText("demo@maison-lumiere.example")).toHaveCount(0);
    await expect(copy.page.getByRole("heading", { level: 2, name: "Review" })).toHaveCount(0);

    // Posting the review step's form from the copy orders nothing.
    const placed = await copy.context.request.post(reviewPath, {
      form: { intent: "place-order", step: "review" },
      headers: { Origin: STORE_URL },
      maxRedirects: 0,
    });
    expect(placed.headers().location ?? "").not.toMatch(/\/checkout\/success/);
    await copy.context.close();
    // Since the sign-out, the API heard no token and no order: the journal, not the page, says so.
    const since = await mockApi.requests({ after: signedOut });
    expect(since.length).toBeGreaterThan(0);
    expect(since.filter((entry) => entry.bearer).map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
    expect(since.filter((entry) => entry.method === "POST" && entry.path === "/api/v1/carts/checkout")).toEqual([]);
  });

  test("shows the order just placed to the browser that placed it, and nothing to a copy once signed out", async ({ page, browser, shopperIp }) => {
    // A whole checkout, a sign-out and a second browser: about 26 s on a quiet machine.
    test.slow();
    await signedInAtReview(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText(/^USD [\d,]+\.\d\d was charged to Visa ending in 4242\.$/)).toBeVisible();
    const copy = await copyOf(browser, page.context(), shopperIp);

    await open(page, "/profile");
    await page.getByRole("button", { name: "Sign out" }).click();
    // Signed out once the store has answered: before that, the copy could still be the signed-in shopper.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await open(copy.page, "/checkout/success");
    await expect(copy.page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await expect(copy.page.getByText(/ML-\d+/)).toHaveCount(0);
    await copy.context.close();
  });
});

for (const provider of ["PayPal", "Klarna", "Affirm"]) test.describe(`a payment open at ${provider}`, () => {
  /** A guest at the provider's page with one piece; the amount it asks for. */
  async function atProvider(page: Page) {
    await guestToPayment(page);
    await atStep(page, "Payment");
    await page.getByRole("radio", { name: provider }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await atStep(page, "Review");
    const checkout = new URL(page.url()).pathname;
    await page.getByRole("button", { name: `Continue to ${provider}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${MOCK_API_URL}/__provider/`));
    const amount = (await page.locator(".amount").textContent())!.trim();
    return { checkout, amount };
  }

  test("is cancelled by a change to the bag in another tab: approving charges nothing, and the new total is approved and charged", async ({ page }) => {
    const { checkout, amount } = await atProvider(page);

    // Another tab, the same shopper: three of the piece instead of one.
    const other = await page.context().newPage();
    await open(other, `${checkout}?step=review`);

    const panel = other.getByRole("complementary", { name: /Your order/ });
    await panel.getByLabel("Quantity").fill("3");
    await panel.getByRole("button", { name: /^Update/ }).click();
    await expect(other.getByRole("complementary", { name: /Your order/ }).getByLabel("Quantity")).toHaveValue("3");
    await other.close();

    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "This payment is not available" })).toBeVisible();
    await page.getByRole("link", { name: /^Back to / }).click();
    await atStep(page, "Payment");
    await expect(page.getByText(`Your order changed while the payment with ${provider} was open, so that payment was cancelled and nothing was charged.`, { exact: false })).toBeVisible();

    // Paying again asks the provider for the new total, and that is what the order charges.
    await page.getByRole("radio", { name: provider }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await atStep(page, "Review");
    await page.getByRole("button", { name: `Continue to ${provider}` }).click();
    const approved = (await page.locator(".amount").textContent())!.trim();
    expect(approved).not.toBe(amount);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    // The page says "$1,021.89 USD"; the store writes "USD 1,021.89".
    const charged = approved.replace(/^\$([\d,.]+) USD$/, "USD $1");
    await expect(page.getByText(`${charged} was charged to ${provider}.`)).toBeVisible();
  });
});
