// Spec 4 "Integrations and analytics", against the mock's stand-ins. The browser's clock is Playwright's, so
// 2.5 s, 30 x 500 ms and 30 s cost no real time. The e2e run starts with the integrations off; each test turns them on.
import { createHash } from "node:crypto";

import type { Page } from "@playwright/test";

import { FINGERPRINT_DELAY_MS, INJECTED_EVENT } from "../../app/lib/integrations";

import {
  addToBagAndCheckOut,
  atStep,
  chooseShipping,
  fillAddress,
  fillContact,
  payByCard,
  shippingFields,
  typeShippingAddress,
} from "./checkout-flow";
import { DEMO_SHOPPER, expect, hasJavaScript, madeToOrderPiece, mockApi, open, openPaused, signIn, test } from "./support";

/** Spec 4's types that run in the browser or post from the server (6, 7 and 8 are the payments' and the media's). */
const ALL = [1, 2, 3, 4, 5, 9, 35, 60, 62, 64];

type PixelCall = { command: string; name: string | null; params: Record<string, unknown> | null };
type ApiEvent = { event_id: string; scroll_depth?: number; is_plp?: boolean };

type Kind = "tag-manager" | "analytics" | "pixel" | "heat-map" | "chat" | "email-marketing" | "affiliate" | "custom";

const integrationState = (page: Page, kind: Kind) =>
  page.locator("html").getAttribute(`data-integration-${kind}`);


/** Lets the page's time run, 50 ms at a time, until the scripts are in (2.5 s after the page started). */
async function untilInjected(page: Page) {
  for (let step = 0; step < 100; step++) {
    if ((await page.locator("html").getAttribute("data-integrations")) === "injected") return;
    await page.clock.runFor(50);
  }
  throw new Error("The integrations' scripts did not go in within 5 s of the page's time");
}

/** Lets the readiness polls run (each a 500 ms timer) until the state settles. */
async function settle(page: Page, kind: Kind, state: string) {
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return integrationState(page, kind);
    })
    .toBe(state);
}

