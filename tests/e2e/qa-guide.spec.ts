// The QA guide's example (mock-api/README.md "A QA engineer's first test"): the README shows this file as it is.
// The no-js project runs it in a browser without JavaScript, where the store's forms are plain HTML; the js project with it.
import type { Page } from "@playwright/test";

import { DEMO_SHOPPER, MOCK_API_URL, expect, open, test } from "./support";

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

async function signIn(page: Page) {
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(DEMO_SHOPPER.email);
  await form.getByLabel("Password").fill(DEMO_SHOPPER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test("an expired session token asks the shopper to sign in again, and the journal shows why", async ({ page }) => {
  // 1. The seed, no faults, no scenario, an empty journal.
  await qa("POST", "/reset");

  // 2. Sign in as the demo shopper, through the store's own form.
  await open(page, "/sign-in");
  await signIn(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();

  // 3. The scenario: every open session token of that account expires.
  await qa("POST", "/scenarios/expired-session", { email: DEMO_SHOPPER.email });

  // 4. The profile page meets the API's 401: the store signs the shopper out and asks them to sign in, with the way back.
  await open(page, "/profile");
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("redirect") === "/profile");
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL((url) => url.pathname === "/profile");

  // 5. The journal: the store sent the expired token and the API answered 401; no password was kept.
  const reads = await qa("GET", "/requests?path=/api/v1/users&method=GET");
  expect(reads).toContainEqual(expect.objectContaining({ bearer: true, status: 401 }));
  const signIns = await qa("GET", "/requests?path=/api/v1/authorizations&method=POST");
  expect(signIns).toHaveLength(2);
  for (const entry of signIns) expect(entry.body.password).toBe("[redacted]");

  // 6. Undo the scenario alone (POST /__qa/reset undoes everything).
  await qa("DELETE", "/scenarios/expired-session");
});
