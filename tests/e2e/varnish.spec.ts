// A real `varnishd` with deploy/varnish/store.vcl in front of a store of its own (cache version polled as in production).
import { createCookie } from "@remix-run/node";

import { PUBLIC_PAGE } from "../../app/lib/http-cache";
import { freePort } from "../redis-server";
import { TEST_BAN_TOKEN, TEST_SESSION_SECRET, type VarnishServer, startVarnish } from "../varnish-server";

import { type Hop, Shopper, type StoreProcess, addToBagOver, signInOver, startStore, textOf } from "./http-shopper";
import { cartLinkName, DEMO_SHOPPER, expect, formsReady, hasJavaScript, madeToOrderPiece, MOCK_API_URL, mockApi, SHOPPER_USER_AGENT, signIn, test } from "./support";
import { STORE_PORT } from "./lanes";

const OWN_STORE_PORT = STORE_PORT + 51;

let store: StoreProcess;
let varnish: VarnishServer;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  store = await startStore(OWN_STORE_PORT, { CACHE_VERSION_POLL_MS: "180000" });
  varnish = await startVarnish([OWN_STORE_PORT]);
});
test.afterAll(async () => {
  await varnish?.stop();
  await store?.stop();
});

const cacheOf = (hop: Hop) => hop.headers.get("X-Cache");
const OTHER_SECRET = "another-session-secret-of-32-characters";
/** A session cookie's value as Remix signs it, with a secret of the test's choosing. */
const sessionCookie = async (secret: string, data: Record<string, unknown>) =>
  (await createCookie("__session", { secrets: [secret] }).serialize(data)).split(";")[0].slice("__session=".length);
