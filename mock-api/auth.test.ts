import { describe, expect, it } from "vitest";

import { acknowledged, errorBody } from "~/services/schemas/common.server";
import { cartResponse } from "~/services/schemas/cart.server";
import { signInResponse, userResponse } from "~/services/schemas/account.server";

import { verifyPassword } from "./passwords";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./seed";
import { store } from "./store";
import { allStrings, api, demoToken, getJson, oneSizePieces, postJson, setupMockApi } from "./testing";

setupMockApi({ campaign: false });

const NEW_PASSWORD = "Opaline#Hour9";

const signIn = (body: Record<string, unknown>) => postJson("/api/v1/authorizations", body);

async function signedIn(body: Record<string, unknown> = { email: DEMO_EMAIL, password: DEMO_PASSWORD }) {
  const response = await signIn(body);
  expect(response.status).toBe(200);
  return signInResponse.parse(await response.json()).data;
}

const signUp = (overrides: Record<string, unknown> = {}) =>
  postJson("/api/v1/authorizations/sign-up", {
    first_name: "Ines",
    last_name: "Moreau",
    email: "ines.moreau@example.com",
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...overrides,
  });

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function expectErrors(response: Response, status: number, expected: Array<[string | null, string]>) {
  expect(response.status).toBe(status);
  const body = errorBody.parse(await response.json());
  expect(body.errors!.map((e) => [e.property ?? null, e.message])).toEqual(expected);
  expect(body.errors!.every((e) => e.code === status)).toBe(true);
}

/** No password, hash or salt anywhere in a response body. */
function expectNoSecrets(body: unknown, ...passwords: string[]) {
  const text = JSON.stringify(body);
  for (const password of passwords) expect(text).not.toContain(password);
  expect(text).not.toContain("scrypt");
  expect(text).not.toMatch(/"password(_hash)?"/);
  for (const user of store.users) {
    for (const part of user.password_hash.split("$").slice(4)) expect(allStrings(body)).not.toContain(part);
  }
}

const inStock = () => oneSizePieces().flatMap((p) => p.configurations).filter((c) => c.track_inventory && c.stock_qty >= 5);

async function newCart(lines: Array<[number, number]>) {
  let id: string | undefined;
  for (const [configurationId, quantity] of lines) {
    const response = await postJson("/api/v1/carts/items", { cart_unique_id: id, product_configuration_id: configurationId, quantity });
    expect(response.status).toBe(200);
    id = cartResponse.parse(await response.json()).data.unique_id;
  }
  return id!;
}

/** Read as the demo shopper: an account's cart answers only to its bearer. */
async function cartLines(id: string) {
  const { status, body } = await getJson(`/api/v1/carts?cart_unique_id=${id}`, bearer(await demoToken()));
  expect(status).toBe(200);
  return cartResponse.parse(body).data.items.map((i) => [i.product_configuration_id, i.quantity]);
}

describe("POST /api/v1/authorizations (sign in)", () => {
  it("signs the demo shopper in: the user, role included, and a bearer token", async () => {
    const response = await signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    const user = signInResponse.parse(body).data;
    expect(user).toMatchObject({
      id: 1,
      email: DEMO_EMAIL,
      first_name: "Camille",
      last_name: "Durand",
      phone: "212-555-0147",
      gender: "Female",
      birthday: "1991-06-14",
      relationship_status: "Married",
      role: "customer",
      email_verified: true,
      cart_unique_id: null,
    });
    expect(user.access_token.token).toMatch(/^\d+\|[0-9a-f]{40}$/);
    expect(store.sessions[user.access_token.token]).toBe(1);
    expectNoSecrets(body, DEMO_PASSWORD);
  });

  it("gives every sign-in its own token", async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect(a.access_token.token).not.toBe(b.access_token.token);
    expect(Object.keys(store.sessions)).toHaveLength(2);
  });

  it("matches the e-mail case-insensitively and trimmed, but the password exactly", async () => {
    await signedIn({ email: `  ${DEMO_EMAIL.toUpperCase()} `, password: DEMO_PASSWORD });
    for (const password of [` ${DEMO_PASSWORD}`, DEMO_PASSWORD.toLowerCase(), `${DEMO_PASSWORD} `]) {
      await expectErrors(await signIn({ email: DEMO_EMAIL, password }), 400, [["email", "These credentials do not match our records."]]);
    }
  });

  it("answers a wrong password and an unknown e-mail alike, with 400 (never 401)", async () => {
    const wrong = await signIn({ email: DEMO_EMAIL, password: "Lumiere-2025!" });
    const unknown = await signIn({ email: "nobody@maison-lumiere.example", password: DEMO_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ code: 400, property: "email", message: "These credentials do not match our records." }],
      });
    }
    expect(store.sessions).toEqual({});
  });

  it("refuses an unverified account, only once the password is right", async () => {
    expect((await signUp()).status).toBe(200);
    await expectErrors(
      await signIn({ email: "ines.moreau@example.com", password: NEW_PASSWORD }),
      400, [["email", "Please verify your email address before signing in."]],
    );
    await expectErrors(
      await signIn({ email: "ines.moreau@example.com", password: "Wrong#password1" }),
      400, [["email", "These credentials do not match our records."]],
    );
    expect(store.sessions).toEqual({});
  });

  it("names each missing or invalid field", async () => {
    await expectErrors(await signIn({}), 400, [
      ["email", "The email field is required."],
      ["password", "The password field is required."],
    ]);
    await expectErrors(await signIn({ email: "  ", password: "" }), 400, [
      ["email", "The email field is required."],
      ["password", "The password field is required."],
    ]);
    await expectErrors(await signIn({ email: "demo-at-example", password: DEMO_PASSWORD }), 400, [
      ["email", "The email must be a valid email address."],
    ]);
    await expectErrors(await api("/api/v1/authorizations", { method: "POST", body: "not json" }), 400, [
      ["email", "The email field is required."],
      ["password", "The password field is required."],
    ]);
  });
});

