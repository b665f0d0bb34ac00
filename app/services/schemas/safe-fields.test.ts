// Each case takes the mock API's real answer and plants what a compromised CMS would send.
import { DEMO_BILLING_ZIP, DEMO_EMAIL } from "../../../mock-api/seed";
import { getJson, setupMockApi } from "../../../mock-api/testing";

import { productResponse } from "./catalog.server";
import { placeOrderResponse, trackingResponse } from "./orders.server";
import { blockResponse, bootstrapResponse, campaignResponse, pageResponse, popupsResponse } from "./site.server";

setupMockApi();

const HOSTILE_HTML =
  '<h2>Care</h2><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">Win</a>' +
  '<iframe src="https://evil.example"></iframe><p onclick="alert(4)">Kept</p>';
const CLEAN_HTML = '<h2>Care</h2><img src="x" /><a>Win</a><p>Kept</p>';

type Translated<T> = { translations: Array<{ language_id: number } & T> };

async function real<T>(path: string): Promise<{ data: T }> {
  const { status, body } = await getJson(`/api/v1${path}`);
  expect(status).toBe(200);
  return body as { data: T };
}

describe("HTML fields", () => {
  it("cleans a content page's content, and keeps its title as text", async () => {
    const body = await real<Translated<{ title: string; content: string }>>("/pages/faq");
    body.data.translations[0].content = HOSTILE_HTML;
    body.data.translations[0].title = "FAQ <b>now</b>";
    const page = pageResponse.parse(body).data;
    expect(page.mixedTranslation.content).toBe(CLEAN_HTML);
    expect(page.translations[0].content).toBe(CLEAN_HTML);
    expect(page.mixedTranslation.title).toBe("FAQ <b>now</b>");
  });

  it("cleans a block's HTML and leaves its labels and colour alone", async () => {
    const body = await real<Translated<{ content: Record<string, unknown> }>>("/blocks/header-top-banner");
    body.data.translations[0].content.content = HOSTILE_HTML;
    const block = blockResponse.parse(body).data;
    expect(block.mixedTranslation.content?.content).toBe(CLEAN_HTML);
    expect(block.mixedTranslation.content?.color).toBe("#efe6da");
  });

  it("cleans a popup's content", async () => {
    const body = await real<Array<Translated<{ content: string }>>>("/popups");
    body.data[0].translations[0].content = HOSTILE_HTML;
    expect(popupsResponse.parse(body).data[0].mixedTranslation.content).toBe(CLEAN_HTML);
  });

  it("cleans the campaign's popup and banner text, and keeps its top bar as text", async () => {
    const body = await real<Translated<{ popup_text: string; promotion_banner_text: string; top_bar_text: string }>>("/campaign-discount");
    body.data.translations[0].popup_text = HOSTILE_HTML;
    body.data.translations[0].promotion_banner_text = HOSTILE_HTML;
    body.data.translations[0].top_bar_text = "Gifts <b>now</b>";
    const campaign = campaignResponse.parse(body).data!;
    expect(campaign.mixedTranslation.popup_text).toBe(CLEAN_HTML);
    expect(campaign.mixedTranslation.promotion_banner_text).toBe(CLEAN_HTML);
    expect(campaign.mixedTranslation.top_bar_text).toBe("Gifts <b>now</b>");
  });

  it("cleans a product's details, the HTML part; the description is text", async () => {
    const list = await real<Array<{ slug: string }>>("/system-catalog");
    const body = await real<Translated<{ details: string; description: string }>>(`/products/${list.data[0].slug}`);
    body.data.translations[0].details = HOSTILE_HTML;
    body.data.translations[0].description = "Solid <gold>";
    const product = productResponse.parse(body).data;
    expect(product.mixedTranslation.details).toBe(CLEAN_HTML);
    expect(product.mixedTranslation.description).toBe("Solid <gold>");
  });
});

