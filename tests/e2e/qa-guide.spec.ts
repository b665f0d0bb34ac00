// The QA guide's example (mock-api/README.md "A QA engineer's first test"): the README shows this file as it is.
// The no-js project runs it in a browser without JavaScript, where the store's forms are plain HTML; the js project with it.
import { DEMO_SHOPPER, MOCK_API_URL, expect, test } from "./support";

/** The mock's QA controls: plain JSON over HTTP, on loopback. */
async function qa(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_API_URL}/__qa${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} /__qa${path}`).toBe(true);
  return (await response.json()).data;
}

test("an expired session token signs the shopper out, and the journal shows why", async ({ page }) => {
  // 1. The seed, no faults, no scenario, an empty journal.
  await qa("POST", "/reset");

  // 2. Sign in with the demo shopper, through the store's own form.
  await page.goto("/sign-in");
  const signIn = page.locator("form#sign-in");
  await signIn.getByLabel("Email").fill(DEMO_SHOPPER.email);
  await signIn.getByLabel("Password").fill(DEMO_SHOPPER.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();

  // 3. The scenario: every open session token of that account expires.
  await qa("POST", "/scenarios/expired-session", { email: DEMO_SHOPPER.email });

  // 4. Drive a form: saving the newsletter choice needs the token the API no longer knows.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Save subscriptions" }).click();
  await expect(page).toHaveURL(/[?&]drawer=1/);
  await expect(page.locator("form#sign-in")).toBeVisible();

  // 5. The journal: the store sent the token, the API answered 401, and no password was kept.
  const saves = await qa("GET", "/requests?path=/api/v1/subscribe&method=POST");
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ bearer: true, status: 401 });
  const [signedIn] = await qa("GET", "/requests?path=/api/v1/authorizations&method=POST");
  expect(signedIn.body.password).toBe("[redacted]");

  // 6. Undo the scenario alone (POST /__qa/reset undoes everything).
  await qa("DELETE", "/scenarios/expired-session");
});
