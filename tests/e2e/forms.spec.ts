import type { Page } from "@playwright/test";

import { MOCK_API_URL, emailUsLabels, expect, hasJavaScript, madeToOrderPiece, mockApi, open, openPaused, test } from "./support";

const GUEST_ORDER = { number: "ML-100240", email: "sophie.martin@example.com", billing_zip: "60614" };

test.describe("track your order", () => {
  test("from the drawer to the order's page", async ({ page }) => {
    await open(page, "/about?panel=track-order");
    const form = page.locator("#track-order-drawer form");
    await form.getByLabel("Order number").fill(GUEST_ORDER.number);
    await form.getByLabel("Order email").fill(GUEST_ORDER.email);
    await form.getByLabel("Billing ZIP code").fill(GUEST_ORDER.billing_zip);
    await form.getByRole("button", { name: "Track order" }).click();
    // Posted: the address holds no e-mail or ZIP code.
    await expect(page).toHaveURL(/\/track-your-order$/);
    const order = page.getByRole("article", { name: "Order ML-100240" });
    await expect(order).toContainText("shipped");
    await expect(order.getByRole("link", { name: /^\d+$/ })).toHaveAttribute("href", /fedex/);
  });

  test("a wrong combination is not found, and shows no order", async ({ page }) => {
    await open(page, "/track-your-order");
    const form = page.locator("#track-order-page form");
    await form.getByLabel("Order number").fill(GUEST_ORDER.number);
    await form.getByLabel("Order email").fill("someone.else@example.com");
    await form.getByLabel("Billing ZIP code").fill(GUEST_ORDER.billing_zip);
    await form.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("alert")).toContainText("Error!");
    await expect(page.getByRole("alert")).toContainText("We could not find an order");
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("an address with the e-mail and ZIP code (spec 4's query) is left at once for one with the number alone", async ({ page }) => {
    await open(page, `/track-your-order?number=${GUEST_ORDER.number}&email=${encodeURIComponent(GUEST_ORDER.email)}&billing_zip=${GUEST_ORDER.billing_zip}`);
    await expect(page).toHaveURL(new RegExp(`/track-your-order\\?number=${GUEST_ORDER.number}$`));
    await expect(page.locator("#track-order-page form").getByLabel("Order number")).toHaveValue(GUEST_ORDER.number);
    await expect(page.locator("#track-order-page form").getByLabel("Order email")).toHaveValue("");
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("missing and malformed fields are named", async ({ page }) => {
    await open(page, "/track-your-order");
    const form = page.locator("#track-order-page form");
    await form.getByLabel("Order email").fill("not-an-email");
    await form.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByText("Order number is required")).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Billing ZIP code is required")).toBeVisible();
  });
});

test.describe("email us", () => {
  async function fill(page: Page, message = "Could you resize my ring?") {
    const labels = await emailUsLabels();
    const form = page.locator("form#email-us");
    await form.getByLabel(`${labels.subject} (optional)`).selectOption("product repair inquiry");
    await form.getByLabel(labels.text_area).fill(message);
    await form.getByLabel(labels.full_name).fill("Ada");
    await form.getByLabel(labels.last_name).fill("Lovelace");
    await form.getByLabel(labels.email).fill("ada@example.com");
    await form.getByRole("button", { name: labels.button_text }).click();
  }

  test("sends the message and says thank you", async ({ page }) => {
    await open(page, "/faq?panel=email-us");
    await fill(page);
    await expect(page.getByText("Thank you for your message.")).toBeVisible();
    const outbox = (await (await fetch(`${MOCK_API_URL}/__qa/outbox`)).json()) as {
      data: Array<Record<string, unknown>>;
    };
    expect(JSON.stringify(outbox.data.at(-1))).toContain("/faq");
  });

  test("says what is missing, and the limit of the message", async ({ page }) => {
    await open(page, "/faq?panel=email-us");
    await page.locator("form#email-us").getByRole("button", { name: (await emailUsLabels()).button_text }).click();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Max 5000 characters")).toBeVisible();
    await open(page, "/faq?panel=email-us");
    await fill(page, "x".repeat(5001));
    await expect(page.getByText("Please limit to 5000 characters or less.")).toBeVisible();
  });

  test("an API failure shows the Error! alert with the first message", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/questions", status: 422, body: { errors: [{ code: 422, property: null, message: "Messages are paused for maintenance." }] } });
    await open(page, "/faq?panel=email-us");
    await fill(page);
    // Without JavaScript the page comes back with it; with it, the answer opens the alert dialog.
    const alert = hasJavaScript() ? page.getByRole("alertdialog", { name: "Error!" }) : page.getByRole("alert");
    await expect(alert).toContainText("Error!");
    await expect(alert).toContainText("Messages are paused for maintenance.");
  });

  test("a 400 from the API goes under its field", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/questions", status: 400, body: { errors: [{ code: 400, property: "email", message: "This address cannot receive mail." }] } });
    await open(page, "/faq?panel=email-us");
    await fill(page);
    await expect(page.locator("form#email-us .field-error").filter({ hasText: "This address cannot receive mail." })).toBeVisible();
  });
});

