import type { Page } from "@playwright/test";

import { expect, hasJavaScript, mockApi, open, test } from "./support";

async function subscribe(page: Page, email: string) {
  const form = page.getByRole("contentinfo");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
}

test.describe("newsletter", () => {
  test("subscribes an email; with JavaScript the thanks stay until the email changes", async ({ page }) => {
    await open(page, "/about");
    await subscribe(page, "reader@example.com");
    const thanks = page.getByRole("status").filter({ hasText: "Thank you for subscribing." });
    await expect(thanks).toBeVisible();
    if (!hasJavaScript()) return;
    await page.getByRole("contentinfo").getByLabel("Email address").fill("reader2@example.com");
    await expect(thanks).toBeHidden();
  });

  test("says when an email is not valid", async ({ page }) => {
    await page.goto("/about");
    await subscribe(page, "not-an-email");
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
  });

  test("shows the API's first error under the field", async ({ page }) => {
    await page.goto("/about");
    await subscribe(page, "twice@example.com");
    await expect(page.getByText("Thank you for subscribing.")).toBeVisible();
    await page.goto("/about");
    await subscribe(page, "twice@example.com");
    await expect(page.getByText("This email is already subscribed to our newsletter.")).toBeVisible();
  });

  test("says Server error when the API fails without a message", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/subscribe", status: 500, body: {} });
    await page.goto("/about");
    await subscribe(page, "reader@example.com");
    await expect(page.getByText("Server error", { exact: true })).toBeVisible();
  });
});
