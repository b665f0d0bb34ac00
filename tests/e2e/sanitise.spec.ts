// A compromised CMS: every planted payload calls alert() with a "pwned" marker, so one that survived anywhere
// (the document, the loader data, a client-side render) shows up as a dialog or as the marker in the page.
import type { Page } from "@playwright/test";

import { expect, mockApi, open, test } from "./support";

type Translated<T> = { translations: Array<{ language_id: number } & T> };
type MenuItem = Translated<{ title: string }> & { id: number; url: string | null };
type Bootstrap = {
  settings: { social_links: Array<{ name: string; url: string }> };
  menu: Record<"header" | "footer" | "info", MenuItem[]>;
};

const HOSTILE_CONTENT = [
  `<p>Before you go, <a href="javascript:alert('pwned-link')">claim your gift</a>.</p>`,
  `<p><a href="&#106;avascript:alert('pwned-entity')">See the lookbook</a></p>`,
  `<script>alert('pwned-script')</script>`,
  `<img src="/no-such-image.jpg" onerror="alert('pwned-img')" alt="The atelier bench">`,
  `<iframe src="javascript:alert('pwned-iframe')"></iframe>`,
  `<iframe srcdoc="<script>parent.alert('pwned-srcdoc')</script>"></iframe>`,
  `<svg onload="alert('pwned-svg')"><circle r="4"></circle></svg>`,
  `<p onmouseover="alert('pwned-handler')">Hover over this line.</p>`,
  `<form action="javascript:alert('pwned-form')"><button formaction="javascript:alert('pwned-button')">Send</button></form>`,
  `<style>body { display: none }</style>`,
].join("");

const HOSTILE_BANNER = `<p>The spring edit is here. <a href="javascript:alert('pwned-banner')">Shop now</a><img src="x" onerror="alert('pwned-banner-img')" alt=""></p>`;

function byUrl(items: MenuItem[], url: string): MenuItem {
  const item = items.find((candidate) => candidate.url === url);
  if (!item) throw new Error(`The seed has no menu entry for ${url}`);
  return item;
}

async function plantHostileAnswers() {
  const about = await mockApi.get<Translated<{ content: string }>>("/pages/about");
  about.translations[0].content += HOSTILE_CONTENT;
  await mockApi.fault({ path: "/api/v1/pages/about", status: 200, body: { data: about } });

  const bootstrap = await mockApi.get<Bootstrap>("/bootstrap");
  const { header, footer, info } = bootstrap.menu;
  byUrl(header, "/about").url = "javascript:alert('pwned-header')";
  byUrl(footer, "/faq").url = " JaVaScRiPt:alert('pwned-footer')";
  byUrl(info, "/faq").url = "java\tscript:alert('pwned-info')";
  byUrl(info, "/privacy").url = "data:text/html,<script>alert('pwned-data')</script>";
  const instagram = bootstrap.settings.social_links.find((link) => link.name === "Instagram")!;
  instagram.url = "javascript:alert('pwned-social')";
  await mockApi.fault({ path: "/api/v1/bootstrap", status: 200, body: { data: bootstrap } });

  // The top banner shows when the campaign has no top bar text (spec 2).
  const campaign = await mockApi.get<Translated<{ top_bar_text: string | null }> & { is_top_bar_text: boolean }>("/campaign-discount");
  campaign.is_top_bar_text = false;
  campaign.translations[0].top_bar_text = null;
  await mockApi.fault({ path: "/api/v1/campaign-discount", status: 200, body: { data: campaign } });
  const banner = await mockApi.get<Translated<{ content: { content: string } }>>("/blocks/header-top-banner");
  banner.translations[0].content.content = HOSTILE_BANNER;
  await mockApi.fault({ path: "/api/v1/blocks/header-top-banner", status: 200, body: { data: banner } });
}

