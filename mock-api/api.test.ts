import { describe, expect, it } from "vitest";

import { cacheVersionResponse, errorBody, eventResponse } from "~/services/schemas/common.server";
import {
  blockResponse,
  bootstrapResponse,
  campaignResponse,
  languagesResponse,
  pageResponse,
  popupsResponse,
  sitemapResponse,
} from "~/services/schemas/site.server";
import { filtersResponse } from "~/services/schemas/catalog.server";

import { store } from "./store";
import { allStrings, api, BASE, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const expectNotFound = async (path: string) => {
  const { status, body } = await getJson(path);
  expect(status).toBe(404);
  expect(errorBody.parse(body)).toEqual({ errors: [{ code: 404, property: null, message: "Not found" }] });
};

describe("GET /cv", () => {
  it("serves the cache version on the host root", async () => {
    const { status, body } = await getJson("/cv");
    expect(status).toBe(200);
    expect(cacheVersionResponse.parse(body).data.cv).toBe(store.cv);
  });

  it("is not served under /api/v1", async () => {
    await expectNotFound("/api/v1/cv");
  });
});

describe("GET /api/v1/bootstrap", () => {
  it("parses with the storefront schema and carries settings, menus and reasons", async () => {
    const { data } = bootstrapResponse.parse((await getJson("/api/v1/bootstrap")).body);
    expect(data.settings.company_name).toBe("Maison Lumière");
    expect(data.settings.currency_code).toBe("USD");
    expect(data.settings.date_format).toBe("MM/dd/yyy");
    expect(data.settings.cdn_domain).toBeNull();
    expect(data.settings.social_links.map((s) => s.name)).toEqual(["Instagram", "Pinterest", "Facebook", "YouTube"]);
    // The integration stand-ins: integrations.test.ts.
    expect(data.integrations.map((i) => i.type)).toEqual([62, 2, 4, 35, 1, 3, 5, 9, 60, 64]);
    expect(data.enabled_integrations).toEqual([62, 2, 4, 35, 1, 3, 5, 9, 60, 64]);
    expect(data.material_categories.map((c) => c.mixedTranslation.title)).toEqual(["Metal", "Stone"]);
    expect(data.allowed_return_reasons.length).toBeGreaterThan(0);
  });

  it("returns absolute media URLs on the request's origin", async () => {
    const { data } = bootstrapResponse.parse((await getJson("/api/v1/bootstrap")).body);
    expect(data.settings.desktop_logo).toBe(`${BASE}/media/brand/logo.svg`);
    for (const link of data.settings.social_links) {
      expect(link.url).toMatch(/^https:\/\/(www\.)?(instagram|pinterest|facebook|youtube)\.com\//);
      expect(link.icon).toMatch(new RegExp(`^${BASE}/media/social/`));
    }
    const other = await fetch("http://localhost:4010/api/v1/bootstrap").then((r) => r.json());
    expect(bootstrapResponse.parse(other).data.settings.footer_logo).toBe("http://localhost:4010/media/brand/logo-footer.svg");
  });

  it("serves flat menus whose parent ids resolve, with the header shop panel", async () => {
    const { data } = bootstrapResponse.parse((await getJson("/api/v1/bootstrap")).body);
    for (const menu of [data.menu.header, data.menu.footer, data.menu.info]) {
      const ids = new Set(menu.map((item) => item.id));
      expect(menu.every((item) => item.parent_id === null || ids.has(item.parent_id))).toBe(true);
    }
    const shop = data.menu.header.find((item) => item.mixedTranslation.title === "Shop")!;
    expect(shop.is_title).toBe(true);
    const children = data.menu.header.filter((item) => item.parent_id === shop.id);
    expect(children.map((c) => c.url)).toEqual([
      "/shop-all/rings", "/shop-all/necklaces", "/shop-all/earrings",
      "/shop-all/bracelets", "/shop-all/charms", "/shop-all/medallions",
      // The e-gift card, no category's, reached from the menu too.
      "/product/maison-lumiere-e-gift-card",
    ]);
    expect(children.every((c) => c.icon?.startsWith(`${BASE}/media/icons/`))).toBe(true);
    const collections = data.menu.header.find((item) => item.mixedTranslation.title === "Collections")!;
    expect(data.menu.header.filter((i) => i.parent_id === collections.id).every((i) => /^\/shop-all\/[a-z0-9-]+$/.test(i.url ?? ""))).toBe(true);
    expect(data.menu.header.some((i) => i.url === "/find-a-retailer")).toBe(true);
    expect(data.menu.footer.filter((i) => i.parent_id === null).length).toBeGreaterThanOrEqual(3);
    expect(data.menu.info.map((i) => i.url)).toEqual(["/about", "/shipping", "/returns", "/faq", "/privacy", "/terms"]);
  });
});

describe("GET /api/v1/filters", () => {
  it("parses and lists categories, collections and materials in sort order", async () => {
    const { data } = filtersResponse.parse((await getJson("/api/v1/filters")).body);
    expect(data.categories.map((c) => c.key)).toEqual(["RING", "NECKLACE", "EARRING", "BRACELET", "CHARM", "MEDALLION"]);
    for (const list of [data.categories, data.collections, data.materials]) {
      const orders = list.map((item) => item.sort_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(data.materials.map((m) => m.sku)).toContain("YG14");
    expect(data.materials.every((m) => m.medias[0]?.position === "LIST" && m.medias[0].url.startsWith(BASE))).toBe(true);
    expect(data.categories.every((c) => c.image?.startsWith(`${BASE}/media/categories/`))).toBe(true);
  });
});

describe("GET /api/v1/pages/:slug", () => {
  it.each(["about", "shipping", "returns", "privacy", "terms", "faq"])("serves %s", async (slug) => {
    const { status, body } = await getJson(`/api/v1/pages/${slug}`);
    expect(status).toBe(200);
    const { data } = pageResponse.parse(body);
    expect(data.slug).toBe(slug);
    expect(data.mixedTranslation.content).toMatch(/<h2[ >]/);
    expect(data.mixedTranslation.meta_title).toBeTruthy();
    expect(data.mixedTranslation.meta_description).toBeTruthy();
    expect(data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("404s for an unknown page", async () => {
    await expectNotFound("/api/v1/pages/no-such-page");
  });
});

describe("GET /api/v1/blocks/:id", () => {
  it("serves the email-us labels by slug", async () => {
    const { data } = blockResponse.parse((await getJson("/api/v1/blocks/email-us")).body);
    expect(data.mixedTranslation.content).toMatchObject({
      title: expect.any(String), subTitle: expect.any(String), subject: expect.any(String),
      full_name: expect.any(String), last_name: expect.any(String), email: expect.any(String),
      text_area: expect.any(String), button_text: expect.any(String),
    });
  });

  it("serves the top banner with a colour background", async () => {
    const { data } = blockResponse.parse((await getJson("/api/v1/blocks/header-top-banner")).body);
    expect(data.mixedTranslation.content?.background_type).toBe(2);
    expect(data.mixedTranslation.content?.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(data.mixedTranslation.content?.content).toContain("travel jewelry roll");
  });

  it("serves a block by numeric id", async () => {
    const bySlug = blockResponse.parse((await getJson("/api/v1/blocks/system-login-footer")).body);
    const byId = blockResponse.parse((await getJson(`/api/v1/blocks/${bySlug.data.id}`)).body);
    expect(byId.data.slug).toBe("system-login-footer");
  });

  it("404s for unknown blocks", async () => {
    await expectNotFound("/api/v1/blocks/nope");
    await expectNotFound("/api/v1/blocks/999");
  });
});

describe("GET /api/v1/campaign-discount", () => {
  it("serves the campaign: top bar, popup and promotion banner, its image on the API's origin", async () => {
    const { data } = campaignResponse.parse((await getJson("/api/v1/campaign-discount")).body);
    expect(data).not.toBeNull();
    expect(data!.is_top_bar_text).toBe(true);
    expect(data!.mixedTranslation.top_bar_text).toBe("Complimentary travel jewelry roll with any purchase through April 30");
    expect(data!.is_popup).toBe(true);
    expect(data!.frequency).toBe(4);
    expect(data!.mixedTranslation.popup_text).toContain("<h2>The Solstice edit</h2>");
    expect(data!.pages).toEqual(["/", "/shop-all*"]);
    expect(data!.promotion_banner).toBe(true);
    expect(data!.promotion_banner_file).toBe(`${BASE}/media/collections/celeste.svg`);
    expect(data!.mixedTranslation.promotion_banner_text).toContain("The Solstice edit.");
    expect((await api("/media/collections/celeste.svg")).status).toBe(200);
  });

  it("serves null when there is no campaign", async () => {
    store.campaign = null;
    expect(campaignResponse.parse((await getJson("/api/v1/campaign-discount")).body).data).toBeNull();
  });
});

describe("GET /api/v1/popups", () => {
  it("serves the all-pages popup for any url", async () => {
    const { data } = popupsResponse.parse((await getJson("/api/v1/popups?url=/shop-all")).body);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ frequency: 1, priority: 1, pages: [], newsletter: true });
    expect(data[0].mixedTranslation.content).toContain("<");
  });

  it("filters targeted popups by url", async () => {
    store.popups.push({
      id: 2, frequency: 3, priority: 5, pages: ["/shop-all/rings", "/about"], newsletter: false,
      translations: [{ language_id: 1, title: "Rings", content: "<p>Ring sizing guide</p>" }],
    });
    const ids = async (url: string) =>
      popupsResponse.parse((await getJson(`/api/v1/popups?url=${encodeURIComponent(url)}`)).body).data.map((p) => p.id);
    expect(await ids("/shop-all/rings")).toEqual([1, 2]);
    expect(await ids("/shop-all/rings/?sort=price")).toEqual([1, 2]);
    expect(await ids("/about")).toEqual([1, 2]);
    expect(await ids("/shop-all/earrings")).toEqual([1]);
    expect(await ids("/")).toEqual([1]);
    const noUrl = popupsResponse.parse((await getJson("/api/v1/popups")).body).data;
    expect(noUrl.map((p) => p.id)).toEqual([1]);
  });
});

describe("GET /api/v1/system-entities/:name", () => {
  it("serves the sitemap with home, shop, categories, products and pages", async () => {
    const { data } = sitemapResponse.parse((await getJson("/api/v1/system-entities/sitemap")).body);
    const urls = data.data.sitemap.map((entry) => entry.url);
    expect(urls.slice(0, 2)).toEqual(["/", "/shop-all"]);
    for (const slug of ["rings", "necklaces", "earrings", "bracelets", "charms", "medallions"]) {
      expect(urls).toContain(`/shop-all/${slug}`);
    }
    expect(urls.filter((u) => u.startsWith("/product/"))).toHaveLength(store.products.length);
    for (const slug of ["about", "shipping", "returns", "privacy", "terms", "faq"]) expect(urls).toContain(`/${slug}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(data.data.sitemap.every((e) => typeof e.priority === "number" && e.updated_at)).toBe(true);
  });

  it("404s for other entities", async () => {
    await expectNotFound("/api/v1/system-entities/products");
  });
});

describe("GET /api/v1/languages", () => {
  it("serves English as the default", async () => {
    const { data } = languagesResponse.parse((await getJson("/api/v1/languages")).body);
    expect(data).toEqual([{ id: 1, slug: "en", is_default: true }]);
  });
});

describe("POST /api/v1/events/frontend-event", () => {
  it("accepts every spec event id and records it", async () => {
    const ids = [
      "visit", "add_to_cart", "remove_from_cart", "begin_checkout", "add_payment_info", "add_shipping_info",
      "checkout_error", "purchase", "search", "add_to_favorites", "remove_from_favorites", "remain", "scroll_depth",
    ];
    for (const event_id of ids) {
      const response = await postJson("/api/v1/events/frontend-event", { event_id, url: "/", uid: "u-1" });
      expect(response.status, event_id).toBe(200);
      expect(eventResponse.parse(await response.json()).data).toEqual({ ok: true });
    }
    expect(store.events.map((e) => e.body.event_id)).toEqual(ids);
    expect(store.events[0].body).toEqual({ event_id: "visit", url: "/", uid: "u-1" });
  });

  it("rejects an unknown event id with a field error", async () => {
    const response = await postJson("/api/v1/events/frontend-event", { event_id: "page_view" });
    expect(response.status).toBe(400);
    const body = errorBody.parse(await response.json());
    expect(body.errors?.[0]).toMatchObject({ code: 400, property: "event_id" });
    expect(store.events).toHaveLength(0);
  });

  it("rejects a missing event id and a non-object body", async () => {
    const missing = await postJson("/api/v1/events/frontend-event", { url: "/" });
    expect(missing.status).toBe(400);
    expect(errorBody.parse(await missing.json()).errors?.[0]).toMatchObject({
      property: "event_id",
      message: "The event_id field is required.",
    });
    const garbage = await api("/api/v1/events/frontend-event", { method: "POST", body: "not json" });
    expect(garbage.status).toBe(400);
    expect(errorBody.parse(await garbage.json()).errors?.[0].code).toBe(400);
    expect(store.events).toHaveLength(0);
  });
});

describe("unknown API paths", () => {
  it("404 in the API's error shape", async () => {
    await expectNotFound("/api/v1/no-such-endpoint");
    await expectNotFound("/api/v1/pages");
  });

  it("every successful body is free of root-relative media paths", async () => {
    for (const path of ["/api/v1/bootstrap", "/api/v1/filters", "/api/v1/popups?url=/"]) {
      const strings = allStrings((await getJson(path)).body);
      expect(strings.some((s) => s.startsWith("/media/"))).toBe(false);
    }
  });
});

describe("POST /subscribe", () => {
  const subscribe = (body: unknown) => postJson("/api/v1/subscribe", body);

  it("subscribes an email once", async () => {
    const first = await subscribe({ email: "Reader@Example.com" });
    expect(first.status).toBe(200);
    const again = await subscribe({ email: "reader@example.com" });
    expect(again.status).toBe(400);
    expect((await again.json()).errors[0]).toMatchObject({ property: "email", message: "This email is already subscribed to our newsletter." });
  });

  it("rejects a missing or invalid email with a field error", async () => {
    for (const body of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].property).toBe("email");
    }
  });
});