describe("password hashing", () => {
  it("stores only a salted scrypt hash", async () => {
    const demo = store.users.find((u) => u.email === DEMO_EMAIL)!;
    expect(demo.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(store.users)).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, demo.password_hash)).toBe(true);
    expect(await verifyPassword("Lumiere-2026?", demo.password_hash)).toBe(false);
  });

  it("gives two users with the same password different salts and hashes", async () => {
    expect((await signUp({ email: "a@example.com" })).status).toBe(200);
    expect((await signUp({ email: "b@example.com" })).status).toBe(200);
    const [a, b] = ["a@example.com", "b@example.com"].map((email) => store.users.find((u) => u.email === email)!);
    expect(a.password_hash).not.toBe(b.password_hash);
    expect(a.password_hash.split("$")[4]).not.toBe(b.password_hash.split("$")[4]);
    expect(a.password_hash.split("$")[5]).not.toBe(b.password_hash.split("$")[5]);
    expect(await verifyPassword(NEW_PASSWORD, a.password_hash)).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, b.password_hash)).toBe(true);
  });
});

describe("bearer authentication", () => {
  const protectedPaths = ["/api/v1/users", "/api/v1/users/addresses/shipping", "/api/v1/orders", "/api/v1/orders/1"];

  it.each(protectedPaths)("GET %s answers 401 without a valid token", async (path) => {
    const { token } = (await signedIn()).access_token;
    for (const init of [
      {},
      bearer("1|0000000000000000000000000000000000000000"),
      bearer("constructor"),
      { headers: { Authorization: token } },
      { headers: { Authorization: `Basic ${token}` } },
    ]) {
      const { status, body } = await getJson(path, init);
      expect(status).toBe(401);
      expect(body).toEqual({ errors: [{ code: 401, property: null, message: "Unauthenticated." }] });
    }
    expect((await api(path, bearer(token))).status).toBe(200);
  });

  it("accepts the scheme in any case", async () => {
    const { token } = (await signedIn()).access_token;
    const { status, body } = await getJson("/api/v1/users", { headers: { Authorization: `bearer ${token}` } });
    expect(status).toBe(200);
    expect(userResponse.parse(body).data.email).toBe(DEMO_EMAIL);
  });
});

describe("DELETE /api/v1/authorizations (sign out)", () => {
  it("revokes the token and only that one", async () => {
    const first = (await signedIn()).access_token.token;
    const second = (await signedIn()).access_token.token;
    const response = await api("/api/v1/authorizations", { method: "DELETE", ...bearer(first) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null });
    expect((await api("/api/v1/users", bearer(first))).status).toBe(401);
    expect((await api("/api/v1/users", bearer(second))).status).toBe(200);
    expect((await api("/api/v1/authorizations", { method: "DELETE", ...bearer(first) })).status).toBe(401);
  });

  it("needs a token", async () => {
    const { status, body } = await getJson("/api/v1/authorizations", { method: "DELETE" });
    expect(status).toBe(401);
    expect(errorBody.parse(body).errors![0].message).toBe("Unauthenticated.");
  });
});

