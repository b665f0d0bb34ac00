import { withRedisServer } from "./redis.test-support";
import { forgetSignInsInMemory } from "./sign-ins.server";
import {
  LAST_ORDER_MAX_AGE_MS,
  SIGN_IN_IDLE_MS,
  SIGN_IN_MAX_AGE_MS,
  SIGN_IN_SEEN_STEP_MS,
  WISHLIST_MAX_AGE,
  beginSignIn,
  expire,
  setLastOrder,
  touchSignIn,
  commitSession,
  currentPath,
  getSession,
  requireGuest,
  requireUser,
  getUser,
  endSession,
  endOtherSessions,
  forgetSession,
  getToken,
  getWishlistId,
  sessionUser,
  setWishlistId,
} from "./session.server";

async function cookieWithUser(token = "t", id = 1) {
  const session = await getSession(new Request("http://store.test/"));
  await beginSignIn(session, token, { id, first_name: null, email: "ada@example.com" });
  return (await commitSession(session)).split(";")[0];
}

const requestWith = (cookie: string, path = "/") => new Request(`http://store.test${path}`, { headers: { Cookie: cookie } });

async function requestWithUser(path: string) {
  return requestWith(await cookieWithUser(), path);
}

/** What anyone holding the cookie can read of it: it is signed, not encrypted. */
const readable = (cookie: string) => Buffer.from(decodeURIComponent(cookie.split("=").slice(1).join("=")).split(".")[0], "base64").toString("utf8");

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax and signed", async () => {
    const session = await getSession(new Request("http://store.test/"));
    session.set("cart_unique_id", "cart-1");
    const header = await commitSession(session);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    const value = decodeURIComponent(header.split(";")[0].split("=").slice(1).join("="));
    expect(value).toMatch(/\.[A-Za-z0-9+/=]+$/);
  });

  it("is Secure only when the site is served over https: the demo on http://localhost keeps its cookie", async () => {
    const session = await getSession(new Request("http://store.test/"));
    session.set("cart_unique_id", "cart-1");
    expect(await commitSession(session)).not.toMatch(/Secure/);
  });

  it("removes its cookie once nothing is left in it, so the visitor's pages can be shared again", async () => {
    const request = await requestWithUser("/");
    const cookie = (await endSession(request)).split(";")[0];
    expect(cookie).toBe("__session=");
    const header = await endSession(request);
    expect(header).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // A one-time notice read is the last thing in it: the cookie goes with it.
    const noticed = await getSession(new Request("http://store.test/"));
    noticed.flash("notice", "Saved");
    const withNotice = (await commitSession(noticed)).split(";")[0];
    const read = await getSession(new Request("http://store.test/", { headers: { Cookie: withNotice } }));
    expect(read.get("notice")).toBe("Saved");
    expect((await commitSession(read)).split(";")[0]).toBe("__session=");
  });

  it("ignores a tampered cookie", async () => {
    const session = await getSession(new Request("http://store.test/"));
    session.set("cart_unique_id", "cart-1");
    const cookie = (await commitSession(session)).split(";")[0];
    const tampered = cookie.slice(0, -3) + "abc";
    const read = await getSession(new Request("http://store.test/", { headers: { Cookie: tampered } }));
    expect(read.get("cart_unique_id")).toBeUndefined();
  });

  // The locale cookie (365 days) is written with the visitor's first document: see visitor.server.test.ts.
  it("keeps the wishlist id for 259200 s from when it was set, inside the session", async () => {
    const set = Date.UTC(2026, 10, 1);
    const session = await getSession(new Request("http://store.test/"));
    setWishlistId(session, "wl-1", set);
    const cookie = (await commitSession(session)).split(";")[0];
    const read = await getSession(new Request("http://store.test/", { headers: { Cookie: cookie } }));
    expect(getWishlistId(read, set + WISHLIST_MAX_AGE * 1000 - 1)).toBe("wl-1");
    expect(getWishlistId(read, set + WISHLIST_MAX_AGE * 1000)).toBeNull();
  });

  it("clears the sign-in and everything that was the account's when the API ends it (a 401)", async () => {
    const request = await requestWithUser("/");
    const session = await getSession(request);
    session.set("cart_unique_id", "cart-1");
    session.set("placing", { cart: "cart-1", checkout: "c-1", key: "k", at: 1 });
    setWishlistId(session, "wl-1");
    setLastOrder(session, { cart_unique_id: "cart-0", po_number: "ML-1" });
    const cookie = (await endSession(request)).split(";")[0];
    const read = await getSession(requestWith(cookie));
    expect(read.get("user")).toBeUndefined();
    expect(getWishlistId(read)).toBeNull();
    expect(read.get("cart_unique_id")).toBeUndefined();
    expect(read.get("last_order")).toBeUndefined();
    expect(read.get("placing")).toBeUndefined();
  });
});