test.describe("valid and invalid fields (spec 5)", () => {
  test("once checked, a field that passed is marked valid beside the invalid ones; with JavaScript the check runs in the browser, then at each change", async ({ page }) => {
    const labels = await emailUsLabels();
    await open(page, "/faq?panel=email-us");
    const form = page.locator("form#email-us");
    const field = (label: string) => form.getByLabel(label).locator("xpath=ancestor::div[contains(@class, 'field')][1]");
    await form.getByLabel(labels.full_name).fill("Ada");
    await form.getByLabel(labels.email).fill("not-an-email");
    await expect(field(labels.full_name)).not.toHaveClass(/field--valid/);
    await form.getByRole("button", { name: labels.button_text }).click();

    await expect(field(labels.email)).toHaveClass(/field--invalid/);
    await expect(field(labels.full_name)).toHaveClass(/field--valid/);
    await expect(field(labels.last_name)).toHaveClass(/field--invalid/);
    // Empty and optional: neither.
    await expect(field(`${labels.subject} (optional)`)).toHaveClass("field");
    // Drawn as valid: the house's success colour, not the ink of an invalid field.
    const border = (label: string) => form.getByLabel(label).evaluate((input) => getComputedStyle(input).borderColor);
    expect(await border(labels.full_name)).not.toBe(await border(labels.last_name));
    if (!hasJavaScript()) return;
    // The browser's own check, then at each change.
    await form.getByLabel(labels.email).fill("ada@example.com");
    await expect(field(labels.email)).toHaveClass(/field--valid/);
    await form.getByLabel(labels.full_name).fill("");
    await expect(field(labels.full_name)).toHaveClass(/field--invalid/);
  });
});

test.describe("busy labels (spec 9: a fetch's busy state lasts at least 200 ms)", () => {
  test.skip(() => !hasJavaScript(), "the busy label is JavaScript's: without it the browser loads the answer as a page");



  test("a slow answer shows Adding… on the disabled button until it comes", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/carts/items", method: "POST", delay_ms: 1500, times: 1 });
    await open(page, await madeToOrderPiece());
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("button", { name: "Adding…" })).toBeDisabled();
    await expect(page.getByText("Added to your bag.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to bag" })).toBeEnabled();
  });

  test("an answer faster than 200 ms leaves Loading… on until 200 ms after it showed", async ({ page }) => {
    await page.clock.install();
    await openPaused(page, "/shop-all");
    const more = page.getByRole("link", { name: /^(Load more|Loading…)$/ });
    await more.click();
    // The next page is in, in no time by the page's clock.
    await expect(page.getByRole("region", { name: "Products" }).getByRole("article")).toHaveCount(24);
    await expect(more).toHaveText("Loading…");
    await page.clock.runFor(150);
    await expect(more).toHaveText("Loading…");
    await page.clock.runFor(60);
    await expect(more).toHaveText("Load more");
  });

  test("a form's button holds Subscribing… as long on a fast answer, and shows nothing when the form refuses itself", async ({ page }) => {
    await page.clock.install();
    await openPaused(page, "/about");
    const footer = page.getByRole("contentinfo");
    const button = footer.getByRole("button", { name: /^Subscrib/ });
    // Each text the button shows, from now on.
    await button.evaluate((node) => {
      const seen = [node.textContent];
      (window as unknown as { labels: typeof seen }).labels = seen;
      new MutationObserver(() => seen.push(node.textContent)).observe(node, { childList: true, characterData: true, subtree: true });
    });
    const labels = () => page.evaluate(() => (window as unknown as { labels: string[] }).labels);

    await footer.getByLabel("Email address").fill("not-an-email");
    await button.click();
    await expect(footer.getByText("Enter a valid email address")).toBeVisible();
    await page.clock.runFor(300);
    expect(await labels()).toEqual(["Subscribe"]);

    await footer.getByLabel("Email address").fill("busy.reader@example.com");
    await button.click();
    await expect(footer.getByText("Thank you for subscribing.")).toBeVisible();
    await expect(button).toHaveText("Subscribing…");
    await page.clock.runFor(210);
    await expect(button).toHaveText("Subscribe");
    expect(await labels()).toEqual(["Subscribe", "Subscribing…", "Subscribe"]);
  });
});
