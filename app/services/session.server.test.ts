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
  getWishlistId,
  sessionUser,
  setWishlistId,
} from "./session.server";

async function requestWithUser(path: string) {
  const session = await getSession(new Request("http://store.test/"));
  beginSignIn(session, "t", { id: 1, first_name: null, email: "ada@example.com" });
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request(`http://store.test${path}`, { headers: { Cookie: cookie } });
}

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
    session.set("token", "t");
    const cookie = (await commitSession(session)).split(";")[0];
    const tampered = cookie.slice(0, -3) + "abc";
    const read = await getSession(new Request("http://store.test/", { headers: { Cookie: tampered } }));
    expect(read.get("token")).toBeUndefined();
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

  it("clears the wishlist id and the sign-in, not the cart, when the session ends", async () => {
    const request = await requestWithUser("/");
    const session = await getSession(request);
    session.set("cart_unique_id", "cart-1");
    setWishlistId(session, "wl-1");
    const cookie = (await endSession(request)).split(";")[0];
    const read = await getSession(new Request("http://store.test/", { headers: { Cookie: cookie } }));
    expect(read.get("token")).toBeUndefined();
    expect(read.get("user")).toBeUndefined();
    expect(getWishlistId(read)).toBeNull();
    expect(read.get("cart_unique_id")).toBe("cart-1");
  });
});

describe("the store's limits on a sign-in and on the last order", () => {
  const start = Date.UTC(2026, 10, 26, 9);
  const fresh = async () => getSession(new Request("http://store.test/"));
  const ada = { id: 1, first_name: "Ada", email: "ada@example.com" };

  it("ends a sign-in 12 hours after it began, however much it is used", async () => {
    const session = await fresh();
    beginSignIn(session, "t", ada, start);
    for (let at = start; at < start + SIGN_IN_MAX_AGE_MS; at += SIGN_IN_IDLE_MS / 2) touchSignIn(session, at);
    expect(expire(session, start + SIGN_IN_MAX_AGE_MS - 1).get("token")).toBe("t");
    const ended = expire(session, start + SIGN_IN_MAX_AGE_MS);
    expect(ended.get("token")).toBeUndefined();
    expect(ended.get("user")).toBeUndefined();
  });

  it("ends a sign-in left unused for 30 minutes; a page seen keeps it going, written once a minute", async () => {
    const session = await fresh();
    beginSignIn(session, "t", ada, start);
    expect(touchSignIn(session, start + SIGN_IN_SEEN_STEP_MS - 1)).toBe(false);
    expect(touchSignIn(session, start + SIGN_IN_SEEN_STEP_MS)).toBe(true);
    expect(expire(session, start + SIGN_IN_SEEN_STEP_MS + SIGN_IN_IDLE_MS - 1).get("token")).toBe("t");
    expect(expire(session, start + SIGN_IN_SEEN_STEP_MS + SIGN_IN_IDLE_MS).get("token")).toBeUndefined();
  });

  it("takes a token without its times for an ended sign-in, and keeps the cart", async () => {
    const session = await fresh();
    session.set("token", "t");
    session.set("user", ada);
    session.set("cart_unique_id", "cart-1");
    const ended = expire(session, start);
    expect(ended.get("token")).toBeUndefined();
    expect(ended.get("cart_unique_id")).toBe("cart-1");
  });

  it("applies them whenever a request's session is read", async () => {
    const session = await fresh();
    beginSignIn(session, "t", ada, Date.now() - SIGN_IN_IDLE_MS - 1);
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
    beginSignIn(session, "t", apiUser as never);
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