describe("a sign-in lives on the server, not in the cookie", () => {
  /** A signed-in cookie carrying the account's bag, last order, payment under way and express start. */
  async function signedInCookie(token: string) {
    const session = await getSession(requestWith(await cookieWithUser(token)));
    session.set("cart_unique_id", "account-cart");
    setLastOrder(session, { cart_unique_id: "cart-0", po_number: "ML-1" });
    session.set("placing", { cart: "account-cart", checkout: "c-1", key: "k", at: 1 });
    session.set("express_start", { from: "/" });
    return (await commitSession(session)).split(";")[0];
  }

  async function expectGuest(cookie: string) {
    const request = requestWith(cookie);
    expect(await getUser(request)).toBeNull();
    expect(await getToken(request)).toBeNull();
    const session = await getSession(request);
    for (const key of ["cart_unique_id", "last_order", "placing", "express_start", "signed_in"] as const) {
      expect(session.get(key), key).toBeUndefined();
    }
  }

  it("keeps the API's token out of the cookie, readable or not, and finds it again for the request", async () => {
    const cookie = await cookieWithUser("secret-bearer-token");
    expect(readable(cookie)).not.toContain("secret-bearer-token");
    expect(cookie).not.toContain("secret-bearer-token");
    expect(await getToken(requestWith(cookie))).toBe("secret-bearer-token");
  });

  it("makes a copy taken before sign-out a guest's, with nothing of the account", async () => {
    const cookie = await signedInCookie("t-out");
    const copy = cookie;
    expect(await getToken(requestWith(copy))).toBe("t-out");
    await forgetSession(requestWith(cookie));
    await expectGuest(copy);
  });

  it("makes every copy a guest's once the API refuses the token in one of them", async () => {
    const cookie = await signedInCookie("t-401");
    await endSession(requestWith(cookie));
    await expectGuest(cookie);
  });

  it("reads a cookie written with the token in it as a guest's", async () => {
    const session = await getSession(new Request("http://store.test/"));
    session.set("token" as never, "legacy" as never);
    session.set("user", { id: 1, first_name: "Ada", email: "ada@example.com" });
    session.set("signed_in", { issued: Date.now(), seen: Date.now() } as never);
    session.set("cart_unique_id", "account-cart");
    await expectGuest((await commitSession(session)).split(";")[0]);
  });

  it("refuses a record id made up or copied into another account's cookie", async () => {
    const bob = await cookieWithUser("t-bob", 2);
    const id = (await getSession(requestWith(bob))).get("signed_in")!.id;
    const session = await getSession(new Request("http://store.test/"));
    session.set("user", { id: 1, first_name: "Ada", email: "ada@example.com" });
    session.set("signed_in", { id, issued: Date.now(), seen: Date.now() });
    await expectGuest((await commitSession(session)).split(";")[0]);
    session.set("signed_in", { id: "x".repeat(43), issued: Date.now(), seen: Date.now() });
    await expectGuest((await commitSession(session)).split(";")[0]);
  });

  it("ends the account's other sign-ins at a new password and keeps this one", async () => {
    const here = await cookieWithUser("t-here", 7);
    const elsewhere = await cookieWithUser("t-elsewhere", 7);
    const otherAccount = await cookieWithUser("t-other", 8);
    await endOtherSessions(requestWith(here));
    expect(await getToken(requestWith(here))).toBe("t-here");
    await expectGuest(elsewhere);
    expect(await getToken(requestWith(otherAccount))).toBe("t-other");
  });

  describe("with Redis, shared by every instance", () => {
    const redis = withRedisServer();

    it("ends a sign-in on every instance: one signs out, another refuses the copy", async () => {
      await redis.use();
      const cookie = await signedInCookie("t-fleet");
      // Another instance: nothing of this sign-in in its memory, only in Redis.
      forgetSignInsInMemory();
      expect(await getToken(requestWith(cookie))).toBe("t-fleet");
      await forgetSession(requestWith(cookie));
      await expectGuest(cookie);
    });

    it("ends the other sign-ins of the account on every instance", async () => {
      await redis.use();
      const here = await cookieWithUser("t-a", 9);
      const elsewhere = await cookieWithUser("t-b", 9);
      forgetSignInsInMemory();
      await endOtherSessions(requestWith(here));
      forgetSignInsInMemory();
      expect(await getToken(requestWith(here))).toBe("t-a");
      await expectGuest(elsewhere);
    });
  });
});

