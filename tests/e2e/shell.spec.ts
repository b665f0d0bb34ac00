import type { Locator } from "@playwright/test";

import { expect, hasJavaScript, mockApi, open, test } from "./support";

type Bootstrap = { settings: { company_name: string }; menu: { header: Array<{ id: number; parent_id: number | null; is_title: boolean; translations: Array<{ title: string }> }> } };

test.describe("page shell", () => {
  test("home page has the header, announcement, footer and SEO tags", async ({ page }) => {
    const bootstrap = await mockApi.get<Bootstrap>("/bootstrap");
    const company = bootstrap.settings.company_name;
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(new RegExp(company));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: `${company}, home` })).toBeVisible();
    await expect(header.getByRole("link", { name: /Cart, 0 items/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Announcement" })).toContainText(/travel jewelry roll/i);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company}`);
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link").first();
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", /noopener/);
    await expect(footer.getByLabel("Email address")).toBeVisible();
  });

  test("a title entry of the header menu opens its panel of links", async ({ page }) => {
    const bootstrap = await mockApi.get<Bootstrap>("/bootstrap");
    const panel = bootstrap.menu.header.find((item) => item.is_title && item.parent_id === null)!;
    const child = bootstrap.menu.header.find((item) => item.parent_id === panel.id)!;
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = nav.getByRole("link", { name: child.translations[0].title, exact: true });
    await expect(link).toBeHidden();
    await nav.getByText(panel.translations[0].title, { exact: true }).click();
    await expect(link).toBeVisible();
    if (hasJavaScript()) {
      // The menu has taken the panel as open (its overlay shows) before Escape is pressed, as a person's would have.
      await expect(page.locator(".menu-overlay")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
    }
  });

  test("Escape closes the header's menu panel and search, the focus back on each toggle; without JavaScript the toggle closes them", async ({ page }) => {
    const bootstrap = await mockApi.get<Bootstrap>("/bootstrap");
    const panel = bootstrap.menu.header.find((item) => item.is_title && item.parent_id === null)!;
    const child = bootstrap.menu.header.find((item) => item.parent_id === panel.id)!;
    await open(page, "/about");
    const banner = page.getByRole("banner");
    const close = async (toggle: Locator, from: Locator) => {
      if (hasJavaScript()) {
        await from.press("Escape");
      } else {
        await toggle.focus();
        await page.keyboard.press("Enter");
      }
    };

    // Opened from the keyboard, closed from a link inside the panel.
    const tab = page.getByRole("navigation", { name: "Main" }).getByText(panel.translations[0].title, { exact: true });
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: child.translations[0].title, exact: true });
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(link).toBeVisible();
    await close(tab, link);
    await expect(link).toBeHidden();
    await expect(tab).toBeFocused();

    // Closed from its own text box.
    const search = banner.getByLabel("Search", { exact: true });
    const box = banner.getByLabel("Search products");
    await search.focus();
    await page.keyboard.press("Enter");
    await expect(box).toBeVisible();
    await close(search, box);
    await expect(box).toBeHidden();
    await expect(search).toBeFocused();
  });

  test("the header menu's overlay starts under the header, the top bar above it or not, and a press on it closes the panel", async ({ page }) => {
    test.skip(!hasJavaScript(), "the overlay is JavaScript's; without it the panel closes by its own title");
    const bootstrap = await mockApi.get<Bootstrap>("/bootstrap");
    const panel = bootstrap.menu.header.find((item) => item.is_title && item.parent_id === null)!;
    await open(page, "/");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText(panel.translations[0].title, { exact: true }).click();
    const overlay = page.locator(".menu-overlay");
    const header = (await page.locator(".site-header").boundingBox())!;
    expect((await overlay.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.mouse.click(10, header.y + header.height + 300);
    await expect(overlay).toHaveCount(0);
  });

  test("shows the shop by category and collection sections from the API", async ({ page }) => {
    const filters = await mockApi.get<{ categories: Array<{ slug: string }> }>("/filters");
    await page.goto("/");
    const section = page.getByRole("region", { name: "Shop by category" });
    await expect(section.getByRole("link")).toHaveCount(filters.categories.length);
    await expect(section.getByRole("link").first()).toHaveAttribute("href", /^\/shop-all\/[a-z-]+$/);
    await expect(page.getByRole("region", { name: "Shop by collection" }).getByRole("link").first()).toBeVisible();
  });

  test("lists the collections GET /collections gives, in its order, and leaves the section out when it fails", async ({ page }) => {
    type Collection = { slug: string; sort_order: number; translations: Array<{ title: string }> };
    const listed = (await mockApi.get<Collection[]>("/collections")).reverse().map((collection, index) => ({ ...collection, sort_order: index + 1 }));
    await mockApi.fault({ method: "GET", path: "/api/v1/collections", status: 200, body: { data: listed }, times: 1 });
    await mockApi.bumpCacheVersion();
    await page.goto("/");
    const section = page.getByRole("region", { name: "Shop by collection" });
    await expect(section.getByRole("link")).toHaveText(listed.map((collection) => new RegExp(`^${collection.translations[0].title}`)));

    await mockApi.fault({ method: "GET", path: "/api/v1/collections", status: 500 });
    await mockApi.bumpCacheVersion();
    // Another address: the browser may keep the first answer (public, max-age=60).
    await page.goto("/?again");
    await expect(page.getByRole("region", { name: "Shop by category" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Shop by collection" })).toHaveCount(0);
  });

  test("the top banner block replaces the top bar when the campaign has no top bar text", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/campaign-discount", status: 200, body: { data: { id: 9, is_popup: false, is_top_bar_text: false, translations: [{ language_id: 1, top_bar_text: null }] } } });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS("background-color", /rgb/);
    await expect(banner.getByRole("button", { name: "Close announcement" })).toHaveCount(0);
  });

  test("the campaign's promotion banner shows on the pages it names, with its text and link, and not elsewhere", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Promotion" });
    await expect(banner).toContainText("The Solstice edit.");
    await expect(banner.getByRole("img")).toHaveAttribute("src", /\/media\/collections\/celeste\.svg$/);
    await banner.getByRole("link", { name: "Discover the edit" }).click();
    await expect(page).toHaveURL(/\/shop-all$/);
    await expect(banner).toContainText("The Solstice edit.");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("a failing campaign call still renders the page with the default banner", async ({ page }) => {
    await mockApi.fault({ path: "/api/v1/campaign-discount", status: 500 });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "Announcement" })).toContainText(/Complimentary travel jewelry roll/);
  });

  test("healthz answers without the API", async ({ request }) => {
    await mockApi.fault({ path: "/api/v1/*", status: 500 });
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^ok\n/);
  });
});

