// The mock API's QA console (mock-api/console/), driven as a tester does, with the store beside it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { DEMO_SHOPPER, MOCK_API_URL, expect, hasJavaScript, madeToOrderPiece, mockApi, open, signIn, test } from "./support";

const CONSOLE = `${MOCK_API_URL}/`;
const ABOUT = "A house built on light";

const notice = (page: Page) => page.getByRole("status");

async function openConsole(page: Page, path = "") {
  await page.goto(`${CONSOLE}${path}`);
  await expect(page.getByRole("heading", { level: 1, name: "QA console" })).toBeVisible();
}

async function addToBag(page: Page) {
  await open(page, await madeToOrderPiece());
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByText("Added to your bag.")).toBeVisible();
}

test.describe("the QA console", () => {
  // The console runs no script and the store's part is the same either way: each flow runs once, without JavaScript.
  test.skip(() => hasJavaScript(), "the console has no JavaScript; its flows run in the no-js project");

  test("a fault added there breaks the store's page, and removing it mends the page", async ({ page }) => {
    await openConsole(page);
    const form = page.getByRole("form", { name: "Add a fault" });
    await form.getByLabel("Method").selectOption("GET");
    await form.getByLabel("Path").fill("/api/v1/pages/*");
    await form.getByLabel("Status").fill("500");
    await form.getByRole("button", { name: "Add fault" }).click();
    await expect(notice(page)).toHaveText(/^Fault (\d+) added: GET \/api\/v1\/pages\/\* answers 500; cv bumped to \d+\.$/);
    const id = /^Fault (\d+)/.exec((await notice(page).textContent())!)![1];
    await expect(page).toHaveURL(/\/\?notice=\d+#faults$/);

    const broken = await open(page, "/about");
    expect(broken?.status()).toBe(502);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("502 ERROR");
    await expect(page.getByText(ABOUT)).toHaveCount(0);

    await openConsole(page);
    const active = page.getByRole("table", { name: "Active faults, in the order they apply" });
    const row = active.getByRole("row").filter({ has: page.getByRole("rowheader", { name: id, exact: true }) });
    await expect(row).toContainText("/api/v1/pages/*");
    await expect(row).toContainText(/[1-9]\d*, no limit/);
    await row.getByRole("button", { name: `Remove fault ${id}` }).click();
    await expect(notice(page)).toHaveText(`Fault ${id} removed.`);
    await expect(active.getByRole("rowheader", { name: id, exact: true })).toHaveCount(0);

    const mended = await open(page, "/about");
    expect(mended?.status()).toBe(200);
    await expect(page.getByText(ABOUT).first()).toBeVisible();
  });

  test("a scenario set there takes the store down until its own reset, and the journal shows what the store met", async ({ page }) => {
    await openConsole(page);
    const maintenance = page.locator("#scenario-maintenance");
    await maintenance.getByRole("button", { name: "Set Maintenance window", exact: true }).click();
    await expect(notice(page)).toContainText("every /api/v1 call answers 503");
    await expect(page.locator("#scenario-maintenance")).toContainText("active");

    await open(page, "/about");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText(ABOUT)).toHaveCount(0);

    await openConsole(page);
    await page.locator("#scenario-maintenance").getByRole("button", { name: "Reset Maintenance window" }).click();
    await expect(page.getByText("Active: none")).toBeVisible();
    const mended = await open(page, "/about");
    expect(mended?.status()).toBe(200);

    // The journal, without JavaScript: the store's calls in the window were answered 503.
    await page.goto(`${MOCK_API_URL}/requests`);
    await expect(page.getByRole("heading", { level: 1, name: "Request journal" })).toBeVisible();
    const filter = page.getByRole("form", { name: "Filter requests" });
    await filter.getByLabel("Path").fill("/api/v1/*");
    await filter.getByLabel("Method").selectOption("GET");
    await filter.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/requests\?path=%2Fapi%2Fv1%2F\*&method=GET/);
    const table = page.getByRole("table", { name: "Requests, newest first" });
    await expect(table.getByRole("row").filter({ hasText: "503" }).first()).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: /\b200\b/ }).first()).toBeVisible();
    await expect(table).not.toContainText("POST");
  });

  test("a preset breaks the cart until every fault is cleared", async ({ page }) => {
    await addToBag(page);
    await openConsole(page);
    await page.getByRole("button", { name: "Garbage JSON on the cart" }).click();
    // Reading the cart and starting its checkout: both answer garbage.
    await expect(notice(page)).toHaveText(/^Preset “Garbage JSON on the cart” added as faults \d+ and \d+; cv bumped to \d+\.$/);

    await open(page, "/about?panel=cart");
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart.getByRole("alert")).toHaveText(/We couldn't load your cart\. Please try again\./);
    await expect(cart.getByText(/empty/i)).toHaveCount(0);
    // As the preset says: /checkout says so too.
    expect((await page.goto("/checkout"))?.status()).toBe(503);
    await expect(page.getByText("We couldn't load your cart. Please try again.")).toBeVisible();

    await openConsole(page);
    await page.getByRole("button", { name: "Clear all faults" }).click();
    await expect(notice(page)).toHaveText("All faults cleared: the API answers normally.");
    await expect(page.getByText("No faults: the API answers normally.")).toBeVisible();

    // The drawer's "Try again" (/?panel=cart): the page that showed the failure may come back from the browser's cache for a minute.
    await open(page, "/?panel=cart");
    await expect(page.getByRole("dialog", { name: "Your cart" }).getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
  });

  test("a bad fault is refused with a message under its field, what was typed kept, nothing added", async ({ page }) => {
    await openConsole(page);
    const active = page.getByRole("table", { name: "Active faults, in the order they apply" });
    const faultsBefore = await active.getByRole("row").count();
    const form = page.getByRole("form", { name: "Add a fault" });
    await form.getByLabel("Path").fill("api/v1/pages");
    await form.getByLabel("Status").fill("999");
    await form.getByRole("button", { name: "Add fault" }).click();

    await expect(notice(page)).toHaveText("The fault was not added: path must start with / or *");
    const refused = page.getByRole("form", { name: "Add a fault" });
    await expect(refused.getByLabel("Path")).toHaveValue("api/v1/pages");
    await expect(refused.getByLabel("Path")).toHaveAttribute("aria-invalid", "true");
    await expect(refused.getByLabel("Path")).toHaveAccessibleDescription(/path must start with \/ or \*/);
    await expect(refused.getByLabel("Status")).toHaveValue("999");
    await expect(refused.getByLabel("Status")).toHaveAccessibleDescription(/status must be a whole number from 200 to 599/);
    await expect(active.getByRole("row")).toHaveCount(faultsBefore);
  });

  test("a reset there empties the cart a shopper filled", async ({ page }) => {
    await addToBag(page);
    await openConsole(page, "#carts");
    const carts = page.getByRole("table", { name: /^Carts, newest first/ });
    await expect(carts.getByRole("row")).toHaveCount(2);
    const link = carts.getByRole("link");
    const cartId = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 3, name: `Cart ${cartId}` })).toBeVisible();
    // The heading row, the piece, and the campaign's travel roll.
    await expect(page.getByRole("table", { name: "Lines" }).getByRole("row")).toHaveCount(3);

    await page.getByRole("button", { name: "Reset everything" }).click();
    await expect(notice(page)).toHaveText(/^Everything reset to the seed: carts, faults, events, the outbox and e-mail links are gone; cv is now \d+\.$/);
    // The sold-out-line scenario has a "Cart id" of its own: this one is the carts section's.
    const showCart = page.getByRole("form", { name: "Show a cart" });
    await showCart.getByLabel("Cart id").fill(cartId);
    await showCart.getByRole("button", { name: "Show cart" }).click();
    await expect(page.getByText(`No cart has the id ${cartId}. A reset forgets every cart.`)).toBeVisible();
    await expect(page.getByText("No carts yet.")).toBeVisible();

    await open(page, "/about?panel=cart");
    await expect(page.getByRole("dialog", { name: "Your cart" }).getByText("Your cart is empty.")).toBeVisible();
  });

  test("a recovery link from the outbox sets a new password at the store", async ({ page }) => {
    await open(page, "/recover-password");
    await page.getByLabel("Email", { exact: true }).fill(DEMO_SHOPPER.email);
    await page.getByRole("button", { name: "Send recovery link" }).click();
    await expect(page.getByText("Form sent successfully, follow the instructions in the e-mail sent to you")).toBeVisible();

    await openConsole(page, "#outbox");
    const newest = page.getByRole("list", { name: "E-mails, newest first" }).getByRole("listitem").first();
    await expect(newest).toContainText("Password recovery link");
    await newest.getByRole("link", { name: `Set a new password for ${DEMO_SHOPPER.email}` }).click();
    // The e-mailed link's token leaves the address at once.
    await expect(page).toHaveURL(/\/recover-password\/new$/);

    await page.getByLabel("New password", { exact: true }).fill("From-the-console-2026!");
    await page.getByLabel("Confirm new password").fill("From-the-console-2026!");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password was restored successfully")).toBeVisible();

    await open(page, "/?drawer=1");
    await signIn(page, DEMO_SHOPPER.email, "From-the-console-2026!");
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();

    // The link is spent: the outbox says so.
    await openConsole(page, "#outbox");
    await expect(page.getByRole("list", { name: "E-mails, newest first" }).getByRole("listitem").first()).toContainText("used");
  });

  test("the store never serves the console or its controls: at the store they answer 404 and reach nothing", async ({ request }) => {
    const faultIds = async () => (await mockApi.faults()).map((fault) => fault.id);
    const before = await faultIds();
    expect(before.length).toBeGreaterThan(0);
    for (const path of ["/__qa", "/__qa/", "/__qa/faults", "/__qa/codes", "/__qa/console/reset", "/api/v1/__qa/faults"]) {
      const answer = await request.get(path);
      expect(answer.status(), `GET ${path}`).toBe(404);
      expect(await answer.text(), `GET ${path}`).not.toContain("QA console");
    }
    // A reset posted to the store, as the console's form or the JSON switch would post it, resets nothing.
    for (const path of ["/__qa/console/reset", "/__qa/reset"]) {
      const answer = await request.post(path, { form: { confirm: "on" }, maxRedirects: 0 });
      expect(answer.status(), `POST ${path}`).toBeGreaterThanOrEqual(400);
    }
    expect(await faultIds()).toEqual(before);
    // The store's home page is the store's, not the console the mock serves at its root.
    expect(await (await request.get("/")).text()).not.toContain("QA console");
  });
});

