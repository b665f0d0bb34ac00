import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect, formsReady, hasJavaScript, mockApi, open, signIn, test } from "./support";

/** The demo shopper's shipped order (mock-api/seed/orders.ts): the studs (1) and two heart charms. */
const SHIPPED = { id: 2, number: "ML-100238" };

async function signedIn(page: Page, path: string) {
  // The account pages ask a signed-out visitor to sign in, and come back.
  await open(page, path);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await formsReady(page);
}

const line = (page: Page, title: string) => page.getByRole("group", { name: title });

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("orders", () => {
  test("an order that has not shipped takes a gift message: too long is refused keeping what was typed, then saved, then taken off", async ({ page }) => {
    await signedIn(page, "/orders/3");
    const message = page.getByLabel("Gift message");
    await expect(message).toHaveAccessibleDescription(/Max 200 characters/);
    await message.fill("x".repeat(201));
    await page.getByRole("button", { name: "Save the gift message" }).click();
    await expect(page.getByText("Please limit to 200 characters or less.")).toBeVisible();
    await expect(page.getByLabel("Gift message")).toHaveValue("x".repeat(201));

    await page.getByLabel("Gift message").fill("Happy anniversary, with all my love.");
    await page.getByRole("button", { name: "Save the gift message" }).click();
    await expect(page.getByText("Your gift message is saved.")).toBeVisible();
    await expect(page.getByLabel("Gift message")).toHaveValue("Happy anniversary, with all my love.");

    await page.getByLabel("Gift message").fill("");
    await page.getByRole("button", { name: "Save the gift message" }).click();
    await expect(page.getByText("The gift message is taken off the order.")).toBeVisible();
    await expect(page.getByLabel("Gift message")).toHaveValue("");
  });

  test("a shipped order shows its gift message and offers no way to change it", async ({ page }) => {
    test.skip(hasJavaScript(), "the server's page: the same with JavaScript");
    await signedIn(page, `/orders/${SHIPPED.id}`);
    await expect(page.getByRole("main").getByText("Happy Valentine's Day, my love. — C.")).toBeVisible();
    await expect(page.getByLabel("Gift message")).toHaveCount(0);
  });

  test("a shopper opens an order from the history and finds its details", async ({ page }) => {
    await signedIn(page, "/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(SHIPPED.number) });
    // The history's column in the settings' date_format; the order's own page writes it out (lib/dates.ts).
    await expect(row).toContainText("02/11/2025");
    await expect(row).toContainText("Shipped");
    await row.getByRole("link", { name: `Order ${SHIPPED.number}` }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${SHIPPED.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${SHIPPED.number}` })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("02/11/2025", { exact: true })).toHaveAttribute("datetime", "2025-02-11T10:05:00.000Z");
    await expect(main.getByText("Happy Valentine's Day, my love. — C.")).toBeVisible();
    await expect(main.getByText("PayPal")).toBeVisible();
    await expect(main.getByRole("link", { name: /1Z999AA10123459876/ })).toHaveAttribute("href", /ups\.com/);
    await expect(main.getByRole("region", { name: "Shipping address" })).toContainText("1 West 72nd Street");
    // Billed to the shipping address: the same lines, without the phone.
    await expect(main.getByRole("region", { name: "Billing address" })).toContainText("New York, NY 10023");
    await expect(main.getByRole("region", { name: "Billing address" })).not.toContainText("212-555-0147");
    await expect(main.getByText("USD 45.00")).toBeVisible();
    await expect(main.getByRole("link", { name: "Request a return or repair" })).toBeVisible();
  });

  test("a shopper requests a repair, is told once that it was sent, and finds it listed on the order", async ({ page }) => {
    await signedIn(page, `/orders/${SHIPPED.id}/return`);
    await expect(page.getByRole("heading", { level: 1, name: "Request a return or repair" })).toBeVisible();
    await expect(page.getByText(`For order ${SHIPPED.number}, placed on 02/11/2025`)).toBeVisible();
    await line(page, "Heart Charm").getByLabel("Quantity").selectOption("2");
    await line(page, "Heart Charm").getByLabel("Reason").selectOption({ label: "Wrong size" });
    await page.getByRole("radio", { name: "Repair or resize" }).check();
    await page.getByLabel("Additional comment (optional)").fill("Both charms on one ring, please.");
    await page.getByRole("button", { name: "Send request" }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${SHIPPED.id}$`));
    await expect(page.getByText("Request sent successfully")).toBeVisible();
    const request = page.getByRole("listitem").filter({ hasText: /^Request of/ });
    await expect(request.getByRole("row", { name: "Heart Charm 2 Wrong size Repair or resize" })).toBeVisible();
    await expect(request).toContainText("Requested");
    await expect(page.getByRole("main").getByText("Return requested", { exact: true })).toBeVisible();

    // Said once: the page loaded again no longer says it, and no cache may keep it.
    const again = await page.reload();
    expect(again?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: `Order ${SHIPPED.number}` })).toBeVisible();
    await expect(page.getByText("Request sent successfully")).toHaveCount(0);
  });

  test("a request with no piece is refused, and a quantity the API refuses is said under its field, with what was chosen kept", async ({ page }) => {
    await signedIn(page, `/orders/${SHIPPED.id}/return`);
    await page.getByRole("radio", { name: "Return and refund" }).check();
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Choose at least one piece to return or repair")).toBeVisible();

    // The select offers no more than may be asked for: the API's own refusal (as when another tab took one) is what the shopper sees.
    await mockApi.fault({
      path: "/api/v1/returns/request",
      method: "POST",
      status: 400,
      times: 1,
      body: { errors: [{ code: 400, property: "items.0.quantity", message: "You can ask for at most 1 of this piece." }] },
    });
    const charms = line(page, "Heart Charm");
    await charms.getByLabel("Quantity").selectOption("2");
    await charms.getByLabel("Reason").selectOption({ label: "Arrived damaged" });
    await page.getByRole("button", { name: "Send request" }).click();

    const quantity = line(page, "Heart Charm").getByLabel("Quantity");
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(quantity).toHaveAccessibleDescription(/You can ask for at most 1 of this piece\./);
    await expect(quantity).toHaveValue("2");
    await expect(line(page, "Heart Charm").getByLabel("Reason")).toHaveValue("4");
    await expect(page.getByRole("radio", { name: "Return and refund" })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/orders/${SHIPPED.id}/return$`));
  });
});

test.describe("saved cards", () => {
  test("a shopper deletes a saved card after confirming, and can cancel", async ({ page }) => {
    await signedIn(page, "/profile/payment-methods");
    await expect(page.getByRole("heading", { level: 1, name: "Payment methods" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Visa ending in 4242Default", "Mastercard ending in 4444"]);
    await expect(page.getByRole("listitem").filter({ hasText: "Mastercard" })).toContainText("11/27");

    await page.getByRole("button", { name: "Delete Mastercard ending in 4444" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete card" });
    await expect(confirm).toContainText("Delete the Mastercard ending in 4444?");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);

    await page.getByRole("button", { name: "Delete Mastercard ending in 4444" }).click();
    await page.getByRole("alertdialog", { name: "Delete card" }).getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Card deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/payment-methods$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Visa ending in 4242Default"]);
  });
});

test.describe("accessibility of the account's orders and cards", () => {
  test.skip(() => !hasJavaScript(), "axe needs JavaScript in the page");

  test("/orders, an order, the request form with its errors, and the saved cards and their confirm have no WCAG A/AA violations", async ({ page }) => {
    // axe reads every node of several full pages: tens of seconds on a busy two-core machine; no speed is checked here.
    test.setTimeout(90_000);
    await signedIn(page, "/orders");
    expect(await violations(page), "/orders").toEqual([]);
    for (const path of [`/orders/${SHIPPED.id}`, "/profile/payment-methods", "/profile/payment-methods?delete=2"]) {
      await open(page, path);
      expect(await violations(page), path).toEqual([]);
    }
    await open(page, `/orders/${SHIPPED.id}/return`);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Choose at least one piece to return or repair")).toBeVisible();
    await expect(page.getByText("Choose return and refund, or repair or resize")).toBeVisible();
    expect(await violations(page), "the request form with errors").toEqual([]);
  });
});