test.describe("integrations with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!hasJavaScript(), "third-party scripts run only with JavaScript");
    await mockApi.enableIntegrations(ALL);
    await mockApi.clearEvents();
    await page.clock.install();
  });

  test("an e-mailed link's page runs no third party, sends no referrer to another site and is counted by its tokenless address", async ({ page }) => {
    const token = "4f9c2a7b1e3d5f6a8b9c0d1e";
    await openPaused(page, `/recover-password/${token}`);
    await expect(page).toHaveURL(/\/recover-password\/new$/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    await page.clock.runFor(5000);
    await expect(page.locator("script[data-integration]")).toHaveCount(0);
    await expect.poll(async () => (await mockApi.eventsFrom<{ event_id: string; url?: string }>("api")).filter((event) => event.event_id === "visit").map((event) => event.url)).toContain(
      "/recover-password/new",
    );
    const everything = JSON.stringify((await mockApi.events()).data);
    expect(everything).not.toContain(token);
  });

  test("no third party runs where the card is taken: the payment step opens as a new document whose policy allows none, and the confirmation runs them again", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await fillAddress(page);
    await atStep(page, "Shipping method");
    await settle(page, "pixel", "ready");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const paymentDocument = page.waitForResponse((response) => response.url().includes("step=payment") && response.request().resourceType() === "document");
    await chooseShipping(page);
    await atStep(page, "Payment");
    // Not drawn in the document the third parties ran in: a new one, whose policy names none of them.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    const policy = (await paymentDocument).headers()["content-security-policy"];
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(policy).not.toMatch(/(?:script|connect|frame)-src [^;]*127\.0\.0\.1/);
    await page.clock.runFor(5000);
    await expect(page.locator("script[data-integration]")).toHaveCount(0);
    expect(await integrationState(page, "pixel")).toBeNull();

    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    await page.clock.runFor(5000);
    await expect(page.locator("script[data-integration]")).toHaveCount(0);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    // The purchase waited on the server for a page that has the pixel.
    await page.clock.runFor(2600);
    await settle(page, "pixel", "ready");
    await expect.poll(async () => (await mockApi.eventsFrom<PixelCall>("pixel")).filter((call) => call.command === "track").map((call) => call.name)).toContain("Purchase");
  });

  test("a link from a page running them to one that must not, or back, opens a new document each time", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await fillAddress(page);
    await chooseShipping(page);
    await payByCard(page, "4242 4242 4242 4242");
    await atStep(page, "Review");
    const marked = () => page.evaluate(() => "sameDocument" in window);
    const mark = () => page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Back to a step that runs them: the review's document allows none, so the step gets a document of its own.
    await mark();
    await page.getByRole("link", { name: "Change shipping method" }).click();
    await atStep(page, "Shipping method");
    expect(await marked()).toBe(false);
    await page.clock.runFor(2600);
    await settle(page, "pixel", "ready");

    // And on from it by a link, with their code loaded: the review is not drawn in this document.
    await mark();
    await page.getByRole("navigation", { name: "Checkout steps" }).getByRole("link", { name: /Review/ }).click();
    await atStep(page, "Review");
    expect(await marked()).toBe(false);
    await expect(page.locator("script[data-integration]")).toHaveCount(0);
    expect(await integrationState(page, "pixel")).toBeNull();
  });

  test("the scripts go in 2.5 s after the page starts, not before, each where its settings say, within the CSP", async ({ page }) => {
    await page.addInitScript((event) => document.addEventListener(event, () => Object.assign(window, { injectedAt: performance.now() })), INJECTED_EVENT);
    await openPaused(page, "/about");
    const scripts = page.locator("script[data-integration]");
    // The page's own clock: the document started at 0. A busy machine's boot can take it past 2.4 s before the pause,
    // so "not before" is also read from the moment the page itself recorded.
    const started = await page.evaluate(() => performance.now());
    if (started < 2400) {
      await page.clock.runFor(2400 - started);
      await expect(scripts).toHaveCount(0);
    }
    await page.clock.runFor(200);
    await expect.poll(async () => {
      await page.clock.runFor(1);
      return page.locator("html").getAttribute("data-integrations");
    }).toBe("injected");
    expect(await page.evaluate(() => (window as unknown as { injectedAt: number }).injectedAt)).toBeGreaterThanOrEqual(2500);
    const where = async (kind: string) =>
      page.locator(`script[data-integration='${kind}']`).evaluateAll((found) =>
        found.map((script) => {
          if (script.parentElement === document.head) return "head";
          // Before the page's first element of its own, the skip link, or after its last.
          return script.compareDocumentPosition(document.querySelector(".skip-link")!) & Node.DOCUMENT_POSITION_FOLLOWING ? "start_body" : "end_body";
        }),
      );
    await expect(page.locator("head script[data-integration='tag_manager']")).toHaveAttribute("src", /\/integrations\/tag-manager\/gtm\.js\?id=GTM-DEMO01$/);
    await expect(page.locator("head script[data-integration='analytics']")).toHaveAttribute("src", /\/integrations\/analytics\/gtag\/js\?id=G-DEMO01$/);
    expect(await where("heat_map")).toEqual(["head"]);
    expect(await where("pixel")).toEqual(["end_body"]);
    expect(await where("email_marketing")).toEqual(["end_body"]);
    expect(await where("affiliate")).toEqual(["end_body"]);
    // The operator allows custom scripts here (ALLOW_CUSTOM_SCRIPTS): its inline code and its script, with the page's nonce.
    expect(await where("custom")).toEqual(["start_body", "start_body"]);
    for (const kind of ["tag-manager", "analytics", "pixel", "heat-map", "chat", "email-marketing", "affiliate", "custom"] as const) {
      await settle(page, kind, "ready");
    }
    expect(await page.evaluate(() => (window as unknown as { customScripts?: string[] }).customScripts)).toEqual(["inline"]);
    await expect.poll(async () => (await mockApi.eventsFrom<{ method?: string; inline?: string[] }>("custom")).find((entry) => entry.method === "loaded")).toMatchObject({ inline: ["inline"] });
    await expect.poll(async () => (await mockApi.eventsFrom<{ method?: string }>("heat_map")).map((entry) => entry.method)).toContain("loaded");
    await expect.poll(async () => (await mockApi.eventsFrom<{ command?: string; name?: string }>("analytics")).map((entry) => `${entry.command} ${entry.name}`)).toContain("config G-DEMO01");
    // The visitor id becomes the browser's fingerprint 10 s after the page is interactive, once it has settled.
    const uid = async () => (await page.context().cookies()).find((cookie) => cookie.name === "uid")?.value;
    expect(await uid()).toMatch(/^[0-9a-f-]{36}$/);
    await page.clock.runFor(FINGERPRINT_DELAY_MS - 2500);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return uid();
      })
      .toMatch(/^[0-9a-f]{32}$/);
    // The page's first visit reached the tag manager, queued until it was there.
    await expect.poll(async () => (await mockApi.eventsFrom<{ event?: string }>("tag_manager")).map((entry) => entry.event)).toContain("visit");
  });

  test("the pixel's ViewContent, AddToCart and InitiateCheckout carry the spec's fields, and the tag manager hears of the add", async ({ page }) => {
    await open(page, await madeToOrderPiece());
    await page.clock.runFor(2600);
    await settle(page, "pixel", "ready");
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByText("Added to your bag.")).toBeVisible();

    const tracked = async () => (await mockApi.eventsFrom<PixelCall>("pixel")).filter((call) => call.command === "track");
    await expect.poll(async () => (await tracked()).map((call) => call.name)).toEqual(["ViewContent", "AddToCart"]);
    const [view, add] = await tracked();
    for (const call of [view, add]) {
      expect(call.params).toMatchObject({
        content_type: "product",
        content_ids: [expect.any(String)],
        content_name: expect.any(String),
        currency: "USD",
        num_items: 1,
      });
      expect(Number.isInteger(Math.round((call.params!.value as number) * 100))).toBe(true);
    }
    const [viewedKey] = view.params!.content_ids as string[];
    expect(add.params!.content_ids).toEqual([viewedKey]);
    expect(view.params!.content_category).toMatch(/^[a-z-]+$/);
    expect(add.params!.content_category).toBe(view.params!.content_category);
    // Sent first (the unit tests hold the order); the stand-in's beacons may arrive in any order.
    expect(await mockApi.eventsFrom<PixelCall>("pixel")).toContainEqual(expect.objectContaining({ command: "init", name: "PX-DEMO-1234" }));

    await expect
      .poll(async () => (await mockApi.eventsFrom<{ event?: string }>("tag_manager")).find((entry) => entry.event === "add_to_cart"))
      .toMatchObject({ ecommerce: { currency: "USD", items: [{ item_id: viewedKey, quantity: 1 }] } });

    // Starting the checkout: the next page is handed begin_checkout, and its pixel sends InitiateCheckout with the bag.
    await open(page, "/checkout");
    await expect(page).toHaveURL(/\/checkout\/[^/?]+\?step=contact$/);
    await page.clock.runFor(2600);
    await settle(page, "pixel", "ready");
    await expect.poll(async () => (await tracked()).map((call) => call.name)).toEqual(["ViewContent", "AddToCart", "InitiateCheckout"]);
    expect((await tracked())[2].params).toEqual({
      content_type: "product",
      content_ids: [viewedKey],
      content_name: view.params!.content_name,
      content_category: view.params!.content_category,
      value: add.params!.value,
      currency: "USD",
      num_items: 1,
    });
  });

  test("a chat script that never loads is polled 30 times, then given up, and live chat opens the email-us drawer", async ({ page }) => {
    await page.route("**/integrations/chat/widget.js", (route) => route.abort());
    // When the scripts went in and when the chat was given up, in the page's time: on a busy machine the page may get
    // past its injection before the clock pauses, and its timers then run late.
    await page.addInitScript((event) => {
      const times = { injectedAt: 0, gaveUpAt: 0 };
      Object.assign(window, { chatTimes: times });
      document.addEventListener(event, () => (times.injectedAt = performance.now()), { once: true });
      new MutationObserver(() => {
        if (!times.gaveUpAt && document.documentElement.dataset.integrationChat === "gave-up") times.gaveUpAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-integration-chat"] });
    }, INJECTED_EVENT);
    await openPaused(page, await madeToOrderPiece());
    await untilInjected(page);
    await expect(page.locator("script[data-integration='chat']")).toHaveCount(1);
    // The polls start as the scripts go in, one every 500 ms: the 30th, and the giving up, 15 s after.
    for (let step = 0; step < 250 && (await integrationState(page, "chat")) === "waiting"; step++) await page.clock.runFor(100);
    expect(await integrationState(page, "chat")).toBe("gave-up");
    const { injectedAt, gaveUpAt } = await page.evaluate(() => (window as unknown as { chatTimes: { injectedAt: number; gaveUpAt: number } }).chatTimes);
    expect(gaveUpAt - injectedAt).toBeGreaterThanOrEqual(500 * 30);
    // Timers that ran late before the pause may push it a little later, never as late as a 31st poll and more.
    expect(gaveUpAt - injectedAt).toBeLessThan(500 * 30 + 2_000);
    await page.getByRole("link", { name: "Live chat" }).click();
    await expect(page.getByRole("dialog", { name: /email us/i })).toBeVisible();
  });

  test("live chat opens the chat widget once it has loaded", async ({ page }) => {
    await open(page, await madeToOrderPiece());
    await page.clock.runFor(2600);
    await settle(page, "chat", "ready");
    await page.getByRole("link", { name: "Live chat" }).click();
    await expect(page.getByRole("dialog", { name: "Live chat" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: /email us/i })).toBeHidden();
    await expect.poll(async () => (await mockApi.eventsFrom<{ method: string }>("chat")).map((call) => call.method)).toContain("maximize");
  });

  test("remain every 30 s, and scroll depth at 25, 50, 75 and 100 %, once each", async ({ page }) => {
    await open(page, "/shop-all");
    const fromPage = async () => mockApi.eventsFrom<ApiEvent>("api");
    await page.clock.runFor(30_000);
    await expect.poll(async () => (await fromPage()).filter((event) => event.event_id === "remain")).toHaveLength(1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2 - window.innerHeight));
    await page.clock.runFor(100);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(100);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(100);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(100);
    const depths = async () => (await fromPage()).filter((event) => event.event_id === "scroll_depth");
    await expect.poll(async () => (await depths()).map((event) => event.scroll_depth).sort((a, b) => a! - b!)).toEqual([25, 50, 75, 100]);
    expect((await depths()).every((event) => event.is_plp === true)).toBe(true);
  });
});

