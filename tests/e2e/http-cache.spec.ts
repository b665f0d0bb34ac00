// The caching rule (app/lib/http-cache.ts) over HTTP, answer by answer, for every kind of visitor.
import { PRIVATE_NO_STORE, PUBLIC_PAGE } from "../../app/lib/http-cache";

import { type Hop, Shopper, addToBagOver, signInOver, textOf } from "./http-shopper";
import { SHOPPER_USER_AGENT, STORE_URL, expect, hasJavaScript, madeToOrderPiece, test } from "./support";

type Who = "new visitor" | "returning visitor" | "guest with a bag" | "signed-in shopper";

async function shopperWho(who: Who): Promise<Shopper> {
  const shopper = new Shopper(undefined, SHOPPER_USER_AGENT);
  if (who === "guest with a bag") await addToBagOver(shopper, STORE_URL);
  if (who === "signed-in shopper") await signInOver(shopper, STORE_URL);
  return shopper;
}

/** A returning visitor's cookies outlive any session: they must never make a page personal. */
function send(shopper: Shopper, who: Who, method: string, path: string, form?: Record<string, string>): Promise<Hop> {
  const headers = who === "returning visitor" ? { Cookie: "uid=5e1f0a2b-0000-4000-8000-00000000c0de; locale=en; _ga=GA1.1.1" } : undefined;
  return shopper.request(STORE_URL, method, path, { form, headers });
}

function expectPrivate(hop: Hop, what: string) {
  expect(hop.headers.get("Cache-Control"), `${what}: Cache-Control`).toBe(PRIVATE_NO_STORE);
}

function expectShared(hop: Hop, what: string) {
  expect(hop.status, `${what}: status`).toBe(200);
  expect(hop.headers.get("Cache-Control"), `${what}: Cache-Control`).toMatch(/^public\b/);
  expect(hop.headers.getSetCookie(), `${what}: Set-Cookie`).toEqual([]);
}

const SHAREABLE = [
  ["a document", "/shop-all"],
  ["a product page", "PRODUCT"],
  ["route data (client navigation)", "/shop-all.data"],
  // What the header's search fetcher asks for.
  ["a resource route's data", "/resources/search-suggestions.data?search=ring&_routes=routes%2Fresources.search-suggestions"],
] as const;

const NEVER_SHARED = [
  ["the root's data alone (a revalidation)", "/shop-all.data?_routes=root"],
  ["an error page", "/shop-all/no-such-category-anywhere"],
  ["a redirect", "/profile"],
  ["a private page", "/favorites"],
] as const;