describe("the store's limits on a sign-in and on the last order", () => {
  const start = Date.UTC(2026, 10, 26, 9);
  const fresh = async () => getSession(new Request("http://store.test/"));
  const ada = { id: 1, first_name: "Ada", email: "ada@example.com" };

  it("ends a sign-in 12 hours after it began, however much it is used", async () => {
    const session = await fresh();
    await beginSignIn(session, "t", ada, start);
    session.set("cart_unique_id", "account-cart");
    for (let at = start; at < start + SIGN_IN_MAX_AGE_MS; at += SIGN_IN_IDLE_MS / 2) touchSignIn(session, at);
    expect(expire(session, start + SIGN_IN_MAX_AGE_MS - 1).get("user")).toEqual(ada);
    const ended = expire(session, start + SIGN_IN_MAX_AGE_MS);
    expect(ended.get("signed_in")).toBeUndefined();
    expect(ended.get("user")).toBeUndefined();
    expect(ended.get("cart_unique_id")).toBeUndefined();
  });

  it("ends a sign-in left unused for 30 minutes; a page seen keeps it going, written once a minute", async () => {
    const session = await fresh();
    await beginSignIn(session, "t", ada, start);
    expect(touchSignIn(session, start + SIGN_IN_SEEN_STEP_MS - 1)).toBe(false);
    expect(touchSignIn(session, start + SIGN_IN_SEEN_STEP_MS)).toBe(true);
    expect(expire(session, start + SIGN_IN_SEEN_STEP_MS + SIGN_IN_IDLE_MS - 1).get("user")).toEqual(ada);
    expect(expire(session, start + SIGN_IN_SEEN_STEP_MS + SIGN_IN_IDLE_MS).get("user")).toBeUndefined();
  });

  it("keeps a guest's cart however long the visit", async () => {
    const session = await fresh();
    session.set("cart_unique_id", "cart-1");
    expect(expire(session, start + SIGN_IN_MAX_AGE_MS * 10).get("cart_unique_id")).toBe("cart-1");
  });

  it("applies them whenever a request's session is read", async () => {
    const session = await fresh();
    await beginSignIn(session, "t", ada, Date.now() - SIGN_IN_IDLE_MS - 1);
    const cookie = (await commitSession(session)).split(";")[0];
    expect(await getUser(new Request("http://store.test/", { headers: { Cookie: cookie } }))).toBeNull();
  });

  it("shows the last order for an hour", async () => {
    const session = await fresh();
    setLastOrder(session, { cart_unique_id: "cart-1", po_number: "ML-1" }, start);
    expect(expire(session, start + LAST_ORDER_MAX_AGE_MS - 1).get("last_order")?.po_number).toBe("ML-1");
    expect(expire(session, start + LAST_ORDER_MAX_AGE_MS).get("last_order")).toBeUndefined();
  });
});

describe("sessionUser", () => {
  const apiUser = {
    id: 1,
    email: "a@b.co",
    first_name: "Ada",
    last_name: "Byron",
    phone: "212-555-0147",
    birthday: "1815-12-10",
    gender: "Female",
    role: "admin",
    access_token: { token: "x" },
  };

  const kept = { id: 1, first_name: "Ada", email: "a@b.co" };

  it("keeps only the id, the first name and the e-mail: no gender, birthday, phone or role", () => {
    expect(sessionUser(apiUser)).toEqual(kept);
  });

  it("writes a cookie that holds none of the shopper's other details", async () => {
    const session = await getSession(new Request("http://store.test/"));
    session.set("user", sessionUser(apiUser));
    const value = decodeURIComponent((await commitSession(session)).split(";")[0].split("=")[1]);
    const readable = Buffer.from(value.split(".")[0], "base64").toString("utf8");
    expect(readable).toContain("a@b.co");
    for (const detail of ["1815-12-10", "Female", "Byron", "212-555-0147", "admin"]) expect(readable).not.toContain(detail);
  });

  it("reads an older, fuller session cookie down to the same fields", async () => {
    const session = await getSession(new Request("http://store.test/"));
    await beginSignIn(session, "t", apiUser as never);
    const cookie = (await commitSession(session)).split(";")[0];
    expect(await getUser(new Request("http://store.test/", { headers: { Cookie: cookie } }))).toEqual(kept);
  });
});

describe("route guards", () => {
  it("auth sends a signed-out visitor to sign-in with a way back", async () => {
    const thrown = await requireUser(new Request("http://store.test/orders?page=2")).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/?drawer=1&redirect=%2Forders%3Fpage%3D2");
  });

  it("auth lets a signed-in user through", async () => {
    await expect(requireUser(await requestWithUser("/orders"))).resolves.toMatchObject({ id: 1 });
  });

  it("guest sends a signed-in user home", async () => {
    const thrown = await requireGuest(await requestWithUser("/sign-up")).catch((e) => e);
    expect(thrown.headers.get("Location")).toBe("/");
  });

  it("guest lets a visitor through", async () => {
    await expect(requireGuest(new Request("http://store.test/sign-up"))).resolves.toBeUndefined();
  });
});

describe("currentPath", () => {
  it("drops Remix's data-request markers", () => {
    expect(currentPath(new Request("http://store.test/orders.data?page=2&_routes=routes%2Forders"))).toBe("/orders?page=2");
    expect(currentPath(new Request("http://store.test/_root.data"))).toBe("/");
  });
});