/** Dismissed so the page goes on. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingHostile(page: Page) {
  await expect(page.locator("script", { hasText: "pwned" })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator("iframe, svg[onload], form[action^='javascript' i], button[formaction]")).toHaveCount(0);
  const offenders = await page.evaluate(() => {
    const protocolOf = (value: string) => {
      try {
        return new URL(value, location.href).protocol;
      } catch {
        return "";
      }
    };
    return [...document.querySelectorAll("*")].flatMap((element) => {
      const handlers = [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`);
      const urls = ["href", "src", "action", "formaction"].flatMap((name) => {
        const value = element.getAttribute(name);
        if (value === null) return [];
        const protocol = protocolOf(value);
        // A data: image is inert; a data: document to navigate to is not.
        const hostile = protocol === "javascript:" || protocol === "vbscript:" || (protocol === "data:" && name !== "src");
        return hostile ? [`${element.tagName} ${name}=${value}`] : [];
      });
      return [...handlers, ...urls];
    });
  });
  expect(offenders).toEqual([]);
  const markers = (await page.content()).match(/.{0,80}pwned.{0,40}/g);
  expect(markers, "a payload in the page").toBeNull();
}

test.describe("HTML and links from the API", () => {
  test("a content page and the shell show the safe part of hostile answers and run none of them", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await plantHostileAnswers();

    const response = await open(page, "/about");
    expect(response?.status()).toBe(200);
    expect((await response!.text()).match(/.{0,80}pwned.{0,40}/g), "a payload in the HTML sent").toBeNull();
    await expectNothingHostile(page);

    // The page's own content is all there.
    const article = page.locator("article.content-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Maison Lumière");
    await expect(article.getByRole("heading", { level: 2, name: "A house built on light" })).toBeVisible();
    await expect(article.getByRole("listitem").filter({ hasText: "Platinum:" })).toBeVisible();
    await expect(article.getByRole("link", { name: "Find a retailer" })).toHaveAttribute("href", "/find-a-retailer");
    // What was planted keeps its words, not its script.
    await expect(article.getByText("claim your gift")).toBeVisible();
    await expect(article.getByText("See the lookbook")).toBeVisible();
    await expect(article.getByText("Hover over this line.")).toBeVisible();
    await expect(article.getByRole("link", { name: "claim your gift" })).toHaveCount(0);
    await expect(article.getByRole("img", { name: "The atelier bench" })).toHaveAttribute("src", "/no-such-image.jpg");
    // The planted style element would have hidden the whole page.
    await expect(page.locator("body")).toBeVisible();

    // The menus keep every entry but the refused ones; the social links too.
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Find a retailer" })).toBeVisible();
    await expect(main.getByRole("link", { name: "About", exact: true })).toHaveCount(0);
    const side = page.getByRole("navigation", { name: "Information" });
    await expect(side.getByRole("link", { name: "Shipping" })).toHaveAttribute("href", "/shipping");
    await expect(side.getByRole("link", { name: "FAQ" })).toHaveCount(0);
    await expect(side.getByRole("link", { name: "Privacy policy" })).toHaveCount(0);
    const footer = page.getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "Shipping", includeHidden: true })).toHaveAttribute("href", "/shipping");
    await expect(footer.getByRole("link", { name: "FAQ", includeHidden: true })).toHaveCount(0);
    const social = page.getByRole("list", { name: "Social media" });
    await expect(social.getByRole("link", { name: /Pinterest/ })).toHaveAttribute("href", /^https:\/\/www\.pinterest\.com\//);
    await expect(social.getByRole("link", { name: /Instagram/ })).toHaveCount(0);

    // The top banner keeps its text.
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toContainText("The spring edit is here.");
    await expect(banner.getByRole("link")).toHaveCount(0);

    expect(dialogs).toEqual([]);
  });

  test("the page rendered after a navigation inside the store is as clean", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await plantHostileAnswers();

    await open(page, "/shipping");
    await page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 2, name: "A house built on light" })).toBeVisible();
    await expect(page.getByRole("img", { name: "The atelier bench" })).toHaveAttribute("src", "/no-such-image.jpg");
    await expectNothingHostile(page);
    expect(dialogs).toEqual([]);
  });
});
