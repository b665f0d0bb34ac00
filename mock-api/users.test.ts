import { describe, expect, it } from "vitest";
import zipcodes from "zipcodes";

import { acknowledged, errorBody } from "~/services/schemas/common.server";
import { addressesResponse, signInResponse, userResponse } from "~/services/schemas/account.server";

import { DEMO_EMAIL, DEMO_PASSWORD } from "./seed";
import { createStore, store } from "./store";
import { api, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const NEW_PASSWORD = "Opaline#Hour9";
const EMAIL = "ines.moreau@example.com";

interface QaToken {
  email: string;
  kind: "verification" | "recovery";
  token: string;
  used: boolean;
  created_at: string;
}

async function qaTokens(query = ""): Promise<QaToken[]> {
  const { status, body } = await getJson(`/__qa/tokens${query}`);
  expect(status).toBe(200);
  return (body as { data: QaToken[] }).data;
}

const signUp = () =>
  postJson("/api/v1/authorizations/sign-up", {
    first_name: "Ines", last_name: "Moreau", email: EMAIL, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD,
  });
const signIn = (email: string, password: string) => postJson("/api/v1/authorizations", { email, password });
const verify = (token: unknown) => postJson("/api/v1/users/verify-email", { token });
const recover = (body: Record<string, unknown>) => postJson("/api/v1/users/recover-password", body, "PATCH");
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function tokenOf(email: string, password: string) {
  const response = await signIn(email, password);
  expect(response.status).toBe(200);
  return signInResponse.parse(await response.json()).data.access_token.token;
}

async function expectError(response: Response, property: string, message: string) {
  expect(response.status).toBe(400);
  expect(errorBody.parse(await response.json()).errors).toEqual([{ code: 400, property, message }]);
}

describe("e-mail verification", () => {
  it("verifies the account with the token from /__qa/tokens, once", async () => {
    expect((await signUp()).status).toBe(200);
    const [issued] = await qaTokens();
    expect(issued).toMatchObject({ email: EMAIL, kind: "verification", used: false });
    expect(issued.token).toMatch(/^[0-9a-f]{48}$/);

    const response = await verify(issued.token);
    expect(response.status).toBe(200);
    expect(acknowledged.parse(await response.json())).toEqual({ data: { email: EMAIL, email_verified: true } });
    expect((await qaTokens())[0].used).toBe(true);
    await tokenOf(EMAIL, NEW_PASSWORD);

    await expectError(await verify(issued.token), "token", "This verification link is invalid or has expired.");
  });

  it("refuses unknown, missing and recovery tokens", async () => {
    await expectError(await verify("0".repeat(48)), "token", "This verification link is invalid or has expired.");
    await expectError(await verify(""), "token", "The token field is required.");
    expect((await signUp()).status).toBe(200);
    expect((await recover({ email: EMAIL })).status).toBe(200);
    const recovery = (await qaTokens("?kind=recovery"))[0];
    await expectError(await verify(recovery.token), "token", "This verification link is invalid or has expired.");
    expect(store.users.at(-1)!.email_verified).toBe(false);
  });
});

describe("PATCH /api/v1/users/recover-password", () => {
  it("issues a recovery token for a known e-mail, and answers the same for an unknown one", async () => {
    const known = await recover({ email: DEMO_EMAIL.toUpperCase() });
    const unknown = await recover({ email: "nobody@example.com" });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(acknowledged.parse(await response.json())).toEqual({ data: { sent: true } });
    }
    expect(await qaTokens()).toEqual([expect.objectContaining({ email: DEMO_EMAIL, kind: "recovery", used: false })]);
  });

  it("validates the e-mail of a request", async () => {
    await expectError(await recover({}), "email", "The email field is required.");
    await expectError(await recover({ email: "nope" }), "email", "The email must be a valid email address.");
    expect(store.account_tokens).toEqual([]);
  });

  it("sets the new password with the token, once, and signs the account out everywhere", async () => {
    const session = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    await recover({ email: DEMO_EMAIL });
    const [{ token }] = await qaTokens(`?email=${DEMO_EMAIL}`);

    const response = await recover({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(acknowledged.parse(body)).toEqual({ data: { updated: true } });
    expect(JSON.stringify(body)).not.toContain(NEW_PASSWORD);

    expect((await signIn(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(400);
    await tokenOf(DEMO_EMAIL, NEW_PASSWORD);
    expect((await api("/api/v1/users", bearer(session))).status).toBe(401);
    expect((await qaTokens())[0].used).toBe(true);

    await expectError(
      await recover({ token, password: "Another#Pass1", password_confirmation: "Another#Pass1" }),
      "token", "This password reset link is invalid or has expired.",
    );
    await tokenOf(DEMO_EMAIL, NEW_PASSWORD);
  });

  it("retires older links when one is used", async () => {
    await recover({ email: DEMO_EMAIL });
    await recover({ email: DEMO_EMAIL });
    const [older, newer] = await qaTokens();
    expect(older.token).not.toBe(newer.token);
    expect((await recover({ token: newer.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    expect((await qaTokens()).map((t) => t.used)).toEqual([true, true]);
    await expectError(
      await recover({ token: older.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
      "token", "This password reset link is invalid or has expired.",
    );
  });

  it("refuses a bad token and validates the new password like sign-up, keeping the token on failure", async () => {
    await expectError(
      await recover({ token: "f".repeat(48), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
      "token", "This password reset link is invalid or has expired.",
    );
    await recover({ email: DEMO_EMAIL });
    const [{ token }] = await qaTokens();
    await expectError(await recover({ token, password: "short!", password_confirmation: "short!" }), "password", "The password must be at least 8 characters.");
    await expectError(await recover({ token, password: "Longenough1", password_confirmation: "Longenough1" }), "password", "The password must contain at least one special character.");
    await expectError(await recover({ token, password: NEW_PASSWORD, password_confirmation: "Other#Pass1" }), "password_confirmation", "The password confirmation does not match.");
    const missing = await recover({ token });
    expect(missing.status).toBe(400);
    expect(errorBody.parse(await missing.json()).errors!.map((e) => e.property)).toEqual(["password", "password_confirmation"]);
    expect((await qaTokens())[0].used).toBe(false);
    await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
  });
});

describe("GET /api/v1/users and shipping addresses", () => {
  it("serves the signed-in user without secrets", async () => {
    const token = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    const { status, body } = await getJson("/api/v1/users", bearer(token));
    expect(status).toBe(200);
    const user = userResponse.parse(body).data;
    expect(user).toMatchObject({ id: 1, email: DEMO_EMAIL, role: "customer", email_verified: true });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt|Lumiere-2026/);
    expect(body).not.toHaveProperty("data.shipping_addresses");
  });

  it("serves two saved addresses, one default, at real US ZIP codes", async () => {
    const token = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    const { status, body } = await getJson("/api/v1/users/addresses/shipping", bearer(token));
    expect(status).toBe(200);
    const addresses = addressesResponse.parse(body).data;
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.is_default)).toHaveLength(1);
    for (const address of addresses) {
      const place = zipcodes.lookup(address.zip_code);
      expect(place, address.zip_code).toBeDefined();
      expect(place!.state).toBe(address.state);
      expect(place!.city).toBe(address.city);
      expect(address.country).toBe("US");
    }
  });

  it("serves an empty address book to a new account", async () => {
    expect((await signUp()).status).toBe(200);
    const [{ token }] = await qaTokens();
    await verify(token);
    const session = await tokenOf(EMAIL, NEW_PASSWORD);
    const { body } = await getJson("/api/v1/users/addresses/shipping", bearer(session));
    expect(addressesResponse.parse(body).data).toEqual([]);
  });
});

describe("QA: tokens and reset", () => {
  it("lists GET /__qa/tokens in the QA index", async () => {
    const { body } = await getJson("/__qa");
    const endpoints = (body as { data: { endpoints: Array<{ method: string; path: string }> } }).data.endpoints;
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toContain("GET /__qa/tokens");
  });

  it("filters tokens by e-mail and kind", async () => {
    expect((await signUp()).status).toBe(200);
    await recover({ email: DEMO_EMAIL });
    expect((await qaTokens()).map((t) => t.kind)).toEqual(["verification", "recovery"]);
    expect((await qaTokens(`?email=${EMAIL.toUpperCase()}`)).map((t) => t.email)).toEqual([EMAIL]);
    expect((await qaTokens("?kind=recovery")).map((t) => t.email)).toEqual([DEMO_EMAIL]);
    expect(Object.keys((await qaTokens())[0]).sort()).toEqual(["created_at", "email", "kind", "token", "used"]);
  });

  it("reset restores the seed users and clears sessions and tokens", async () => {
    const session = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await signUp()).status).toBe(200);
    await recover({ email: DEMO_EMAIL });
    const [, { token }] = await qaTokens();
    await recover({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
    expect(await qaTokens()).toEqual([]);
    expect(store.sessions).toEqual({});
    expect(store.users).toEqual(createStore().users);
    expect((await api("/api/v1/users", bearer(session))).status).toBe(401);
    await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await signIn(EMAIL, NEW_PASSWORD)).status).toBe(400);
  });
});
