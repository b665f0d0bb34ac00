/**
 * JavaScript that fails is JavaScript that is off (lib/native-fallback.ts): a request the page makes in the
 * background that fails or hangs never turns the server's page into an error page.
 */
import type { Page } from "@playwright/test";

import { addToBag, atStep, guestToPayment } from "./checkout-flow";
import { expect, hasJavaScript, madeToOrderPiece, mockApi, open, test } from "./support";

const errorHeading = (page: Page) => page.getByRole("heading", { name: /ERROR|did not finish loading/ });

/** Footer links every page has, and where they lead. */
async function followFooterLink(page: Page, name: string, path: RegExp) {
  await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(errorHeading(page)).toHaveCount(0);
}

const PAGES: Array<[string, () => Promise<string>]> = [
  ["home", async () => "/"],
  ["a listing", async () => "/shop-all"],
  ["a product page", madeToOrderPiece],
  ["a content page", async () => "/about"],
];

for (const [name, path] of PAGES) {
  test(`${name}: failed route data and route code load the next page as a document`, async ({ page }) => {
    test.skip(!hasJavaScript(), "without JavaScript there is no background request");
    const address = await path();
    await open(page, address);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();

    // The connection drops every request for route data: the link's page arrives as a document.
    await page.route("**/*.data*", (route) => route.abort("connectionreset"));
    await followFooterLink(page, "Shipping", /\/shipping$/);
    await page.unrouteAll();

    // Back on the page, its next page's code cannot be fetched.
    await open(page, address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await page.route("**/build/routes/**", (route) => route.abort("failed"));
    await followFooterLink(page, "FAQ", /\/faq$/);
  });
}

test("route data that hangs: the page asked for loads as a document once the wait is given up", async ({ page }) => {
  test.skip(!hasJavaScript(), "without JavaScript there is no background request");
  test.setTimeout(45_000);
  await open(page, "/about");
  // Never answered: a captive portal, a dead proxy.
  await page.route("**/*.data*", () => undefined);
  await page.getByRole("contentinfo").getByRole("link", { name: "Shipping", exact: true }).click();
  // The page in view stays until then.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/shipping$/, { timeout: 20_000 });
  await expect(errorHeading(page)).toHaveCount(0);
});

test("forms whose enhanced submit cannot reach the server are posted as documents, through checkout", async ({ page }) => {
  test.skip(!hasJavaScript(), "the no-js project posts every form as a document already");
  test.setTimeout(60_000);
  await page.route("**/*.data*", (route) => route.abort("connectionreset"));
  await addToBag(page);
  await guestToPayment(page);
  await atStep(page, "Payment");
  await expect(errorHeading(page)).toHaveCount(0);
});

test("with none of the build's JavaScript reachable, pages keep their content and forms work", async ({ page }) => {
  await page.route("**/build/**/*.js", (route) => route.abort("failed"));
  const piece = await madeToOrderPiece();
  await page.goto(piece);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await followFooterLink(page, "FAQ", /\/faq$/);
  await page.goto(piece);
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByText("Added to your bag.")).toBeVisible();
});

test("the page never asks for the route manifest: every route comes with it", async ({ page }) => {
  test.skip(!hasJavaScript(), "without JavaScript there is no background request");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") asked.push(request.url());
  });
  await open(page, "/");
  await page.getByRole("link", { name: "Shop all jewelry" }).click();
  await expect(page.getByRole("region", { name: "Products" })).toBeVisible();
  await page.getByRole("region", { name: "Products" }).getByRole("link").first().hover();
  await followFooterLink(page, "Shipping", /\/shipping$/);
  expect(asked).toEqual([]);
});

test("third parties whose scripts never load and a beacon that fails change nothing the shopper does", async ({ page }) => {
  test.skip(!hasJavaScript(), "third-party scripts and the beacon run only with JavaScript");
  await mockApi.enableIntegrations([1, 2, 3, 4, 5, 9, 35, 60, 62, 64]);
  const refused: string[] = [];
  await page.route("**/integrations/**", (route) => (refused.push(route.request().url()), route.abort("connectionreset")));
  await page.route("**/resources/events", (route) => (refused.push(route.request().url()), route.abort("failed")));
  await page.clock.install();
  await open(page, await madeToOrderPiece());
  // Past the injection at 2.5 s and the readiness polls' 30 × 500 ms.
  await page.clock.runFor(20_000);
  await expect.poll(() => refused.some((url) => url.includes("/integrations/"))).toBe(true);
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByText("Added to your bag.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await followFooterLink(page, "FAQ", /\/faq$/);
});