const visitor = () => new Shopper(undefined, SHOPPER_USER_AGENT);
/** A query the page ignores, so no other test's visit has filled the cache for it. */
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}t=${test.info().testId}-${test.info().repeatEachIndex}-${test.info().retry}`;

test.describe("behind Varnish", () => {
  test.describe("plain HTTP", () => {
    test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");

    test("a second new visitor's anonymous page, route data and product page are cache hits", async () => {
      const product = (await madeToOrderPiece()).split("?")[0];
      for (const path of [fresh("/shop-all"), fresh(product), fresh("/about"), "/shop-all.data?" + fresh("").slice(1)]) {
        const first = await visitor().get(varnish.origin, path);
        expect(first.status, path).toBe(200);
        expect(cacheOf(first), path).toBe("MISS");
        expect(first.headers.getSetCookie(), path).toEqual([]);
        const second = await visitor().get(varnish.origin, path);
        expect(cacheOf(second), path).toBe("HIT");
        expect(second.headers.get("Cache-Control"), path).toBe(PUBLIC_PAGE);
        // A returning visitor's own cookies (their id, the locale, a third party's) change nothing.
        const returning = await visitor().request(varnish.origin, "GET", path, { headers: { Cookie: "uid=0b0e0f00-0000-4000-8000-000000000001; locale=en; _ga=GA1.1.2" } });
        expect(cacheOf(returning), path).toBe("HIT");
        expect(textOf(returning.body)).toBe(textOf(first.body));
      }
    });

    test("a signed-in shopper's pages, name and bag never reach another visitor", async () => {
      const shopper = visitor();
      await signInOver(shopper, varnish.origin);
      await addToBagOver(shopper, varnish.origin);
      const paths = [fresh("/"), fresh("/shop-all"), fresh("/about")];
      for (const path of paths) {
        const theirs = await shopper.get(varnish.origin, path);
        expect(cacheOf(theirs), path).toBe("PASS");
        expect(theirs.headers.get("Cache-Control"), path).toBe("private, no-store");
        expect(textOf(theirs.body), path).toContain("Wishlist (3)");
        expect(textOf(theirs.body), path).toMatch(/Cart \([1-9]\d*\)/);
      }
      // The same pages, asked again and by someone else: the anonymous page, whoever asked first.
      for (const path of paths) {
        for (const other of [visitor(), visitor()]) {
          const page = await other.get(varnish.origin, path);
          expect(page.status, path).toBe(200);
          expect(textOf(page.body), path).not.toContain("Wishlist (3)");
          expect(textOf(page.body), path).toContain("Cart (0)");
          expect(page.body, path).not.toContain(DEMO_SHOPPER.email);
        }
      }
    });

    test("one guest's bag never reaches another guest", async () => {
      const guest = visitor();
      await addToBagOver(guest, varnish.origin);
      const path = fresh("/about");
      const theirs = await guest.get(varnish.origin, path);
      expect(cacheOf(theirs)).toBe("PASS");
      expect(textOf(theirs.body)).toContain("Cart (1)");
      const other = await visitor().get(varnish.origin, path);
      expect(textOf(other.body)).toContain("Cart (0)");
      expect(cacheOf(await visitor().get(varnish.origin, path))).toBe("HIT");
      // The cart's own route data too.
      const data = await guest.get(varnish.origin, `/about.data?${fresh("").slice(1)}`);
      expect(cacheOf(data)).toBe("PASS");
    });

    test("posts, redirects and errors pass; images and built assets are kept whoever asks", async () => {
      const guest = visitor();
      await addToBagOver(guest, varnish.origin);
      const posted = await guest.post(varnish.origin, "/newsletter", { intent: "newsletter", email: `varnish-${Date.now()}@example.com` });
      expect(posted.status).toBeLessThan(500);
      expect(cacheOf(posted)).toBe("PASS");
      for (const path of ["/profile", fresh("/shop-all/no-such-category")]) {
        for (const who of [visitor(), visitor()]) {
          const hop = await who.get(varnish.origin, path);
          expect(hop.headers.get("Cache-Control"), path).toBe("private, no-store");
          expect(cacheOf(hop), path).not.toBe("HIT");
        }
      }
      const home = await visitor().get(varnish.origin, "/");
      const image = /(?:src|href)="(\/media\/[^"]+)"/.exec(home.body)?.[1];
      const script = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(home.body)?.[1];
      for (const path of [image, script]) {
        expect(path, "an image and a script on the home page").toBeTruthy();
        await visitor().get(varnish.origin, path!);
        // A shopper with a session gets the same kept copy.
        const kept = await guest.get(varnish.origin, path!);
        expect(kept.status, path).toBe(200);
        expect(cacheOf(kept), path).toBe("HIT");
      }
    });

    test("an e-mailed link's page reads the link's cookie through it", async () => {
      await fetch(`${MOCK_API_URL}/api/v1/users/recover-password`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: DEMO_SHOPPER.email }),
      });
      const tokens = (await (await fetch(`${MOCK_API_URL}/__qa/tokens?kind=recovery`)).json()) as { data: Array<{ token: string }> };
      const shopper = visitor();
      const link = await shopper.get(varnish.origin, `/recover-password/${tokens.data.at(-1)!.token}`);
      expect(link.status).toBe(303);
      const page = await shopper.get(varnish.origin, link.location!);
      expect(cacheOf(page)).toBe("PASS");
      expect(textOf(page.body)).toContain("Save new password");
      expect(textOf(page.body)).not.toContain("invalid or has expired");
    });

    test("an anonymous page the cache keeps is still served while the API is down", async () => {
      const path = fresh("/about");
      expect(cacheOf(await visitor().get(varnish.origin, path))).toBe("MISS");
      await mockApi.fault({ path: "/api/v1/*", status: 500, body: { errors: [{ code: 500, property: null, message: "Server Error" }] } });
      const during = await visitor().get(varnish.origin, path);
      expect(during.status).toBe(200);
      expect(cacheOf(during)).toBe("HIT");
    });
  });

  test("a shopper signs in, adds to the bag and checks the count through it", async ({ page }) => {
    const shopperPage = (path: string) => `${varnish.origin}${path}`;
    await page.goto(shopperPage("/?drawer=1"));
    await formsReady(page);
    await signIn(page);
    await expect(page.getByRole("link", { name: "Favorites, 3 items" })).toBeVisible();
    await page.goto(shopperPage((await madeToOrderPiece())));
    await formsReady(page);
    const before = Number((await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).getAttribute("aria-label"))?.match(/\d+/)?.[0]);
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("link", { name: cartLinkName(before + 1) })).toBeVisible();
    await page.goto(shopperPage("/about"));
    await expect(page.getByRole("link", { name: cartLinkName(before + 1) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Favorites, 3 items" })).toBeVisible();

    // Another browser, no session: the same page without any of it.
    const other = await page.context().browser()!.newContext();
    try {
      const stranger = await other.newPage();
      await stranger.goto(shopperPage("/about"));
      await expect(stranger.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
      await expect(stranger.getByRole("link", { name: "Favorites", exact: true })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe("behind Varnish, told of the API's cache versions", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");

  let watched: StoreProcess;
  let cache: VarnishServer;

  test.beforeAll(async () => {
    const cachePort = await freePort();
    // The store reads the version every second and tells the cache of a new one.
    watched = await startStore(OWN_STORE_PORT + 1, {
      CACHE_VERSION_POLL_MS: "1000",
      VARNISH_URLS: `http://127.0.0.1:${cachePort}`,
      VARNISH_BAN_TOKEN: TEST_BAN_TOKEN,
    });
    cache = await startVarnish([OWN_STORE_PORT + 1], cachePort);
  });
  test.afterAll(async () => {
    await cache?.stop();
    await watched?.stop();
  });

  test("a new API cache version bans the pages made from the old one; images and assets stay", async () => {
    const path = fresh("/about");
    const page = async () => visitor().get(cache.origin, path);
    await expect.poll(async () => cacheOf(await page()), { timeout: 10_000 }).toBe("HIT");
    const home = await visitor().get(cache.origin, "/");
    const script = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeTruthy();
    await visitor().get(cache.origin, script!);
    expect(cacheOf(await visitor().get(cache.origin, script!))).toBe("HIT");
    // Nothing of the tag reaches a browser.
    expect((await page()).headers.get("X-Api-Cv")).toBeNull();

    await mockApi.bumpCacheVersion();
    // Within a poll or two the page is asked of the store again, then kept again.
    await expect.poll(async () => cacheOf(await page()), { timeout: 10_000, intervals: [250] }).toBe("MISS");
    expect(cacheOf(await page())).toBe("HIT");
    expect(cacheOf(await visitor().get(cache.origin, script!))).toBe("HIT");
  });

  test("a ban needs the operator's secret, whatever address asks: without it 405, with a bad tag 400", async () => {
    // The test asks from loopback, as every visitor does behind a TLS terminator on the cache's machine.
    for (const headers of [{}, { "X-Ban-Token": "a-guess-of-at-least-32-characters-long" }] as Array<Record<string, string>>) {
      const refused = await fetch(`${cache.origin}/`, { method: "PURGE", headers: { "X-Api-Cv": "1", ...headers } });
      expect(refused.status).toBe(405);
    }
    expect((await fetch(`${cache.origin}/`, { method: "BAN", headers: { "X-Api-Cv": "1" } })).status).toBe(405);
    const bad = await fetch(`${cache.origin}/`, { method: "PURGE", headers: { "X-Api-Cv": "1 || req.url ~ .", "X-Ban-Token": TEST_BAN_TOKEN } });
    expect(bad.status).toBe(400);

    // A refused ban left the page kept.
    const path = fresh("/faq");
    const page = async () => visitor().get(cache.origin, path);
    await expect.poll(async () => cacheOf(await page()), { timeout: 10_000 }).toBe("HIT");
    await fetch(`${cache.origin}/`, { method: "PURGE", headers: { "X-Api-Cv": "0" } });
    expect(cacheOf(await page())).toBe("HIT");
  });
});