test.describe("the QA console's page", () => {
  // axe runs as a script in the page; the console itself runs none, so its page is the same in both projects.
  test.skip(() => !hasJavaScript(), "axe needs JavaScript in the page");

  test("has no WCAG A/AA violations on a phone or a desktop, with something in every section and a refused form", async ({ page }) => {
    // axe reads every node of several full pages: tens of seconds on a busy two-core machine; no speed is checked here.
    test.setTimeout(90_000);
    const json = (path: string, body: unknown, method = "POST") =>
      fetch(`${MOCK_API_URL}${path}`, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    await mockApi.fault({ path: "/api/v1/bootstrap", status: 502, bodyText: "<html>Bad gateway</html>", headers: { "Content-Type": "text/html" } });
    await json("/api/v1/events/frontend-event", { event_id: "visit", url: "/" });
    await json("/api/v1/users/recover-password", { email: DEMO_SHOPPER.email }, "PATCH");
    const product = (await mockApi.get<Array<{ slug: string; default_config: { id: number } }>>("/system-catalog?count=1"))[0];
    // A ring goes in in one of its sizes.
    const { sizes } = await mockApi.get<{ sizes: Array<{ value: string }> }>(`/products/${product.slug}`);
    const line = { product_configuration_id: product.default_config.id, ...(sizes.length ? { size: sizes[0].value } : {}) };
    const cart = ((await (await json("/api/v1/carts/items", line)).json()) as { data: { unique_id: string } }).data;

    const axe = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openConsole(page, `?cart=${cart.unique_id}`);
      await expect(page.getByRole("heading", { level: 3, name: `Cart ${cart.unique_id}` })).toBeVisible();
      expect(await axe(), `${width} px`).toEqual([]);
      // Nothing wider than the screen but the tables, which scroll on their own.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole("form", { name: "Add a fault" }).getByLabel("Path").fill("/api/v1/pages/*");
      await page.getByRole("form", { name: "Add a fault" }).getByLabel("Status").fill("abc");
      await page.getByRole("button", { name: "Add fault" }).click();
      await expect(page.getByRole("status")).toHaveText("The fault was not added: status must be a whole number from 200 to 599");
      expect(await axe(), `${width} px, refused`).toEqual([]);
    }
  });
});
