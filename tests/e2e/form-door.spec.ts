import { request as httpRequest } from "node:http";
import { connect } from "node:net";

import type { Page } from "@playwright/test";

import { STORE_URL as baseURL, DEMO_SHOPPER as DEMO, emailUsLabels, expect, hasJavaScript, madeToOrderPiece, mockApi, open, test } from "./support";

const formWith = (page: Page, error: string | RegExp) => page.locator("form", { has: page.getByText(error) });

test.describe("a refused form keeps what was typed", () => {
  test("email us: a message over 5000 characters", async ({ page }) => {
    const labels = await emailUsLabels();
    await open(page, "/email-us");
    const form = page.locator("form#email-us");
    await form.getByLabel(`${labels.subject} (optional)`).selectOption("order inquiry");
    await form.getByLabel(labels.text_area).fill("x".repeat(5001));
    await form.getByLabel(labels.full_name).fill("Ada");
    await form.getByLabel(labels.last_name).fill("Lovelace");
    await form.getByLabel(labels.email).fill("ada@example.com");
    await form.getByRole("button", { name: labels.button_text }).click();

    const refused = formWith(page, "Please limit to 5000 characters or less.");
    await expect(refused.getByLabel(labels.full_name)).toHaveValue("Ada");
    await expect(refused.getByLabel(labels.last_name)).toHaveValue("Lovelace");
    await expect(refused.getByLabel(labels.email)).toHaveValue("ada@example.com");
    await expect(refused.getByLabel(`${labels.subject} (optional)`)).toHaveValue("order inquiry");
    await expect(refused.getByLabel(labels.text_area)).toHaveValue("x".repeat(5001));
  });

  test("sign-in: a wrong password keeps the email, never the password", async ({ page }) => {
    await open(page, "/?drawer=1");
    const form = page.locator("form#sign-in");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill("Not-the-password-1!");
    await form.getByRole("button", { name: "Sign in" }).click();

    const refused = formWith(page, "These credentials do not match our records.");
    await expect(refused.getByLabel("Email")).toHaveValue(DEMO.email);
    if (!hasJavaScript()) {
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(refused.getByLabel("Password")).toHaveValue("");
      expect(await page.content()).not.toContain("Not-the-password-1!");
    }
  });

  test("sign-in from a page keeps the way back after a refusal", async ({ page }) => {
    await open(page, "/orders");
    const form = page.locator("form#sign-in");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill("wrong-password!");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
    await page.locator("form#sign-in").getByLabel("Password").fill(DEMO.password);
    await page.locator("form#sign-in").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("sign-up: passwords that do not match keep the names and email", async ({ page }) => {
    await open(page, "/sign-up");
    const form = page.locator("form#sign-up");
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByLabel("Password", { exact: true }).fill("Compiler-1952!");
    await form.getByLabel("Confirm password").fill("Compiler-1953!");
    await form.getByRole("button", { name: "Create account" }).click();

    const refused = formWith(page, "Password confirmation does not match");
    await expect(refused.getByLabel("First name")).toHaveValue("Grace");
    await expect(refused.getByLabel("Last name")).toHaveValue("Hopper");
    await expect(refused.getByLabel("Email")).toHaveValue("grace@example.com");
    if (!hasJavaScript()) expect(await page.content()).not.toContain("Compiler-195");
  });

  test("password recovery: a malformed email", async ({ page }) => {
    await open(page, "/recover-password");
    await page.locator("form#recover-password").getByLabel("Email").fill("ada@");
    await page.getByRole("button", { name: "Send recovery link" }).click();
    await expect(formWith(page, "Enter a valid email address").getByLabel("Email")).toHaveValue("ada@");
  });

  test("a new password: too short, and never sent back", async ({ page }) => {
    await open(page, `/recover-password/${"t".repeat(24)}`);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Requirements: Minimum 8 characters")).toBeVisible();
    if (!hasJavaScript()) await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");
  });

  test("newsletter: from the footer, a malformed email", async ({ page }) => {
    await open(page, "/about");
    const footer = page.locator("form#newsletter-footer");
    await footer.getByLabel("Email address").fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    // Without JavaScript the post lands on the newsletter's own page, whose form shows the answer.
    await expect(formWith(page, "Enter a valid email address").getByLabel("Email address")).toHaveValue("not-an-email");
  });

  test("track order: an empty form names the three required fields, and typed values stay", async ({ page }) => {
    await open(page, "/track-your-order");
    const form = page.locator("#track-order-page form");
    await form.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByText("Order number is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Billing ZIP code is required")).toBeVisible();

    await page.locator("#track-order-page form").getByLabel("Order number").fill("ML-100240");
    await page.locator("#track-order-page form").getByLabel("Order email").fill("sophie@");
    await page.locator("#track-order-page form").getByRole("button", { name: "Track order" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.locator("#track-order-page form").getByLabel("Order number")).toHaveValue("ML-100240");
    await expect(page.locator("#track-order-page form").getByLabel("Order email")).toHaveValue("sophie@");
  });

  test("store finder: a ZIP code that is not five digits", async ({ page }) => {
    await open(page, "/find-a-retailer");
    await page.getByLabel("ZIP code").fill("123");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(formWith(page, "Enter a 5-digit ZIP code").getByLabel("ZIP code")).toHaveValue("123");
  });

  test("product page: drop a hint and ask a question", async ({ page }) => {
    const piece = await madeToOrderPiece();
    await open(page, piece);
    await page.getByText("Drop a hint").click();
    const hint = page.locator("details", { has: page.getByText("Drop a hint") }).locator("form");
    await hint.getByLabel("Their email").fill("friend@");
    await hint.getByLabel("Your name (optional)").fill("Ada");
    await hint.getByRole("button", { name: "Send the hint" }).click();
    const refusedHint = formWith(page, "Enter a valid email address");
    await expect(refusedHint.getByLabel("Their email")).toHaveValue("friend@");
    await expect(refusedHint.getByLabel("Your name (optional)")).toHaveValue("Ada");

    await open(page, piece);
    await page.getByText("Ask a question").click();
    const question = page.locator("details", { has: page.getByText("Ask a question") }).locator("form");
    await question.getByLabel("First name").fill("Ada");
    await question.getByLabel("Last name").fill("Lovelace");
    await question.getByLabel("Email").fill("ada@example.com");
    await question.getByRole("button", { name: "Send question" }).click();
    const refusedQuestion = formWith(page, "Your question is required");
    await expect(refusedQuestion.getByLabel("First name")).toHaveValue("Ada");
    await expect(refusedQuestion.getByLabel("Email")).toHaveValue("ada@example.com");
  });

  test("an API refusal keeps the values too (email us, API paused)", async ({ page }) => {
    const labels = await emailUsLabels();
    await mockApi.fault({ path: "/api/v1/questions", status: 422, body: { errors: [{ code: 422, property: null, message: "Messages are paused." }] } });
    await open(page, "/email-us");
    const form = page.locator("form#email-us");
    await form.getByLabel(labels.text_area).fill("Could you resize my ring?");
    await form.getByLabel(labels.full_name).fill("Ada");
    await form.getByLabel(labels.last_name).fill("Lovelace");
    await form.getByLabel(labels.email).fill("ada@example.com");
    await form.getByRole("button", { name: labels.button_text }).click();
    // With JavaScript the answer opens the alert dialog; without, the page comes back with the alert in it.
    await expect(hasJavaScript() ? page.getByRole("alertdialog", { name: "Error!" }) : page.getByRole("alert")).toContainText("Messages are paused.");
    await expect(page.locator("form#email-us").getByLabel(labels.text_area)).toHaveValue("Could you resize my ring?");
    await expect(page.locator("form#email-us").getByLabel(labels.full_name)).toHaveValue("Ada");
  });
});

test.describe("a post from another site", () => {
  /** Submitted from another origin, as a shopper would be made to. */
  async function postFromElsewhere(page: Page, path: string, fields: Record<string, string>) {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join("");
    await page.route("http://elsewhere.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Win a ring</title><form method="post" action="${baseURL}${path}">${inputs}<button>Claim</button></form>`,
      }),
    );
    await page.goto("http://elsewhere.test/");
    const [response] = await Promise.all([page.waitForResponse(`${baseURL}${path}`), page.getByRole("button", { name: "Claim" }).click()]);
    return response;
  }

  for (const [path, fields] of [
    ["/newsletter", { intent: "newsletter", email: "victim@example.com" }],
    ["/sign-out", { intent: "sign-out" }],
    ["/cart", { intent: "add", product_configuration_id: "1", quantity: "1" }],
  ] as const) {
    test(`${path} is refused with a 403 page that links back`, async ({ page }) => {
      const response = await postFromElsewhere(page, path, fields);
      expect(response.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("403");
      // Inside the store's own layout, so the shopper knows where they are.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByText("This form was refused because it was not sent from this store's pages.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    });
  }

  test("does not sign a shopper out", async ({ page }) => {
    await open(page, "/?drawer=1");
    const form = page.locator("form#sign-in");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill(DEMO.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    expect((await postFromElsewhere(page, "/sign-out", {})).status()).toBe(403);
    await open(page, "/profile");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hello");
  });
});

test.describe("what the door answers a stranger", () => {
  // These speak HTTP directly: what a browser has or has not enabled changes nothing.
  test.skip(() => hasJavaScript(), "one run is enough");

  const url = (path: string) => `${baseURL}${path}`;

  test("another origin, on every kind of route, is a 403 and never a 500", async ({ request }) => {
    for (const path of ["/newsletter", "/email-us", "/sign-in", "/recover-password", "/cart", "/sign-out", "/track-your-order"]) {
      const response = await request.post(url(path), { headers: { Origin: "https://evil.example" }, form: { email: "a@b.co" }, maxRedirects: 0 });
      expect([403, 405], path).toContain(response.status());
    }
    const beacon = await request.post(url("/resources/events"), { headers: { Origin: "https://evil.example" }, data: { event_id: "visit" } });
    expect(beacon.status()).toBe(403);
  });

  test("a multipart body is a 415, a body over 64 KB a 413", async ({ request }) => {
    const multipart = await request.post(url("/newsletter"), { headers: { Origin: baseURL }, multipart: { email: "a@b.co" } });
    expect(multipart.status()).toBe(415);
    const huge = await request.post(url("/email-us"), { headers: { Origin: baseURL }, form: { question: "x".repeat(70_000) } });
    expect(huge.status()).toBe(413);
  });

  test("a chunked body is counted as it arrives: past 64 KB the 413 still reaches the sender", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(url("/email-us"), { method: "POST", headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sent.on("error", reject);
      // No Content-Length: Node sends it chunked, 2 MB in 64 KB pieces.
      for (let i = 0; i < 32; i++) sent.write("a".repeat(64 * 1024));
      sent.end();
    });
    expect(status).toBe(413);
  });

  test("a body refused before it was read is answered and dropped, and its connection serves the next request", async () => {
    /** Two requests on one socket, the second sent right behind the first: what came back and how the socket ended. */
    const exchange = (first: string) =>
      new Promise<{ text: string; reset: boolean }>((resolve) => {
        const socket = connect(Number(new URL(baseURL).port), "127.0.0.1");
        let text = "";
        let reset = false;
        socket.on("data", (chunk) => (text += chunk.toString("latin1")));
        socket.on("error", () => (reset = true));
        socket.on("close", () => resolve({ text, reset }));
        socket.write(first);
        socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      });
    const post = (type: string, body: string) =>
      `POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${baseURL}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

    const refused = await exchange(post("multipart/form-data; boundary=x", `--x\r\n${"a".repeat(20_000)}\r\n--x--\r\n`));
    expect(refused.text).toMatch(/^HTTP\/1\.1 415 /);
    // The body is never read as a request (that would be a 400), the socket is not reset, and the next request is answered.
    expect(refused.text).not.toMatch(/HTTP\/1\.1 400 /);
    expect(refused.reset).toBe(false);
    expect(refused.text.match(/HTTP\/1\.1 \d{3} /g)).toEqual(["HTTP/1.1 415 ", "HTTP/1.1 200 "]);

    const read = await exchange(post("application/x-www-form-urlencoded", "intent=newsletter&email=keep-alive%40example.com"));
    expect(read.text.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(2);
    expect(read.text).toContain("redis:");
  });

  test("a refused sign-up or sign-in never sends the password back", async ({ request }) => {
    const password = "Secret-Passw0rd!";
    const signUp = await request.post(url("/sign-up"), {
      headers: { Origin: baseURL },
      form: { intent: "sign-up", first_name: "", last_name: "", email: "x@", password, password_confirmation: `${password}x` },
    });
    expect(signUp.status()).toBe(422);
    expect(await signUp.text()).not.toContain(password);
    const signIn = await request.post(url("/sign-in"), { headers: { Origin: baseURL }, form: { intent: "sign-in", email: DEMO.email, password } });
    expect(signIn.status()).toBe(400);
    expect(await signIn.text()).not.toContain(password);
  });

  test("signing in never redirects off the site", async ({ request }) => {
    for (const target of ["/.//evil.example", "/a/..//evil.example", "/%2E%2E//evil.example", "//evil.example", "https://evil.example"]) {
      const response = await request.post(url("/sign-in"), {
        headers: { Origin: baseURL },
        form: { intent: "sign-in", email: DEMO.email, password: DEMO.password, redirect: target },
        maxRedirects: 0,
      });
      expect(response.status(), target).toBe(302);
      expect(response.headers().location, target).toBe("/");
    }
  });
});