test.describe("integrations for a visitor who does not touch the page", () => {
  test.use({ bootOnParse: false });

  test("the scripts go in at 2.5 s and the popup opens at 4 s without the page's JavaScript, which boots on the first touch and hydrates around them", async ({ page }) => {
    test.skip(!hasJavaScript(), "third-party scripts run only with JavaScript");
    await mockApi.enableIntegrations(ALL);
    await mockApi.clearEvents();
    // The seed's popups back (the suite's fixture keeps them away): the marketing one is due on a first visit.
    await mockApi.clearFaults();
    // When each thing happened, on the page's own clock (0 is the document's start).
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { seen });
      // The document, not its root element, which may not be there yet.
      new MutationObserver(() => {
        const root = document.documentElement;
        if (root.dataset.integrations && !seen.injected) seen.injected = performance.now();
        if (root.dataset.hydrated && !seen.hydrated) seen.hydrated = performance.now();
        if (document.querySelector("dialog[open]") && !seen.popup) seen.popup = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-integrations", "data-hydrated", "open"] });
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/about");
    const header = page.getByRole("banner");
    await header.evaluate((element) => Object.assign(element, { parsedHere: true }));

    await expect(page.locator("html")).toHaveAttribute("data-integrations", "injected", { timeout: 10_000 });
    const popup = page.getByRole("dialog", { name: "Welcome to the Maison" });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    const modules = async () =>
      (await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }))))
        .filter((entry) => entry.name.startsWith("/build/") && entry.name.endsWith(".js"));
    const untouched = await seen();
    expect(untouched.injected).toBeGreaterThanOrEqual(2500);
    expect(untouched.popup).toBeGreaterThanOrEqual(4000);
    // Neither needed the page's code: not one of its modules was fetched, nothing hydrated.
    expect(untouched.hydrated).toBeUndefined();
    expect(await modules()).toEqual([]);

    // The shopper closes it with Escape, a key: the first sign of intent, which boots the page.
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 });
    expect(Math.min(...(await modules()).map((entry) => entry.start))).toBeGreaterThan(untouched.popup);

    // Hydrated, not drawn again: the header the parser made is the one React kept, and React reported no mismatch.
    expect(await header.evaluate((element) => "parsedHere" in element)).toBe(true);
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    // Every third-party element is after the page's own, where React 18 lets it be.
    const lastOwn = await page.evaluate(() => {
      const body = [...document.body.children];
      return { foreignBeforeOwn: body.findIndex((element) => element.matches("[data-integration]")) < body.findIndex((element) => element.matches(".skip-link")) };
    });
    expect(lastOwn.foreignBeforeOwn).toBe(false);
    await expect.poll(async () => (await mockApi.eventsFrom<{ event?: string }>("tag_manager")).map((entry) => entry.event)).toContain("visit");
    // Closed before the boot, it stays closed: its record says so.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-integrations", "injected", { timeout: 10_000 });
    await page.waitForTimeout(2000);
    await expect(popup).toBeHidden();
  });
});

