import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect, hasJavaScript, open, signIn, test } from "./support";

async function signedIn(page: Page, path: string) {
  await open(page, `/sign-in?redirect=${encodeURIComponent(path)}`);
  await signIn(page);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  // With JavaScript, wait for the page's forms as open() does.
  await open(page, path);
}

const details = (page: Page) => page.locator("form#profile");

test.describe("profile", () => {
  test("edits the details and the newsletter, and they stay after a reload", async ({ page }) => {
    await signedIn(page, "/profile");
    const form = details(page);
    await expect(form.getByLabel("First name")).toHaveValue("Camille");
    await form.getByLabel("Last name").fill("Durand-Lefèvre");
    await form.getByLabel("Phone (optional)").fill("(212) 555-0199");
    await form.getByLabel("Relationship status (optional)").selectOption("Single");
    await form.getByLabel("Birthday (optional)").fill("1990-03-21");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toHaveText("User info updated");

    await page.reload();
    await expect(form.getByLabel("Last name")).toHaveValue("Durand-Lefèvre");
    await expect(form.getByLabel("Phone (optional)")).toHaveValue("(212) 555-0199");
    await expect(form.getByLabel("Relationship status (optional)")).toHaveValue("Single");
    await expect(form.getByLabel("Birthday (optional)")).toHaveValue("1990-03-21");
    await expect(page.getByRole("status")).toHaveCount(0);

    const subscriptions = page.locator("form#subscriptions");
    const newsletter = subscriptions.getByRole("checkbox");
    await expect(newsletter).toBeChecked();
    await newsletter.uncheck();
    await subscriptions.getByRole("button", { name: "Save subscriptions" }).click();
    await expect(page.getByRole("status")).toHaveText("Your subscriptions were updated.");
    await page.reload();
    await expect(page.locator("form#subscriptions").getByRole("checkbox")).not.toBeChecked();
  });

  test("a wrong current password is refused under its field, and no password comes back", async ({ page }) => {
    await signedIn(page, "/profile");
    const form = page.locator("form#password");
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("Brand-new-2026!");
    await form.getByLabel("Confirm new password").fill("Brand-new-2026!");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The current password is incorrect.")).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    // Without JavaScript the page comes back from the server, which never sends a password back.
    if (!hasJavaScript()) await expect(form.getByLabel("New password", { exact: true })).toHaveValue("");
  });
});

test.describe("addresses", () => {
  test("adds, edits and deletes an address, asking before the delete", async ({ page }) => {
    await signedIn(page, "/profile/addresses");
    const add = page.locator("form#saved-address");
    await add.getByLabel("Address name (optional)").fill("Studio");
    await add.getByLabel("Address", { exact: true }).fill("55 Water Street");
    await add.getByLabel("City").fill("Brooklyn");
    await add.getByLabel("State").selectOption("NY");
    await add.getByLabel("ZIP code").fill("11201");
    await add.getByLabel("Phone number").fill("718-555-0101");
    await add.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByRole("status")).toHaveText("Address saved");
    const saved = page.getByRole("listitem", { name: "Studio" });
    await expect(saved).toContainText("55 Water Street");

    await saved.getByRole("link", { name: "Edit Studio" }).click();
    await expect(page.getByRole("heading", { name: "Edit address" })).toBeVisible();
    const edit = page.locator("form#saved-address");
    await expect(edit.getByLabel("City")).toHaveValue("Brooklyn");
    await edit.getByLabel("Apartment, suite, etc. (optional)").fill("Unit 4");
    await edit.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status")).toHaveText("Address saved");
    await expect(page.getByRole("listitem", { name: "Studio" })).toContainText("Unit 4");

    // Cancelling the confirm keeps the address; confirming deletes it.
    await page.getByRole("listitem", { name: "Studio" }).getByRole("link", { name: "Delete Studio" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete address" });
    // Without JavaScript the server's confirm step, whose Cancel is a link; with it, the dialog's Cancel button.
    await confirm.getByRole("link", { name: "Cancel" }).or(confirm.getByRole("button", { name: "Cancel" })).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole("listitem", { name: "Studio" }).getByRole("link", { name: "Delete Studio" }).click();
    await expect(confirm).toContainText("Delete the address Studio?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("Address deleted");
    await expect(page.getByRole("listitem", { name: "Studio" })).toHaveCount(0);
    await expect(page.getByRole("listitem", { name: "Home" })).toBeVisible();
  });
});

test.describe("account pages, accessibility", () => {
  test.skip(() => !hasJavaScript(), "axe needs JavaScript in the page");

  const violations = async (page: Page) => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };

  test("/profile has no WCAG A/AA violations, with the password's and the details' errors showing", async ({ page }) => {
    await signedIn(page, "/profile");
    await page.locator("form#password").getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("form#password").getByText("Current password is required")).toBeVisible();
    expect(await violations(page), "/profile, the password's errors").toEqual([]);

    await open(page, "/profile");
    const form = details(page);
    await form.getByLabel("First name").fill("");
    await form.getByLabel("Phone (optional)").fill("12");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Enter a valid phone number, like 212-555-0147")).toBeVisible();
    expect(await violations(page), "/profile, the details' errors").toEqual([]);
  });

  test("/profile/addresses has no WCAG A/AA violations, adding and editing, with errors showing", async ({ page }) => {
    await signedIn(page, "/profile/addresses?delete=2");
    await page.locator("form#saved-address").getByRole("button", { name: "Add address" }).click();
    await expect(page.locator("form#saved-address").getByText("City is required")).toBeVisible();
    expect(await violations(page), "/profile/addresses").toEqual([]);

    // The seeded Home address (mock-api/seed/users.ts) in its edit form, refused for an emptied city.
    await open(page, "/profile/addresses?edit=1");
    await expect(page.getByRole("heading", { name: "Edit address" })).toBeVisible();
    const edit = page.locator("form#saved-address");
    await expect(edit.getByLabel("City")).toHaveValue("New York");
    await edit.getByLabel("City").fill("");
    await edit.getByRole("button", { name: "Save address" }).click();
    await expect(edit.getByText("City is required")).toBeVisible();
    await expect(edit.getByLabel("Address", { exact: true })).toHaveValue("1 West 72nd Street");
    expect(await violations(page), "/profile/addresses?edit=1").toEqual([]);
  });
});