test.describe("behind Varnish, what a visitor brings", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");

  test("campaign parameters and analytics cookies do not split the cache, and the store never sees them", async () => {
    const path = fresh("/shop-all");
    const first = await visitor().get(varnish.origin, path);
    expect(cacheOf(first)).toBe("MISS");
    const campaign = ["utm_source=news", "utm_medium=email", "utm_campaign=solstice", "gclid=Cj0K", "fbclid=IwAR", "msclkid=5f3"];
    let hits = 0;
    for (const [i, parameter] of campaign.entries()) {
      const advertised = visitor();
      const answer = await advertised.request(varnish.origin, "GET", `${path}&${parameter}&utm_content=${i}`, {
        headers: { Cookie: `_ga=GA1.1.${i}; _fbp=fb.1.${i}; _gcl_au=1.1.${i}` },
      });
      expect(answer.status).toBe(200);
      if (cacheOf(answer) === "HIT") hits += 1;
      // The page the campaign got is the page everyone gets: no link carries its parameters.
      expect(answer.body).not.toMatch(/utm_|gclid|fbclid|msclkid/);
    }
    expect(hits).toBe(campaign.length);
    // A parameter the page reads still makes a page of its own.
    expect(cacheOf(await visitor().get(varnish.origin, `${path}&sort=price-asc`))).toBe("MISS");
  });

  test("a session cookie the store did not sign is no session: the page is the cache's", async () => {
    const shopper = visitor();
    await signInOver(shopper, varnish.origin);
    const signed = shopper.cookie("__session") ?? "";
    const path = fresh("/about");
    expect(cacheOf(await visitor().get(varnish.origin, path))).toBe("MISS");
    const forged = {
      junk: "x",
      "signed with another secret": await sessionCookie(OTHER_SECRET, shopper.session()),
      "a changed payload": signed.replace(/^eyJ/, "eyA"),
      "no signature": signed.slice(0, signed.lastIndexOf(".")),
    };
    for (const [what, value] of Object.entries(forged)) {
      expect(value, what).not.toBe(signed);
      const answer = await visitor().request(varnish.origin, "GET", path, { headers: { Cookie: `locale=en; __session=${value}; _ga=GA1.1.3` } });
      expect(cacheOf(answer), what).toBe("HIT");
      expect(answer.headers.get("Cache-Control"), what).toBe(PUBLIC_PAGE);
    }
    // The store's own cookie is a session: its page passes, and says whose it is.
    const theirs = await visitor().request(varnish.origin, "GET", path, { headers: { Cookie: `__session=${signed}` } });
    expect(cacheOf(theirs)).toBe("PASS");
    expect(theirs.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a rotated secret keeps both secrets' sessions; without the secret the cache does not start", async () => {
    await expect(startVarnish([OWN_STORE_PORT], undefined, { VARNISH_BAN_TOKEN: TEST_BAN_TOKEN })).rejects.toThrow(/varnishd exited/);
    const rotated = await startVarnish([OWN_STORE_PORT], undefined, { VARNISH_BAN_TOKEN: TEST_BAN_TOKEN, SESSION_SECRET: `${OTHER_SECRET}, ${TEST_SESSION_SECRET}` });
    try {
      const shopper = visitor();
      await signInOver(shopper, rotated.origin);
      const cookies = {
        "the previous secret's (the store's)": shopper.cookie("__session") ?? "",
        "the new secret's": await sessionCookie(OTHER_SECRET, shopper.session()),
        "a third secret's": await sessionCookie(`third-${OTHER_SECRET}`, shopper.session()),
      };
      const path = fresh("/faq");
      await visitor().get(rotated.origin, path);
      const passes = await Promise.all(
        Object.values(cookies).map(async (value) => cacheOf(await visitor().request(rotated.origin, "GET", path, { headers: { Cookie: `__session=${value}` } }))),
      );
      expect(Object.fromEntries(Object.keys(cookies).map((what, i) => [what, passes[i]]))).toEqual({
        "the previous secret's (the store's)": "PASS",
        "the new secret's": "PASS",
        "a third secret's": "HIT",
      });
    } finally {
      await rotated.stop();
    }
  });

  test("methods the store does not serve are refused at the cache", async () => {
    // fetch refuses to send TRACE itself: request-guards.spec.ts sends it raw to the store.
    for (const method of ["OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      expect((await fetch(`${varnish.origin}/about`, { method })).status, method).toBe(405);
    }
  });
});