describe("sign-in with a guest cart", () => {
  it("makes the guest cart the user's cart when they have none", async () => {
    const [config] = inStock();
    const guest = await newCart([[config.id, 2]]);
    const user = await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: guest });
    expect(user.cart_unique_id).toBe(guest);
    expect(store.users[0].cart_unique_id).toBe(guest);
    expect(await cartLines(guest)).toEqual([[config.id, 2]]);
    const { body } = await getJson("/api/v1/users", bearer(user.access_token.token));
    expect(userResponse.parse(body).data.cart_unique_id).toBe(guest);
    // Later sign-ins, with or without that id, keep it.
    expect((await signedIn()).cart_unique_id).toBe(guest);
    expect((await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: guest })).cart_unique_id).toBe(guest);
    expect(await cartLines(guest)).toEqual([[config.id, 2]]);
  });

  it("merges a guest cart into the user's cart, summing quantities per configuration", async () => {
    const [a, b, c] = inStock();
    const own = await newCart([[a.id, 1], [b.id, 1]]);
    await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: own });
    const guest = await newCart([[b.id, 2], [c.id, 3]]);

    const user = await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: guest });
    // The merged cart keeps the id the browser holds; the account's old cart id is retired.
    expect(user.cart_unique_id).toBe(guest);
    expect(store.users[0].cart_unique_id).toBe(guest);
    expect(await cartLines(guest)).toEqual([[a.id, 1], [b.id, 3], [c.id, 3]]);
    expect((await getJson(`/api/v1/carts?cart_unique_id=${own}`)).status).toBe(404);
    expect(Object.keys(store.carts)).toEqual([guest]);
  });

  it("caps a merged line at the stock", async () => {
    const config = inStock()[0];
    const own = await newCart([[config.id, config.stock_qty - 1]]);
    await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: own });
    const guest = await newCart([[config.id, 3]]);
    await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: guest });
    expect(await cartLines(guest)).toEqual([[config.id, config.stock_qty]]);
  });

  it("ignores an unknown cart id, and never takes another user's cart", async () => {
    expect((await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: "nope" })).cart_unique_id).toBeNull();

    const config = inStock()[0];
    const demoCart = await newCart([[config.id, 1]]);
    await signedIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, cart_unique_id: demoCart });
    // A second verified shopper signs in with the demo shopper's cart id.
    expect((await signUp()).status).toBe(200);
    store.users.at(-1)!.email_verified = true;
    const other = await signedIn({ email: "ines.moreau@example.com", password: NEW_PASSWORD, cart_unique_id: demoCart });
    expect(other.cart_unique_id).toBeNull();
    expect(store.users[0].cart_unique_id).toBe(demoCart);
    expect(await cartLines(demoCart)).toEqual([[config.id, 1]]);
  });

  it("does not touch the cart when the sign-in fails", async () => {
    const guest = await newCart([[inStock()[0].id, 1]]);
    expect((await signIn({ email: DEMO_EMAIL, password: "nope", cart_unique_id: guest })).status).toBe(400);
    expect(store.users[0].cart_unique_id).toBeNull();
  });
});

describe("POST /api/v1/authorizations/sign-up", () => {
  it("creates an unverified customer and a verification token, answering {id, email}", async () => {
    const response = await signUp({ email: "  Ines.Moreau@Example.com " });
    expect(response.status).toBe(200);
    const body = await response.json();
    acknowledged.parse(body);
    expect(body).toEqual({ data: { id: 2, email: "ines.moreau@example.com" } });
    expectNoSecrets(body, NEW_PASSWORD);
    expect(store.users.at(-1)).toMatchObject({
      id: 2, email: "ines.moreau@example.com", first_name: "Ines", last_name: "Moreau", role: "customer", email_verified: false,
    });
    expect(store.account_tokens).toEqual([
      expect.objectContaining({ kind: "verification", email: "ines.moreau@example.com", user_id: 2, used: false }),
    ]);
  });

  it("names every missing field", async () => {
    await expectErrors(await postJson("/api/v1/authorizations/sign-up", {}), 400, [
      ["first_name", "The first_name field is required."],
      ["last_name", "The last_name field is required."],
      ["email", "The email field is required."],
      ["password", "The password field is required."],
      ["password_confirmation", "The password_confirmation field is required."],
    ]);
    expect(store.users).toHaveLength(1);
  });

  it("refuses an invalid e-mail, and one already taken (any case)", async () => {
    await expectErrors(await signUp({ email: "ines" }), 400, [["email", "The email must be a valid email address."]]);
    await expectErrors(await signUp({ email: DEMO_EMAIL.toUpperCase() }), 400, [["email", "The email has already been taken."]]);
    expect((await signUp()).status).toBe(200);
    await expectErrors(await signUp(), 400, [["email", "The email has already been taken."]]);
    expect(store.users).toHaveLength(2);
  });

  it.each([
    ["Sh0rt!", "The password must be at least 8 characters."],
    ["LongEnough123", "The password must contain at least one special character."],
    ["long enough 123", "The password must contain at least one special character."],
  ])("refuses the password %j", async (password, message) => {
    await expectErrors(await signUp({ password, password_confirmation: password }), 400, [["password", message]]);
  });

  it("refuses a confirmation that does not match", async () => {
    await expectErrors(await signUp({ password_confirmation: `${NEW_PASSWORD}x` }), 400, [
      ["password_confirmation", "The password confirmation does not match."],
    ]);
    expect(store.users).toHaveLength(1);
    expect(store.account_tokens).toEqual([]);
  });

  it("reports every failing field at once", async () => {
    await expectErrors(await signUp({ first_name: "", email: DEMO_EMAIL, password: "short", password_confirmation: "other" }), 400, [
      ["first_name", "The first_name field is required."],
      ["email", "The email has already been taken."],
      ["password", "The password must be at least 8 characters."],
      ["password_confirmation", "The password confirmation does not match."],
    ]);
  });
});