test.describe("who may keep an answer", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");

  for (const who of ["new visitor", "returning visitor"] as const) {
    test(`a ${who}'s anonymous pages and data may be shared; nothing else`, async () => {
      const shopper = await shopperWho(who);
      const product = (await madeToOrderPiece()).split("?")[0];
      for (const [kind, listed] of SHAREABLE) {
        const hop = await send(shopper, who, "GET", listed === "PRODUCT" ? product : listed);
        expectShared(hop, kind);
        expect(hop.headers.get("Vary"), `${kind}: Vary`).toMatch(/\bCookie\b/);
      }
      const page = await send(shopper, who, "GET", "/shop-all");
      expect(page.headers.get("Cache-Control")).toBe(PUBLIC_PAGE);

      for (const [kind, path] of NEVER_SHARED) {
        const hop = await send(shopper, who, "GET", path);
        expect(hop.status, `${kind}: status`).not.toBe(500);
        expectPrivate(hop, kind);
      }
    });
  }

  test("a new visitor's first page is shareable and sets no cookie; the visitor id comes with the first private answer", async () => {
    const shopper = await shopperWho("new visitor");
    const first = await shopper.get(STORE_URL, "/");
    expectShared(first, "the home page");

    // A newsletter sign-up without JavaScript: a post, private, where the visitor gets their id.
    const posted = await shopper.post(STORE_URL, "/newsletter", { intent: "newsletter", email: `cache-${Date.now()}@example.com` });
    expectPrivate(posted, "the newsletter post");
    const names = posted.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(names).toContain("uid");
    for (const cookie of posted.headers.getSetCookie()) {
      // http://127.0.0.1: the site is not https, so no cookie may demand it (w3m and lynx would drop it).
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  test("an anonymous page is the same whoever asks: the visitor id and third parties' cookies change nothing", async () => {
    const ask = (cookie: string) => new Shopper(undefined, SHOPPER_USER_AGENT).request(STORE_URL, "GET", "/about", { headers: { Cookie: cookie } });
    const [a, b, none] = await Promise.all([
      ask("uid=aaaaaaaa-0000-4000-8000-000000000001; locale=en"),
      ask("uid=bbbbbbbb-0000-4000-8000-000000000002; _fbp=fb.1.2.3"),
      ask(""),
    ]);
    for (const hop of [a, b, none]) expectShared(hop, "/about");
    expect(textOf(a.body)).toBe(textOf(none.body));
    expect(textOf(b.body)).toBe(textOf(none.body));
    expect(a.body).not.toContain("aaaaaaaa-0000");
  });

  for (const who of ["guest with a bag", "signed-in shopper"] as const) {
    test(`every answer to a ${who} is private, no-store: documents, data, resource routes, errors, redirects, posts`, async () => {
      const shopper = await shopperWho(who);
      const product = (await madeToOrderPiece()).split("?")[0];
      for (const [kind, listed] of [...SHAREABLE, ...NEVER_SHARED]) {
        const hop = await send(shopper, who, "GET", listed === "PRODUCT" ? product : listed);
        expect(hop.status, `${kind}: status`).not.toBe(500);
        expectPrivate(hop, kind);
      }
      const home = await send(shopper, who, "GET", "/");
      expectPrivate(home, "the home page");
      // The demo shopper's three favorites are counted in the header: this page is theirs alone.
      if (who === "signed-in shopper") expect(textOf(home.body)).toContain("Wishlist (3)");

      // Without JavaScript a form posts a document; with it, Remix posts to the route's data.
      const email = `cache-${Date.now()}@example.com`;
      for (const path of ["/newsletter", "/newsletter.data"]) {
        const posted = await send(shopper, who, "POST", path, { intent: "newsletter", email });
        expect(posted.status, `${path}: status`).toBeLessThan(500);
        expectPrivate(posted, `a post to ${path}`);
      }
    });
  }

  test("the store's render cache never hands one shopper's page to another on the same URL", async () => {
    const one = await shopperWho("guest with a bag");
    const two = await shopperWho("guest with a bag");
    // The second guest's bag holds two pieces, the first's one.
    await addToBagOver(two, STORE_URL);
    const demo = await shopperWho("signed-in shopper");
    const stranger = await shopperWho("new visitor");
    // Each asks twice, in turns, so whatever one render left behind is there for the next.
    for (let round = 0; round < 2; round += 1) {
      for (const [who, cart, wishlist] of [
        [stranger, "Cart (0)", "Wishlist"],
        [one, "Cart (1)", "Wishlist"],
        [two, "Cart (2)", "Wishlist"],
        [demo, "Cart (0)", "Wishlist (3)"],
      ] as const) {
        const text = textOf((await who.get(STORE_URL, "/shop-all")).body);
        expect(text).toContain(cart);
        expect(text.includes("Wishlist (3)")).toBe(wishlist === "Wishlist (3)");
      }
    }
  });

  test("images, the sitemap and robots.txt are the same for everyone, with or without a session", async () => {
    const shopper = await shopperWho("guest with a bag");
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const hop = await shopper.get(STORE_URL, path);
      expect(hop.status).toBe(200);
      expect(hop.headers.get("Cache-Control"), path).toMatch(/^public\b/);
      expect(hop.headers.get("Vary") ?? "", path).not.toMatch(/Cookie/);
    }
  });

  test("signing out ends the session cookie, and the shopper's pages may be shared again", async () => {
    const shopper = await shopperWho("signed-in shopper");
    expectPrivate(await shopper.get(STORE_URL, "/about"), "/about signed in");
    const out = await shopper.post(STORE_URL, "/sign-out", {});
    expect(out.status).toBeLessThan(400);
    expect(out.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))).toMatch(/^__session=;/);
    expectShared(await shopper.get(STORE_URL, "/about"), "/about signed out");
  });

  test("a public page has a weak ETag, and a client that has it hears 304 with no body and no policy of its own", async () => {
    const visitor = new Shopper(undefined, SHOPPER_USER_AGENT);
    const first = await visitor.get(STORE_URL, "/about");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const again = await visitor.request(STORE_URL, "GET", "/about", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    // The copy keeps its own nonce: a new policy would block its scripts.
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    // Another page, or a page of a session, is not "the same".
    expect((await visitor.request(STORE_URL, "GET", "/faq", { headers: { "If-None-Match": etag! } })).status).toBe(200);
    const signedIn = await shopperWho("signed-in shopper");
    const theirs = await signedIn.request(STORE_URL, "GET", "/about", { headers: { "If-None-Match": etag! } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("ETag")).toBeNull();
  });
});
