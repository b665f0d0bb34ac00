// The page cache (app/services/page-cache.server.ts) as a visitor without cookies meets it: the same page for a
// second, each answer with its own nonce, a new API cache version seen at once, and nothing kept for anyone with a cookie.
import { E2E_METRICS_TOKEN } from "./lanes";
import { STORE_URL, expect, hasJavaScript, mockApi, test } from "./support";
import { SHOPPER_USER_AGENT } from "../user-agents";

type About = { translations: Array<{ title: string }> };

const visit = (cookie?: string) =>
  fetch(`${STORE_URL}/about`, { headers: { "User-Agent": SHOPPER_USER_AGENT, ...(cookie ? { Cookie: cookie } : {}) } });

async function lookups(cache: "page" | "render"): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${STORE_URL}/metrics`, { headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` } })).text();
  const count = (result: string) => Number(text.match(new RegExp(`^storefront_cache_lookups_total\\{cache="${cache}",result="${result}"\\} (\\d+)`, "m"))?.[1] ?? 0);
  return { hit: count("hit"), miss: count("miss") };
}

const nonceOf = (html: string) => html.match(/<script nonce="([^"]+)"/)?.[1];

test.describe("the page cache", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");

  test("gives a cookieless visitor the page just rendered, under a nonce of its own that its policy names", async () => {
    const first = await visit();
    const firstHtml = await first.text();
    const before = await lookups("page");
    const second = await visit();
    const secondHtml = await second.text();
    expect(second.status).toBe(200);
    expect((await lookups("page")).hit).toBe(before.hit + 1);

    const [firstNonce, secondNonce] = [nonceOf(firstHtml), nonceOf(secondHtml)];
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(secondHtml.replaceAll(secondNonce!, "N")).toBe(firstHtml.replaceAll(firstNonce!, "N"));
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${secondNonce}'`);
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));

    // A client that has the page hears 304, from the cache as from the render.
    const conditional = await fetch(`${STORE_URL}/about`, { headers: { "User-Agent": SHOPPER_USER_AGENT, "If-None-Match": second.headers.get("etag")! } });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe("");
  });

  test("shows a new API cache version's content on the very next request", async () => {
    const about = await mockApi.get<About>("/pages/about");
    const title = about.translations[0].title;
    expect(await (await visit()).text()).toContain(title);

    const renamed = { ...about, translations: about.translations.map((translation) => ({ ...translation, title: "Our atelier, renamed" })) };
    await mockApi.fault({ path: "/api/v1/pages/about", status: 200, body: { data: renamed } });
    await mockApi.bumpCacheVersion();
    const html = await (await visit()).text();
    expect(html).toContain("Our atelier, renamed");
    expect(html).not.toContain(`>${title}</h1>`);
  });

  test("keeps nothing for a visitor who sends a cookie: each of their pages is rendered", async () => {
    await visit();
    const before = { page: await lookups("page"), render: await lookups("render") };
    for (const cookie of ["uid=returning-visitor-1", "__session=anything"]) expect((await visit(cookie)).status).toBe(200);
    const after = { page: await lookups("page"), render: await lookups("render") };
    expect(after.page).toEqual(before.page);
    // The visitor id leaves the page public, so its render is looked up; a session makes it private, never kept at all.
    expect(after.render.hit + after.render.miss).toBe(before.render.hit + before.render.miss + 1);
  });
});