test.describe("address validation (integration 64)", () => {
  const MISMATCH = "Incorrect ZIP code: The ZIP code does not correspond with the other fields.";
  const continueButton = (page: Page) => page.getByRole("button", { name: "Continue to shipping method" });

  test.beforeEach(async () => {
    await mockApi.enableIntegrations([64]);
    await mockApi.clearEvents();
  });

  test("a ZIP code of another state is refused under its field in the spec's words, with what was typed kept; the right one goes on", async ({ page }) => {
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await atStep(page, "Shipping address");
    // Beverly Hills' ZIP code, with New York's city and state.
    await typeShippingAddress(page, "90210");
    await continueButton(page).click();
    await atStep(page, "Shipping address");
    const zip = shippingFields(page).getByLabel("ZIP code");
    await expect(zip).toHaveValue("90210");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveAccessibleDescription(new RegExp(MISMATCH.replace(/[.:]/g, "\\$&")));
    await expect(shippingFields(page).getByLabel("City")).toHaveValue("New York");
    await expect(shippingFields(page).getByLabel("State")).toHaveValue("NY");

    await zip.fill("10023");
    await continueButton(page).click();
    await atStep(page, "Shipping method");
    // The service was asked twice, with the postal lines alone.
    const asked = await mockApi.eventsFrom<Record<string, unknown>>("address_validation");
    expect(asked.map((body) => body.zip_code)).toEqual(["90210", "10023"]);
    expect(JSON.stringify(asked)).not.toMatch(/Ada|Byron|212-555/);
  });

  test("a validation service that fails lets the address through: the API's own rules still hold", async ({ page }) => {
    await mockApi.fault({ path: "/integrations/address-validation/validate", status: 503 });
    await addToBagAndCheckOut(page);
    await fillContact(page);
    await fillAddress(page, "90210");
    await atStep(page, "Shipping method");
    await mockApi.clearFaults();
  });
});