describe("links", () => {
  type MenuItem = { id: number; parent_id: number | null; url: string | null };
  type Bootstrap = {
    settings: { social_links: Array<{ name: string; url: string }> };
    menu: Record<"header" | "footer" | "info", MenuItem[]>;
  };

  it("drops the menu entries and social links whose URL could run script, and keeps the rest", async () => {
    const body = await real<Bootstrap>("/bootstrap");
    const { menu, settings } = body.data;
    const counts = { header: menu.header.length, footer: menu.footer.length, info: menu.info.length, social: settings.social_links.length };
    menu.header.find((item) => item.url === "/about")!.url = "javascript:alert(1)";
    menu.footer.find((item) => item.url === "/faq")!.url = " JaVaScRiPt:alert(1)";
    menu.info[0].url = "data:text/html,<script>alert(1)</script>";
    settings.social_links[0].url = "javascript:alert(1)";

    const parsed = bootstrapResponse.parse(body).data;
    const urls = [...parsed.menu.header, ...parsed.menu.footer, ...parsed.menu.info].map((item) => item.url);
    expect(urls.filter((url) => url !== null && !url.startsWith("/"))).toEqual([]);
    expect(parsed.menu.header).toHaveLength(counts.header - 1);
    expect(parsed.menu.footer).toHaveLength(counts.footer - 1);
    expect(parsed.menu.info).toHaveLength(counts.info - 1);
    // Title entries have no URL and stay.
    expect(parsed.menu.header.filter((item) => item.is_title).map((item) => item.mixedTranslation.title)).toEqual(["Shop", "Collections"]);
    expect(parsed.settings.social_links.map((link) => link.name)).toEqual(["Pinterest", "Facebook", "YouTube"]);
    expect(parsed.settings.social_links).toHaveLength(counts.social - 1);
  });

  it("keeps the seed's menus and social links as they are", async () => {
    const body = await real<Bootstrap>("/bootstrap");
    const parsed = bootstrapResponse.parse(structuredClone(body)).data;
    expect(parsed.menu.footer.map((item) => item.url)).toEqual(body.data.menu.footer.map((item) => item.url));
    expect(parsed.settings.social_links).toEqual(body.data.settings.social_links);
  });

  it("keeps home's hero picture, and drops one it cannot read rather than fail the page", async () => {
    const body = await real<Bootstrap>("/bootstrap");
    expect(bootstrapResponse.parse(structuredClone(body)).data.settings.home_hero).toEqual({
      image: expect.stringMatching(/\/media\/brand\/hero\.svg$/),
      alt: "A solitaire, a pendant and pearl drops in gold on ivory linen",
    });
    for (const broken of ["hero.svg", { image: "" }, { alt: "no picture" }]) {
      const planted = structuredClone(body);
      (planted.data.settings as Record<string, unknown>).home_hero = broken;
      expect(bootstrapResponse.parse(planted).data.settings.home_hero, JSON.stringify(broken)).toBeNull();
    }
  });

  it("refuses an order's tracking link unless a shopper may follow it", async () => {
    const body = await real<{ data: { tracking_url: string | null } }>(
      `/tracking?${new URLSearchParams({ number: "ML-100238", email: DEMO_EMAIL, billing_zip: DEMO_BILLING_ZIP })}`,
    );
    const carrier = body.data.data.tracking_url;
    expect(carrier).toMatch(/^https:\/\//);
    expect(trackingResponse.parse(body).data.data.tracking_url).toBe(carrier);
    body.data.data.tracking_url = "javascript:alert(document.cookie)";
    expect(trackingResponse.parse(body).data.data.tracking_url).toBeNull();
  });

  it("takes a provider's redirect only as an absolute http(s) URL", () => {
    const answer = (redirect_url: string | null) => placeOrderResponse.parse({ data: { order: null, redirect_url } }).data.redirect_url;
    expect(answer("https://payments.example/approve?token=abc")).toBe("https://payments.example/approve?token=abc");
    expect(answer("javascript:alert(1)")).toBeNull();
    expect(answer("data:text/html,hi")).toBeNull();
    expect(answer("/checkout")).toBeNull();
    expect(answer("//evil.example")).toBeNull();
    expect(answer(null)).toBeNull();
  });
});
