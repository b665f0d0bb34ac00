/**
 * `npx tsx scripts/screenshots-tour.ts [store origin] [mock API origin]`: a shopper's way through the store, at 390 and
 * 1440 px, into tests/.screenshots/tour-*.png: a made-to-order ring with its sizes, the bag, each checkout step, the
 * confirmation, tracking, an e-gift card's checkout (billing only, review, confirmation), and the failure pages (404, and a category page while the catalogue's API is down, 503). Run against the demo
 * (`npm start`): it adds a fault to the mock API for the 503 and clears it after.
 */
import { mkdirSync } from "node:fs";

import { type Locator, type Page, chromium } from "@playwright/test";

import { SHOPPER_USER_AGENT } from "../tests/user-agents";

import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const [origin = "http://127.0.0.1:3000", api = "http://127.0.0.1:4010"] = process.argv.slice(2);
const out = "tests/.screenshots";
mkdirSync(out, { recursive: true });

const qa = (path: string, method: string, body?: unknown) =>
  fetch(`${api}/__qa/${path}`, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

async function shot(page: Page, name: string, label: string) {
  // The drawers and the steps settle (their transitions) before the picture.
  await page.waitForTimeout(400);
  const path = `${out}/tour-${name}-${label}.png`;
  await page.screenshot({ path, fullPage: !page.url().includes("panel=") });
  console.info(path);
}

async function step(page: Page, title: string) {
  await page.getByRole("heading", { level: 2, name: title }).waitFor();
}

/** The demo shopper's postal lines, into a group of address fields (shipping or billing). */
async function typeAddress(group: Locator) {
  await group.getByLabel("First name").fill("Ada");
  await group.getByLabel("Last name").fill("Byron");
  await group.getByLabel("Address", { exact: true }).fill("1 West 72nd Street");
  await group.getByLabel("City").fill("New York");
  await group.getByLabel("State").selectOption("NY");
  await group.getByLabel("ZIP code").fill("10023");
}

/** A test card the gateway approves. */
async function typeCard(page: Page) {
  await page.getByRole("radio", { name: "Credit card" }).check();
  await page.getByLabel("Name on card").fill("Ada Byron");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code").fill("123");
}

const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({ executablePath, args: executablePath ? CHROMIUM_ARGS : [] });
try {
  for (const [label, width] of [["phone", 390], ["desktop", 1440]] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, userAgent: SHOPPER_USER_AGENT });
    await page.goto(`${origin}/product/celeste-solitaire-ring?configuration_id=PT-DIA`, { waitUntil: "networkidle" });
    await shot(page, "ring", label);
    await page.getByLabel("Ring size (US)").selectOption("6.5");
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.getByText("Added to your bag.").waitFor();
    await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).click();
    await page.getByRole("dialog", { name: "Your cart" }).waitFor();
    await shot(page, "bag", label);
    await page.getByRole("link", { name: "Continue to checkout" }).click();

    await step(page, "Contact");
    await shot(page, "checkout-1-contact", label);
    await page.getByLabel("Email", { exact: true }).fill("ada.byron@example.com");
    await page.getByRole("button", { name: "Continue to shipping address" }).click();

    await step(page, "Shipping address");
    const shipping = page.getByRole("group", { name: "Shipping address" });
    await typeAddress(shipping);
    await shipping.getByLabel("Phone number").fill("212-555-0147");
    await shot(page, "checkout-2-address", label);
    await page.getByRole("button", { name: "Continue to shipping method" }).click();

    await step(page, "Shipping method");
    await shot(page, "checkout-3-shipping", label);
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await step(page, "Payment");
    await typeCard(page);
    await shot(page, "checkout-4-payment", label);
    await page.getByRole("button", { name: "Continue to review" }).click();

    await step(page, "Review");
    await shot(page, "checkout-5-review", label);
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/checkout\/success/);
    await shot(page, "confirmation", label);
    await page.getByRole("main").getByRole("link", { name: "Track your order" }).click();
    const track = page.locator("#track-order-page form");
    await track.getByLabel("Order email").fill("ada.byron@example.com");
    await track.getByLabel("Billing ZIP code").fill("10023");
    await track.getByRole("button", { name: "Track order" }).click();
    await page.getByRole("heading", { name: /^Order ML-/ }).waitFor();
    await shot(page, "tracking", label);

    await page.goto(`${origin}/product/maison-lumiere-e-gift-card`);
    // The page boots on a first sign of intent and loads its forms on the next: a shopper's key press each.
    await page.keyboard.press("Shift");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.keyboard.press("Shift");
    await page.locator("html[data-forms-ready]").waitFor({ state: "attached" });
    const recipient = page.getByRole("group", { name: "Who is it for?" });
    await recipient.getByLabel("Recipient’s name").fill("Ada Lovelace");
    await recipient.getByLabel("Recipient’s e-mail").fill("ada@example.com");
    await page.getByRole("button", { name: "Add to bag" }).click();
    await page.getByText("Added to your bag.").waitFor();
    await page.goto(`${origin}/checkout`);
    await step(page, "Contact");
    await page.getByLabel("Email", { exact: true }).fill("ada.byron@example.com");
    await page.getByRole("button", { name: "Continue to billing address" }).click();
    await step(page, "Billing address");
    await typeAddress(page.getByRole("group", { name: "Your billing address" }));
    await shot(page, "gift-card-1-billing", label);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await step(page, "Payment");
    await typeCard(page);
    await page.getByRole("button", { name: "Continue to review" }).click();
    await step(page, "Review");
    await shot(page, "gift-card-2-review", label);
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/checkout\/success/);
    await shot(page, "gift-card-3-confirmation", label);

    await page.goto(`${origin}/no-such-page`);
    await shot(page, "404", label);
    await qa("faults", "POST", { path: "/api/v1/filters", status: 503 });
    await qa("cv", "POST");
    await page.goto(`${origin}/shop-all/rings`);
    await shot(page, "503", label);
    await qa("faults", "DELETE");
    await qa("cv", "POST");
    await page.close();
  }
} finally {
  await qa("faults", "DELETE").catch(() => undefined);
  await browser.close();
}
