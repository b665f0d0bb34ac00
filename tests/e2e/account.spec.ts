import { DEMO_SHOPPER as DEMO, MOCK_API_URL, expect, mockApi, open, signIn, test } from "./support";

async function tokenFor(email: string, kind: string): Promise<string> {
  const response = await fetch(`${MOCK_API_URL}/__qa/tokens?email=${encodeURIComponent(email)}&kind=${kind}`);
  const body = (await response.json()) as { data: Array<{ token: string }> };
  return body.data.at(-1)!.token;
}

test.describe("sign in and out", () => {
  test("signs in from the drawer and stays on the page", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toHaveAttribute("href", "/profile");
  });

  test("a wrong password shows the API's message under the email field", async ({ page }) => {
    await open(page, "/?drawer=1");
    await signIn(page, DEMO.email, "not-the-password");
    await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  });

  test("an empty form says what is missing", async ({ page }) => {
    await open(page, "/?drawer=1");
    await page.locator("form#sign-in").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("an account page asks a visitor to sign in, then takes them there", async ({ page }) => {
    await open(page, "/orders");
    await expect(page).toHaveURL(/\/\?drawer=1&redirect=%2Forders$/);
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("link", { name: "Order ML-100238" })).toHaveAttribute("href", "/orders/2");
  });

  // Every account page has the guard (spec 6 `auth`): a signed-out visitor lands on the sign-in drawer with the way back.
  for (const { path, heading } of [
    { path: "/profile/addresses", heading: "Your addresses" },
    { path: "/profile/payment-methods", heading: "Payment methods" },
    { path: "/orders/2", heading: "Order ML-100238" },
  ]) {
    test(`${path} asks a signed-out visitor to sign in, then takes them back there`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === `?drawer=1&redirect=${encodeURIComponent(path)}`);
      const drawer = page.getByRole("dialog", { name: "Sign in" });
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('form#sign-in input[name="redirect"]')).toHaveValue(path);
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL((url) => url.pathname === path && url.search === "");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }

  test("a signed-in shopper is sent home from sign-up, and can sign out", async ({ page }) => {
    await open(page, "/?drawer=1");
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    await open(page, "/sign-up");
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/profile");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hello");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  });

  test("a 401 mid-session ends it and opens sign-in with the way back", async ({ page }) => {
    await open(page, "/?drawer=1");
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    await mockApi.fault({ path: "/api/v1/orders", status: 401, body: { errors: [{ code: 401, message: "Unauthenticated." }] } });
    await open(page, "/orders");
    await expect(page).toHaveURL(/\/\?drawer=1&redirect=%2Forders$/);
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  });
});

test.describe("sign-up, verification and recovery", () => {
  test("registers, verifies the email and signs in", async ({ page }) => {
    const email = `new-${test.info().project.name}-${Date.now()}@example.com`;
    await open(page, "/sign-up");
    const form = page.locator("form#sign-up");
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("Analytical!1");
    await form.getByLabel("Confirm password").fill("Analytical!1");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Registration was successful, follow the instructions in the e-mail sent to you")).toBeVisible();

    await open(page, `/verify/${await tokenFor(email, "verification")}`);
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText("Your E-mail has been verified successfully")).toBeVisible();
    await open(page, "/?drawer=1");
    await signIn(page, email, "Analytical!1");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  });

  test("checks the password rules and a taken email", async ({ page }) => {
    await open(page, "/sign-up");
    const form = page.locator("form#sign-up");
    await form.getByLabel("First name").fill("Camille");
    await form.getByLabel("Last name").fill("Durand");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByLabel("Confirm password").fill("different");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Requirements: Minimum 8 characters")).toBeVisible();
    await expect(page.getByText("Password confirmation does not match")).toBeVisible();

    await page.locator("form#sign-up").getByLabel("Password", { exact: true }).fill("Longenough!1");
    await page.locator("form#sign-up").getByLabel("Confirm password").fill("Longenough!1");
    await page.locator("form#sign-up").getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("The email has already been taken.")).toBeVisible();
  });

  test("recovers a password through the emailed link", async ({ page }) => {
    await open(page, "/recover-password");
    await page.getByLabel("Email", { exact: true }).fill(DEMO.email);
    await page.getByRole("button", { name: "Send recovery link" }).click();
    await expect(page.getByText("Form sent successfully, follow the instructions in the e-mail sent to you")).toBeVisible();

    await open(page, `/recover-password/${await tokenFor(DEMO.email, "recovery")}`);
    await expect(page).toHaveURL(/\/recover-password\/new$/);
    await page.getByLabel("New password", { exact: true }).fill("Brand-new-2026!");
    await page.getByLabel("Confirm new password").fill("Brand-new-2026!");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password was restored successfully")).toBeVisible();

    await open(page, "/?drawer=1");
    await signIn(page, DEMO.email, "Brand-new-2026!");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  });

  test("a used or unknown link says so", async ({ page }) => {
    await open(page, "/verify/not-a-real-token-123");
    await expect(page.getByText("This verification link is invalid or has expired.")).toBeVisible();
  });
});
