/**
 * The flaky-network project (playwright.config.ts): the main flows on a connection that drops a share of the page's
 * background requests (its scripts, route data, beacons) by a reset, an abort or a hang past 10 s. Documents always
 * arrive. Every flow must end where it ends on a good network. The failures are seeded: FLAKY_SEED
 * (default below) and the test's title replay the same ones; each test lists what it failed in its annotations.
 */
import type { Page, Request, Route } from "@playwright/test";

import { typeShippingAddress } from "./checkout-flow";
import { DEMO_SHOPPER, expect, madeToOrderPiece, test } from "./support";

const SEED = process.env.FLAKY_SEED ?? "20261129";
/**
 * The share of background requests that fail: route data, beacons and other fetches; and scripts, each of which
 * fails the page's whole boot (about 30 modules), so that about half the pages boot and half stay the server's.
 */
const FAILING = { data: Number(process.env.FLAKY_DATA_SHARE ?? 0.3), script: Number(process.env.FLAKY_SCRIPT_SHARE ?? 0.02) };
/** Past the page's own 10 s wait for route data (lib/native-fallback.ts). */
const HANG_MS = 11_000;
const BACKGROUND = new Set(["script", "fetch", "xhr", "ping", "eventsource", "other"]);

/** FNV-1a, then a mulberry32 round: a string to a number in [0, 1), the same on every machine. */
function uniform(key: string): number {
  let state = 2166136261;
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  let t = (state + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * Each request's fate depends on the seed, the test, the request and how many times it was made before, not on the
 * order requests happen to go out in: the same build fails the same requests again.
 */
async function flakyNetwork(page: Page) {
  const seen = new Map<string, number>();
  const failed: string[] = [];
  const fail = async (route: Route, request: Request) => {
    if (request.isNavigationRequest() || !BACKGROUND.has(request.resourceType())) return route.continue();
    const url = new URL(request.url());
    const what = `${request.method()} ${url.pathname}${url.search}`;
    const time = (seen.get(what) ?? 0) + 1;
    seen.set(what, time);
    const roll = uniform(`${SEED} ${test.info().title} ${what} #${time}`);
    const share = request.resourceType() === "script" ? FAILING.script : FAILING.data;
    if (roll >= share) return route.continue();
    const mode = roll < share * 0.45 ? "reset" : roll < share * 0.9 ? "abort" : "hang";
    failed.push(`${mode} ${request.method()} ${url.pathname}`);
    if (mode === "hang") await new Promise((done) => setTimeout(done, HANG_MS));
    await route.abort(mode === "reset" ? "connectionreset" : mode === "hang" ? "timedout" : "failed").catch(() => undefined);
  };
  await page.route("**/*", fail);
  return () => test.info().annotations.push({ type: "failed requests", description: `seed ${SEED}: ${failed.join("; ") || "none"}` });
}

const noErrorPage = (page: Page) => expect(page.getByRole("heading", { name: /ERROR|did not finish loading/ })).toHaveCount(0);

async function atStep(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible({ timeout: 20_000 });
}

test.describe.configure({ timeout: 120_000 });
test.use({ navigationTimeout: 30_000 });

test("browse, add to bag, the bag and checkout to the payment step", async ({ page }) => {
  const report = await flakyNetwork(page);
  try {
    await page.goto("/");
    await page.getByRole("link", { name: "Shop all jewelry" }).click();
    await expect(page.getByRole("region", { name: "Products" })).toBeVisible({ timeout: 20_000 });
    await noErrorPage(page);

    await page.goto(await madeToOrderPiece());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add to bag" }).click();
    // The bag holds the piece. (Its "Added to your bag." is lost when the page reloads after a failed revalidation.)
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible({ timeout: 20_000 });

    await page.getByRole("link", { name: /^Cart, 1 item$/ }).click();
    const bag = page.getByRole("dialog", { name: "Your cart" });
    await expect(bag).toBeVisible({ timeout: 20_000 });
    await bag.getByRole("link", { name: "Continue to checkout" }).click();

    await atStep(page, "Contact");
    await page.getByLabel("Email", { exact: true }).fill("ada.byron@example.com");
    await page.getByRole("button", { name: "Continue to shipping address" }).click();

    await atStep(page, "Shipping address");
    await typeShippingAddress(page);
    await page.getByRole("button", { name: "Continue to shipping method" }).click();

    await atStep(page, "Shipping method");
    await page.getByRole("radio", { name: /^Express/ }).check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await atStep(page, "Payment");
    await noErrorPage(page);
  } finally {
    report();
  }
});

test("sign in, and the account's pages", async ({ page }) => {
  const report = await flakyNetwork(page);
  try {
    await page.goto("/sign-in");
    const form = page.locator("form#sign-in");
    await form.getByLabel("Email").fill(DEMO_SHOPPER.email);
    await form.getByLabel("Password").fill(DEMO_SHOPPER.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("banner").getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await noErrorPage(page);
  } finally {
    report();
  }
});