test.describe("at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the footer's groups are columns whose links show without a click", async ({ page }) => {
    test.skip(hasJavaScript(), "the style sheet's work: the same with JavaScript, and this project reads it");
    await page.goto("/about");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const group of await footer.locator("details.footer-group").all()) {
      await expect(group.getByRole("link").first()).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Shipping" })).toBeVisible();
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/about", "/faq", "/no-such-page"]) {
    test(`${path} has no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the mobile menu opens its panels and lists the account buttons", async ({ page }) => {
    await page.goto("/about");
    await page.getByLabel("Menu").click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Cart \(0\)/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist" })).toBeVisible();
  });

  test("the mobile menu opens under the header with its toggle in reach, and closes by its button, its toggle and Escape", async ({ page }) => {
    await open(page, "/about");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    const toggle = page.getByLabel("Menu");
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect(mobile).toBeVisible();
    const header = (await page.locator(".site-header").boundingBox())!;
    expect((await page.locator(".mobile-menu__sheet").boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

    await page.getByRole("link", { name: "Close menu" }).click();
    await expect(mobile).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await toggle.click();
    await expect(mobile).toBeVisible();
    await toggle.click();
    await expect(mobile).toBeHidden();
    if (hasJavaScript()) {
      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(mobile).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  });

  test("footer groups are an accordion", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const group = footer.locator("details.footer-group").first();
    const firstLink = group.getByRole("link").first();
    await expect(firstLink).toBeHidden();
    await group.locator("summary").click();
    await expect(firstLink).toBeVisible();
  });
});
