import { expect, hasJavaScript, mockApi, open, test } from "./support";

test.describe("home", () => {
  test("opens on its hero picture, described, fetched first, with the words beside it", async ({ page }) => {
    test.skip(hasJavaScript(), "the server's page: JavaScript changes nothing in the hero");
    await open(page, "/");
    const hero = page.getByRole("img", { name: "A solitaire, a pendant and pearl drops in gold on ivory linen" });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jewelry to keep, wear and pass on");
    await expect(page.getByRole("link", { name: "Shop all jewelry" })).toBeVisible();
  });
});

test.describe("content pages", () => {
  test("render the page with the info side menu", async ({ page }) => {
    const about = await mockApi.get<{ translations: Array<{ title: string }> }>("/pages/about");
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.translations[0].title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);

    const side = page.getByRole("navigation", { name: "Information" });
    await expect(side.getByRole("link")).not.toHaveCount(0);
    await side.getByRole("link", { name: /faq|questions/i }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an info menu link to another site, protocol-relative or not, is a plain link on the page, never a 500", async ({ page }) => {
    const bootstrap = await mockApi.get<{ menu: { info: Array<Record<string, unknown>> } }>("/bootstrap");
    const [first] = bootstrap.menu.info;
    const elsewhere = [
      { ...first, id: 9901, sort_order: 98, url: "//press.example/lumiere" },
      { ...first, id: 9902, sort_order: 99, url: "https://care.example/guide" },
    ];
    await mockApi.fault({ path: "/api/v1/bootstrap", status: 200, body: { data: { ...bootstrap, menu: { ...bootstrap.menu, info: [...bootstrap.menu.info, ...elsewhere] } } } });
    await mockApi.bumpCacheVersion();
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    const side = page.getByRole("navigation", { name: "Information" });
    for (const href of ["//press.example/lumiere", "https://care.example/guide"]) await expect(side.locator(`a[href="${href}"]`)).toBeVisible();
    if (hasJavaScript()) {
      // Hydrated and navigated client-side, the menu renders the same.
      await open(page, "/faq");
      await expect(page.getByRole("navigation", { name: "Information" }).locator('a[href="//press.example/lumiere"]')).toBeVisible();
    }
  });

  test("an email link in content opens the email-us drawer", async ({ page }) => {
    await open(page, "/faq");
    await page.locator('.rich-text a[data-link="email"]').first().click();
    await expect(page).toHaveURL(/panel=email-us/);
    await expect(page.getByRole("dialog", { name: /email us/i })).toBeVisible();
  });

  test("an order link in content opens the track-order drawer", async ({ page }) => {
    // With JavaScript, the page is hydrated first: Escape can only close a drawer once its script runs.
    await open(page, "/faq");
    await page.locator('.rich-text a[data-link="order"]').first().click();
    await expect(page.getByRole("dialog", { name: "Track your order" })).toBeVisible();
    if (hasJavaScript()) {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/faq$/);
    }
  });

  test("a page the API cannot parse shows the error page with a status, not a crash", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/pages/broken-page", status: 200, bodyText: "<html>not json" });
    const response = await page.goto("/broken-page");
    expect(response?.status()).toBe(502);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("502 ERROR");
    const html = await page.content();
    expect(html).not.toMatch(/ApiError|Unexpected response|\bat .+:\d+:\d+/);
  });

  test("a category page with the API down is a 503 that says so and shows the way home and to the shop, never a 404", async ({ page }) => {
    test.skip(hasJavaScript(), "the server's page: with JavaScript the same error page renders, as ErrorPage.test.tsx shows");
    await mockApi.fault({ path: "/api/v1/filters", status: 502, bodyText: "<html>Bad Gateway</html>" });
    const response = await page.goto("/shop-all/rings");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("503 ERROR");
    await expect(page.getByText("We cannot reach our catalogue just now. Please try again in a few minutes.")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await main.getByRole("link", { name: "Shop all", exact: true }).click();
    await expect(page).toHaveURL(/\/shop-all$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/ERROR/);
  });

  test("body error_code 503 sends the shopper to /404", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/pages/maintenance-page", status: 200, body: { error_code: 503, message: "Down for maintenance" } });
    const response = await page.goto("/maintenance-page");
    await expect(page).toHaveURL(/\/404$/);
    expect(response?.status()).toBe(404);
  });
});

test.describe("a maintenance window (every API call answers error_code 503)", () => {
  const MAINTENANCE = { path: "/api/v1/*", status: 503, body: { error_code: 503, message: "Down for maintenance" } };

  test("sends a page to /404 once, and /404 is the 404 page, never a redirect loop", async ({ page }) => {
    // A page opened before the window: with JavaScript, the next page is the router's, through /404's data.
    await open(page, "/faq");
    await mockApi.fault(MAINTENANCE);
    await mockApi.bumpCacheVersion();
    await page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: /about/i }).click();
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 ERROR");
    await expect(page.getByText("This page could not be found")).toBeVisible();

    for (const path of ["/about", "/shop-all", "/404"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(new URL(page.url()).pathname, path).toBe("/404");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 ERROR");
      await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
    }
  });
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/a/b/c", "/%3Cscript%3E"]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
      await expect(page.getByText("page not found", { exact: true })).toBeVisible();
      await expect(page.getByText("This page could not be found")).toBeVisible();
      await expect(page.getByRole("heading", { name: "comeback" })).toBeVisible();
      await expect(page.getByRole("main").getByLabel("Email address")).toBeVisible();
      await page.getByRole("link", { name: "Back to home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe("session end", () => {
  test("a 401 from the API opens the sign-in drawer with the way back", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/pages/members-only", status: 401, body: { errors: [{ code: 401, message: "Unauthenticated." }] } });
    await page.goto("/members-only?tab=2");
    await expect(page).toHaveURL(/\/\?drawer=1&redirect=%2Fmembers-only%3Ftab%3D2$/);
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });
});