test.describe("integrations without JavaScript", () => {
  test("no third-party script is on the page, and the statistics still get the visit from the server", async ({ page }) => {
    test.skip(hasJavaScript(), "what a page without JavaScript gets");
    await mockApi.enableIntegrations(ALL);
    await mockApi.clearEvents();
    const response = await page.goto("/shop-all");
    expect(await page.locator("script[src*='/integrations/']").count()).toBe(0);
    // The policy names the stand-ins' origin: the page would run them with JavaScript.
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
    await expect
      .poll(async () => (await mockApi.eventsFrom<ApiEvent & { url?: string }>("statistics")).find((event) => event.event_id === "visit"))
      .toMatchObject({ url: "/shop-all", is_plp: true });
  });

  test("with the integrations off, the policy allows no third party", async ({ page }) => {
    test.skip(hasJavaScript(), "a header check: once is enough");
    await mockApi.enableIntegrations([]);
    const response = await page.goto("/about");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });
});

test.describe("what the vendors receive", () => {
  test("a signed-in shopper's e-mail, phone, sex and age reach no third party in clear; the statistics get the e-mail and phone hashed", async ({ page }) => {
    await mockApi.enableIntegrations(ALL);
    await mockApi.clearEvents();
    await open(page, "/?drawer=1");
    await signIn(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    await open(page, await madeToOrderPiece());
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByText("Added to your bag.")).toBeVisible();

    type Received = { source: string; body: Record<string, unknown> };
    const received = async () => ((await mockApi.events()).data as unknown as Received[]).filter((event) => event.source !== "api");
    const statistics = async () => (await received()).filter((event) => event.source === "statistics").map((event) => event.body);
    await expect.poll(async () => (await statistics()).map((event) => event.event_id)).toContain("add_to_cart");
    if (hasJavaScript()) {
      await expect
        .poll(async () => (await received()).some((event) => event.source === "tag_manager" && event.body.event === "add_to_cart"), { timeout: 15_000 })
        .toBe(true);
    }

    // The seeded shopper's profile: demo@maison-lumiere.example, 212-555-0147, Female, born 1991.
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    const add = (await statistics()).find((event) => event.event_id === "add_to_cart")!;
    expect(add).toMatchObject({ user_email_sha256: sha256(DEMO_SHOPPER.email), user_phone_sha256: sha256("2125550147") });
    for (const event of await statistics()) {
      for (const key of ["user_email", "user_phone", "sex", "age", "cart_id"]) expect(event, key).not.toHaveProperty(key);
    }
    const everything = JSON.stringify(await received());
    expect(everything).not.toContain(DEMO_SHOPPER.email);
    expect(everything).not.toMatch(/555-?0147|Female|1991-06-14/);
  });
});

