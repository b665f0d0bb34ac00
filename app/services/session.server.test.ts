import {
  WISHLIST_MAX_AGE,
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
  session.set("token", "t");
  session.set("user", { id: 1, first_name: null, email: "ada@example.com" });
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
    session.set("user", apiUser as never);
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
