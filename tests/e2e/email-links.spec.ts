// The e-mailed links (/verify/{token}, /recover-password/{token}): the token leaves the address on arrival, and no
// later page, the store's or a third party's, can read it from an address, a referrer or the page itself.
import { DEMO_SHOPPER as DEMO, MOCK_API_URL, STORE_URL, expect, hasJavaScript, open, signIn, test } from "./support";

async function tokenFor(email: string, kind: "verification" | "recovery"): Promise<string> {
  const response = await fetch(`${MOCK_API_URL}/__qa/tokens?email=${encodeURIComponent(email)}&kind=${kind}`);
  const body = (await response.json()) as { data: Array<{ token: string }> };
  return body.data.at(-1)!.token;
}

async function api(path: string, method: string, body: unknown) {
  const response = await fetch(`${MOCK_API_URL}/api/v1${path}`, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.ok, `${method} ${path}`).toBe(true);
}

const recoveryToken = async (email = DEMO.email) => {
  await api("/users/recover-password", "PATCH", { email });
  return tokenFor(email, "recovery");
};

async function newAccount(): Promise<string> {
  const email = `link-${test.info().project.name}-${Date.now()}@example.com`;
  await api("/authorizations/sign-up", "POST", { first_name: "Ada", last_name: "Byron", email, password: "Analytical!1", password_confirmation: "Analytical!1" });
  return email;
}

const LINK_INVALID = "This password reset link is invalid or has expired.";

test.describe("an e-mailed link", () => {
  test("a recovery link answers only a redirect to a tokenless page, kept by no cache and sending no referrer", async ({ request }) => {
    test.skip(!hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");
    const token = await recoveryToken();
    const answer = await request.get(`${STORE_URL}/recover-password/${token}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("/recover-password/new");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    // The last policy a browser can read is the one it follows.
    expect(answer.headers()["referrer-policy"]).toMatch(/(?:^|[,\s])no-referrer$/);
    const cookie = answer.headersArray().find((header) => header.name.toLowerCase() === "set-cookie")?.value ?? "";
    expect(cookie).toMatch(/^__recovery_link=/);
    expect(cookie).toMatch(/; Max-Age=900(;|$)/);
    expect(cookie).toMatch(/; Path=\/recover-password(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(await answer.text()).not.toContain(token);
  });

  test("follow a reset link and click away: the token is in no address, page or referrer", async ({ page }) => {
    const token = await recoveryToken();
    const arrival = await open(page, `/recover-password/${token}`);
    await expect(page).toHaveURL((url) => url.pathname === "/recover-password/new" && url.search === "");
    expect(await arrival!.text()).not.toContain(token);
    expect(await page.content()).not.toContain(token);
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();

    // Whatever the next page asks for, a document or its data, says nothing of the token.
    const sent: string[] = [];
    page.on("request", (request) => sent.push(`${request.url()} ${request.headers()["referer"] ?? ""}`));
    await page.getByRole("banner").getByRole("link", { name: /, home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Choose a new password");
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.join("\n")).not.toContain(token);
    expect(await page.evaluate(() => document.referrer)).not.toContain(token);
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    // Back is the tokenless page, not the link.
    await page.goBack();
    await expect(page).toHaveURL(/\/recover-password\/new$/);
  });

  test("resets the password from the tokenless page, which forgets the link once used", async ({ page, context }) => {
    const token = await recoveryToken();
    await open(page, `/recover-password/${token}`);
    await expect(page).toHaveURL(/\/recover-password\/new$/);
    expect((await context.cookies()).find((cookie) => cookie.name === "__recovery_link")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/recover-password" });
    await page.getByLabel("New password", { exact: true }).fill("Through-the-link-2026!");
    await page.getByLabel("Confirm new password").fill("Through-the-link-2026!");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password was restored successfully")).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__recovery_link");

    await open(page, "/recover-password/new");
    await expect(page.getByText(LINK_INVALID)).toBeVisible();
    await open(page, "/?drawer=1");
    await signIn(page, DEMO.email, "Through-the-link-2026!");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  });

  test("the tokenless page without its link says the link is invalid or expired, and asks for a new one", async ({ page }) => {
    await open(page, "/recover-password/new");
    await expect(page.getByText(LINK_INVALID)).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await expect(page.getByRole("button", { name: "Send recovery link" })).toBeVisible();
  });

  test("a verification link verifies on a tokenless page, once", async ({ page, context }) => {
    const email = await newAccount();
    const token = await tokenFor(email, "verification");
    const arrival = await open(page, `/verify/${token}`);
    await expect(page).toHaveURL((url) => url.pathname === "/verify" && url.search === "");
    await expect(page.getByText("Your E-mail has been verified successfully")).toBeVisible();
    expect(await arrival!.text()).not.toContain(token);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__verify_link");
    await open(page, "/?drawer=1");
    await signIn(page, email, "Analytical!1");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  });
});