test.describe("order tracking", () => {
  const ORDER = { number: "ML-100240", email: "sophie.martin@example.com", billing_zip: "60614" };

  test("a lookup's answer runs no third party, and neither its address nor the next page's referrer holds the e-mail or ZIP code", async ({ page }) => {
    await mockApi.enableIntegrations(ALL);
    await mockApi.clearEvents();
    await open(page, "/about?panel=track-order");
    const form = page.locator("#track-order-drawer form");
    await form.getByLabel("Order number").fill(ORDER.number);
    await form.getByLabel("Order email").fill(ORDER.email);
    await form.getByLabel("Billing ZIP code").fill(ORDER.billing_zip);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/track-your-order" && response.request().resourceType() === "document");
    await form.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("article", { name: `Order ${ORDER.number}` })).toBeVisible();
    const personal = /sophie|60614/i;
    expect(page.url()).not.toMatch(personal);
    // The answer's policy allows no third party's origin, and its page has no plan for them.
    expect((await answer).headers()["content-security-policy"]).not.toMatch(/(?:script|connect|frame)-src [^;]*127\.0\.0\.1/);
    if (hasJavaScript()) {
      // Past the injector's 2.5 s: nothing went in.
      await page.waitForTimeout(3000);
      await expect(page.locator("script[data-integration]")).toHaveCount(0);
      await expect(page.locator("#integration-plan")).toHaveCount(0);
    }

    const next = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: /, home$/ }).click();
    expect((await next).headers().referer ?? "").not.toMatch(personal);
    await expect(page).toHaveURL(/\/$/);
    const received = (await mockApi.events()).data as unknown as Array<{ source: string; body: unknown }>;
    expect(JSON.stringify(received)).not.toMatch(personal);
  });
});
