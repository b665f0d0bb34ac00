import { describe, expect, it } from "vitest";

import { acknowledged, errorBody } from "~/services/schemas/common.server";
import { addressesResponse, userResponse } from "~/services/schemas/account.server";
import { addressResponse, savedCardsResponse, subscriptionsResponse } from "~/services/schemas/profile.server";

import { MAX_SAVED_ADDRESSES } from "./address-book";
import { birthdayProblem, checkProfile } from "./profile";
import { DEMO_ADDRESS_IDS, DEMO_EMAIL, DEMO_PASSWORD, DEMO_SAVED_CARDS, DEMO_USER_ID } from "./seed";
import { createStore, store } from "./store";
import { allStrings, api, bearer, demoToken, expectApiError, getJson, NEW_SHOPPER_PASSWORD, newShopperToken, postJson, setupMockApi, tokenOf } from "./testing";

setupMockApi();

const PASSWORD = NEW_SHOPPER_PASSWORD;
const NEW_PASSWORD = "Velours&Nuit7";
const NEW_EMAIL = "ines.moreau@example.com";


const call = (method: string, path: string, token: string | null, body?: unknown) =>
  api(path, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(token === null ? {} : bearer(token)) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function problemsOf(response: Response) {
  expect(response.status).toBe(400);
  return errorBody.parse(await response.json()).errors!.map((e) => {
    expect(e.code).toBe(400);
    return [e.property, e.message];
  });
}

async function expectNullData(response: Response) {
  expect(response.status).toBe(200);
  expect(acknowledged.parse(await response.json())).toEqual({ data: null });
}

const demoUser = () => store.users.find((u) => u.id === DEMO_USER_ID)!;

describe("the account area's endpoints need a valid token", () => {
  it.each([
    ["PUT", "/api/v1/users", { first_name: "A", last_name: "B" }],
    ["PATCH", "/api/v1/users/change-password", { current_password: DEMO_PASSWORD, password: PASSWORD, password_confirmation: PASSWORD }],
    ["GET", "/api/v1/users/subscriptions", undefined],
    ["POST", "/api/v1/subscribe", { email: DEMO_EMAIL, subscribed: false }],
    ["GET", "/api/v1/users/addresses/shipping", undefined],
    ["POST", "/api/v1/users/addresses/shipping", { address: "1 Main Street", city: "Albany", state: "NY", zip_code: "12207", country: "US" }],
    ["PUT", `/api/v1/users/addresses/shipping/${DEMO_ADDRESS_IDS.home}`, { address: "1 Main Street", city: "Albany", state: "NY", zip_code: "12207", country: "US" }],
    ["DELETE", `/api/v1/users/addresses/shipping/${DEMO_ADDRESS_IDS.home}`, undefined],
    ["GET", "/api/v1/users/payment-methods", undefined],
    ["DELETE", "/api/v1/users/payment-methods/1", undefined],
  ])("%s %s answers 401 and changes nothing", async (method, path, body) => {
    const before = createStore();
    for (const token of [null, "1|nope", "constructor"]) {
      await expectApiError(await call(method, path, token, body), 401, null, "Unauthenticated.");
    }
    expect(store.users).toEqual(before.users);
    expect(store.saved_cards).toEqual(before.saved_cards);
    expect(store.subscribers).toEqual(before.subscribers);
  });

  it("answers 401 for a signed-out token", async () => {
    const token = await demoToken();
    expect((await call("DELETE", "/api/v1/authorizations", token)).status).toBe(200);
    await expectApiError(await call("GET", "/api/v1/users/payment-methods", token), 401, null, "Unauthenticated.");
  });
});

describe("PUT /api/v1/users", () => {
  const profile = {
    first_name: " Camille ",
    last_name: "Durand-Roy",
    phone: "(212) 555-0199",
    gender: "Female",
    birthday: "1990-02-28",
    relationship_status: "Single",
  };

  it("saves the profile and answers the user as GET /users serves it", async () => {
    const token = await demoToken();
    const response = await call("PUT", "/api/v1/users", token, profile);
    expect(response.status).toBe(200);
    const saved = userResponse.parse(await response.json()).data;
    expect(saved).toMatchObject({
      id: DEMO_USER_ID,
      email: DEMO_EMAIL,
      first_name: "Camille",
      last_name: "Durand-Roy",
      phone: "(212) 555-0199",
      gender: "Female",
      birthday: "1990-02-28",
      relationship_status: "Single",
      email_verified: true,
    });
    const { body } = await getJson("/api/v1/users", { headers: bearer(token) });
    expect(body).toEqual({ data: saved });
    expect(Object.keys(saved)).not.toContain("password_hash");
    expect(Object.keys(saved)).not.toContain("shipping_addresses");
  });

  it("ignores the e-mail and any field that is not the profile's", async () => {
    const token = await demoToken();
    const hash = demoUser().password_hash;
    const response = await call("PUT", "/api/v1/users", token, {
      ...profile, email: "someone.else@example.com", role: "admin", email_verified: false, id: 99, password: "x", password_hash: "x",
    });
    const saved = userResponse.parse(await response.json()).data;
    expect(saved).toMatchObject({ id: DEMO_USER_ID, email: DEMO_EMAIL, role: "customer", email_verified: true });
    expect(demoUser().password_hash).toBe(hash);
    await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
  });

  it("keeps an optional field left out, and clears one sent as null or empty", async () => {
    const token = await demoToken();
    const kept = userResponse.parse(await (await call("PUT", "/api/v1/users", token, { first_name: "Camille", last_name: "Durand" })).json()).data;
    expect(kept).toMatchObject({ phone: "212-555-0147", gender: "Female", birthday: "1991-06-14", relationship_status: "Married" });

    const cleared = userResponse.parse(
      await (await call("PUT", "/api/v1/users", token, { first_name: "Camille", last_name: "Durand", phone: "", gender: null, birthday: " ", relationship_status: null })).json(),
    ).data;
    expect(cleared).toMatchObject({ phone: null, gender: null, birthday: null, relationship_status: null });
    expect(demoUser()).toMatchObject({ phone: null, gender: null, birthday: null, relationship_status: null });
  });

  it.each(["212-555-0147", "(212) 555-0147", "+1 212.555.0147", "1-212-555-0147", "2125550147", "+12125550147", "212 555 0147"])(
    "takes the phone %s as typed",
    async (phone) => {
      const token = await demoToken();
      const response = await call("PUT", "/api/v1/users", token, { first_name: "Camille", last_name: "Durand", phone });
      expect(userResponse.parse(await response.json()).data.phone).toBe(phone);
    },
  );

  it.each(["555-0147", "12-555-0147", "212-555-01478", "phone", "+44 20 7946 0958", "212_555_0147", "+2 212 555 0147"])(
    "refuses the phone %s",
    async (phone) => {
      const token = await demoToken();
      expect(await problemsOf(await call("PUT", "/api/v1/users", token, { first_name: "Camille", last_name: "Durand", phone }))).toEqual([
        ["phone", "The phone format is invalid."],
      ]);
      expect(demoUser().phone).toBe("212-555-0147");
    },
  );

  it("takes only the spec's genders and relationship statuses", async () => {
    const token = await demoToken();
    for (const [gender, relationship_status] of [["Male", "Widowed"], ["Female", "Divorced"], [null, "Married"], ["Male", "Single"]]) {
      const saved = userResponse.parse(await (await call("PUT", "/api/v1/users", token, { first_name: "C", last_name: "D", gender, relationship_status })).json()).data;
      expect([saved.gender, saved.relationship_status]).toEqual([gender, relationship_status]);
    }
    for (const [gender, relationship_status] of [["female", "married"], ["Other", "Engaged"], [1, true]]) {
      expect(await problemsOf(await call("PUT", "/api/v1/users", token, { first_name: "C", last_name: "D", gender, relationship_status }))).toEqual([
        ["gender", "The selected gender is invalid."],
        ["relationship_status", "The selected relationship_status is invalid."],
      ]);
    }
  });

  it("takes a birthday that is a real day between 1900-01-01 and today", async () => {
    const token = await demoToken();
    for (const birthday of ["2024-02-29", "1900-01-01", "1991-06-14"]) {
      const saved = userResponse.parse(await (await call("PUT", "/api/v1/users", token, { first_name: "C", last_name: "D", birthday })).json()).data;
      expect(saved.birthday).toBe(birthday);
    }
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const [birthday, message] of [
      ["14/06/1991", "The birthday does not match the format Y-m-d."],
      ["1991-6-14", "The birthday does not match the format Y-m-d."],
      ["1991-06-14T00:00:00Z", "The birthday does not match the format Y-m-d."],
      ["2023-02-29", "The birthday is not a valid date."],
      ["1991-13-01", "The birthday is not a valid date."],
      ["1991-04-31", "The birthday is not a valid date."],
      ["1899-12-31", "The birthday must be a date after or equal to 1900-01-01."],
      ["0050-01-01", "The birthday must be a date after or equal to 1900-01-01."],
      [nextYear, "The birthday must be a date before or equal to today."],
      [19910614, "The birthday must be a string."],
    ]) {
      expect(await problemsOf(await call("PUT", "/api/v1/users", token, { first_name: "C", last_name: "D", birthday })), String(birthday)).toEqual([
        ["birthday", message],
      ]);
    }
  });

  it("measures 'the future' against today in UTC", () => {
    expect(birthdayProblem("2026-03-14", "2026-03-14")).toBeNull();
    expect(birthdayProblem("2026-03-15", "2026-03-14")).toBe("The birthday must be a date before or equal to today.");
    const lateOnTheThirteenth = new Date("2026-03-13T23:30:00.000Z");
    expect(checkProfile({ first_name: "C", last_name: "D", birthday: "2026-03-14" }, lateOnTheThirteenth)).toEqual({
      errors: [{ code: 400, property: "birthday", message: "The birthday must be a date before or equal to today." }],
    });
  });

  it("lists every failing field at once, in field order, and changes nothing", async () => {
    const token = await demoToken();
    const before = structuredClone(demoUser());
    expect(
      await problemsOf(
        await call("PUT", "/api/v1/users", token, {
          last_name: "x".repeat(256), phone: "nope", gender: "F", birthday: "1991-02-30", relationship_status: "It's complicated",
        }),
      ),
    ).toEqual([
      ["first_name", "The first_name field is required."],
      ["last_name", "The last_name may not be greater than 255 characters."],
      ["phone", "The phone format is invalid."],
      ["gender", "The selected gender is invalid."],
      ["birthday", "The birthday is not a valid date."],
      ["relationship_status", "The selected relationship_status is invalid."],
    ]);
    expect(await problemsOf(await api("/api/v1/users", { method: "PUT", headers: bearer(token), body: "not json" }))).toEqual([
      ["first_name", "The first_name field is required."],
      ["last_name", "The last_name field is required."],
    ]);
    expect(demoUser()).toEqual(before);
  });

  it("accepts names of 255 characters", async () => {
    const token = await demoToken();
    const name = "é".repeat(255);
    const saved = userResponse.parse(await (await call("PUT", "/api/v1/users", token, { first_name: name, last_name: name })).json()).data;
    expect(saved.first_name).toBe(name);
  });
});

describe("PATCH /api/v1/users/change-password", () => {
  const change = (token: string, body: unknown) => call("PATCH", "/api/v1/users/change-password", token, body);

  it("sets the new password, keeps the calling session and ends the others", async () => {
    const caller = await demoToken();
    const other = await demoToken();
    const newcomer = await newShopperToken();
    const hashBefore = demoUser().password_hash;

    const response = await change(caller, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(acknowledged.parse(await response.json())).toEqual({ data: { updated: true } });

    expect(demoUser().password_hash).not.toBe(hashBefore);
    expect(demoUser().password_hash).toMatch(/^scrypt\$/);
    expect(demoUser().password_hash).not.toContain(NEW_PASSWORD);
    expect((await call("GET", "/api/v1/users", caller)).status).toBe(200);
    await expectApiError(await call("GET", "/api/v1/users", other), 401, null, "Unauthenticated.");
    // Another account's sessions are not touched.
    expect((await call("GET", "/api/v1/users", newcomer)).status).toBe(200);

    const oldSignIn = await postJson("/api/v1/authorizations", { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await expectApiError(oldSignIn, 400, "email", "These credentials do not match our records.");
    await tokenOf(DEMO_EMAIL, NEW_PASSWORD);
  });

  it("retires a password reset link issued before the change", async () => {
    const token = await demoToken();
    expect((await postJson("/api/v1/users/recover-password", { email: DEMO_EMAIL }, "PATCH")).status).toBe(200);
    const { body } = await getJson(`/__qa/tokens?email=${DEMO_EMAIL}&kind=recovery`);
    const [link] = (body as { data: Array<{ token: string }> }).data;
    expect((await change(token, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    const reset = await postJson("/api/v1/users/recover-password", { token: link.token, password: PASSWORD, password_confirmation: PASSWORD }, "PATCH");
    await expectApiError(reset, 400, "token", "This password reset link is invalid or has expired.");
    await tokenOf(DEMO_EMAIL, NEW_PASSWORD);
  });

  it("refuses a wrong current password, and changes nothing", async () => {
    const token = await demoToken();
    const other = await demoToken();
    const hash = demoUser().password_hash;
    expect(await problemsOf(await change(token, { current_password: "Lumiere-2025!", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual([
      ["current_password", "The current password is incorrect."],
    ]);
    // Taken as typed: spaces count.
    expect(await problemsOf(await change(token, { current_password: ` ${DEMO_PASSWORD}`, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual([
      ["current_password", "The current password is incorrect."],
    ]);
    expect(demoUser().password_hash).toBe(hash);
    expect((await call("GET", "/api/v1/users", other)).status).toBe(200);
  });

  it("refuses a new password equal to the current one", async () => {
    const token = await demoToken();
    expect(await problemsOf(await change(token, { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }))).toEqual([
      ["password", "The new password must be different from the current one."],
    ]);
  });

  it("applies sign-up's rules to the new password, every error at once in field order", async () => {
    const token = await demoToken();
    expect(await problemsOf(await change(token, {}))).toEqual([
      ["current_password", "The current_password field is required."],
      ["password", "The password field is required."],
      ["password_confirmation", "The password_confirmation field is required."],
    ]);
    expect(await problemsOf(await change(token, { current_password: DEMO_PASSWORD, password: "short!", password_confirmation: "short!" }))).toEqual([
      ["password", "The password must be at least 8 characters."],
    ]);
    expect(await problemsOf(await change(token, { current_password: DEMO_PASSWORD, password: "NoSpecial9", password_confirmation: "NoSpecial9" }))).toEqual([
      ["password", "The password must contain at least one special character."],
    ]);
    expect(await problemsOf(await change(token, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: PASSWORD }))).toEqual([
      ["password_confirmation", "The password confirmation does not match."],
    ]);
    // A wrong current password is reported with the new password's own errors.
    expect(await problemsOf(await change(token, { current_password: "wrong-one!", password: "weak", password_confirmation: "other" }))).toEqual([
      ["current_password", "The current password is incorrect."],
      ["password", "The password must be at least 8 characters."],
      ["password_confirmation", "The password confirmation does not match."],
    ]);
    await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
  });
});

describe("newsletter subscriptions", () => {
  const subscriptions = async (token: string) => {
    const response = await call("GET", "/api/v1/users/subscriptions", token);
    expect(response.status).toBe(200);
    return subscriptionsResponse.parse(await response.json()).data;
  };
  const subscribe = (body: unknown, token: string | null = null) => call("POST", "/api/v1/subscribe", token, body);

  it("starts with the demo shopper subscribed", async () => {
    expect(store.subscribers).toEqual([DEMO_EMAIL]);
    expect(await subscriptions(await demoToken())).toEqual([
      { id: "newsletter", title: "The Maison Lumière letter", description: expect.any(String), subscribed: true },
    ]);
  });

  it("unsubscribes the account's own e-mail with its token, and subscribes it again", async () => {
    const token = await demoToken();
    const left = await subscribe({ email: DEMO_EMAIL.toUpperCase(), subscribed: false }, token);
    expect(left.status).toBe(200);
    expect(acknowledged.parse(await left.json())).toEqual({ data: { email: DEMO_EMAIL, subscribed: false } });
    expect((await subscriptions(token))[0].subscribed).toBe(false);
    expect(store.subscribers).toEqual([]);

    await expectApiError(await subscribe({ email: DEMO_EMAIL, subscribed: false }, token), 400, "email", "This email is not subscribed to our newsletter.");

    const back = await subscribe({ email: DEMO_EMAIL, subscribed: true }, token);
    expect(acknowledged.parse(await back.json())).toEqual({ data: { email: DEMO_EMAIL, subscribed: true } });
    expect((await subscriptions(token))[0].subscribed).toBe(true);
  });

  it("never lets anyone unsubscribe another address", async () => {
    const token = await newShopperToken();
    await expectApiError(await subscribe({ email: DEMO_EMAIL, subscribed: false }), 401, null, "Unauthenticated.");
    await expectApiError(await subscribe({ email: DEMO_EMAIL, subscribed: false }, "1|nope"), 401, null, "Unauthenticated.");
    await expectApiError(await subscribe({ email: DEMO_EMAIL, subscribed: false }, token), 403, "email", "You can only unsubscribe your own email address.");
    // The same answer for an address that is not on the list: nothing is revealed.
    await expectApiError(await subscribe({ email: "nobody@example.com", subscribed: false }, token), 403, "email", "You can only unsubscribe your own email address.");
    expect(store.subscribers).toEqual([DEMO_EMAIL]);
  });

  it("shows a new account unsubscribed until its e-mail subscribes, with or without a token", async () => {
    const token = await newShopperToken();
    expect((await subscriptions(token))[0].subscribed).toBe(false);
    expect((await subscribe({ email: NEW_EMAIL })).status).toBe(200);
    expect((await subscriptions(token))[0].subscribed).toBe(true);
    await expectApiError(await subscribe({ email: NEW_EMAIL }, token), 400, "email", "This email is already subscribed to our newsletter.");
  });

  it("checks the fields: subscribed must be true or false", async () => {
    const token = await demoToken();
    expect(await problemsOf(await subscribe({ email: DEMO_EMAIL, subscribed: "false" }, token))).toEqual([
      ["subscribed", "The subscribed field must be true or false."],
    ]);
    expect(await problemsOf(await subscribe({ email: "nope", subscribed: 0 }))).toEqual([
      ["email", "The email must be a valid email address."],
      ["subscribed", "The subscribed field must be true or false."],
    ]);
    expect(await problemsOf(await subscribe({ subscribed: false }, token))).toEqual([["email", "The email field is required."]]);
    expect(store.subscribers).toEqual([DEMO_EMAIL]);
  });
});

describe("the address book", () => {
  const ALBANY = { name: "Parents", address: "112 State Street", city: "Albany", state: "ny", zip_code: "12207", country: "us" };
  const book = async (token: string) => {
    const response = await call("GET", "/api/v1/users/addresses/shipping", token);
    expect(response.status).toBe(200);
    return addressesResponse.parse(await response.json()).data;
  };
  const add = (token: string, body: unknown) => call("POST", "/api/v1/users/addresses/shipping", token, body);
  const update = (token: string, id: number | string, body: unknown) => call("PUT", `/api/v1/users/addresses/shipping/${id}`, token, body);
  const remove = (token: string, id: number | string) => call("DELETE", `/api/v1/users/addresses/shipping/${id}`, token);
  const addressOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return addressResponse.parse(await response.json()).data;
  };
  const defaults = async (token: string) => (await book(token)).map((a) => [a.id, a.is_default]);

  it("lists the demo shopper's Home (the default) and Office", async () => {
    const token = await demoToken();
    expect((await book(token)).map((a) => [a.id, a.name, a.is_default])).toEqual([
      [DEMO_ADDRESS_IDS.home, "Home", true],
      [DEMO_ADDRESS_IDS.office, "Office", false],
    ]);
  });

  it("adds an address with the next id, upper-cases state and country, and leaves the default alone", async () => {
    const token = await demoToken();
    const saved = await addressOf(await add(token, { ...ALBANY, phone_number: "(518) 555-0110", id: 77, is_default: false }));
    expect(saved).toEqual({
      id: 3, name: "Parents", company: null, address: "112 State Street", apartment: null, city: "Albany", state: "NY",
      zip_code: "12207", country: "US", phone_number: "(518) 555-0110", is_default: false,
    });
    expect(store.counters.address).toBe(3);
    expect(await defaults(token)).toEqual([[1, true], [2, false], [3, false]]);
    expect((await book(token)).at(-1)).toEqual(saved);
  });

  it("makes an address posted with is_default the only default", async () => {
    const token = await demoToken();
    const saved = await addressOf(await add(token, { ...ALBANY, is_default: true }));
    expect(saved.is_default).toBe(true);
    expect(await defaults(token)).toEqual([[1, false], [2, false], [3, true]]);
    await addressOf(await add(token, { ...ALBANY, is_default: "1" }));
    expect(await defaults(token)).toEqual([[1, false], [2, false], [3, false], [4, true]]);
  });

  it("makes the first address an account saves its default", async () => {
    const token = await newShopperToken();
    expect(await book(token)).toEqual([]);
    const first = await addressOf(await add(token, { ...ALBANY, is_default: false }));
    expect(first.is_default).toBe(true);
    const second = await addressOf(await add(token, { ...ALBANY, name: null }));
    expect(second).toMatchObject({ is_default: false, name: null });
    // The demo shopper's book is untouched.
    expect(await defaults(await demoToken())).toEqual([[1, true], [2, false]]);
  });

  it("changes an address: the lines sent, an optional one left out kept, null clearing it", async () => {
    const token = await demoToken();
    const changed = await addressOf(
      await update(token, DEMO_ADDRESS_IDS.office, { address: "45 Rockefeller Plaza", city: "New York", state: "NY", zip_code: "10111", country: "US", apartment: null }),
    );
    expect(changed).toEqual({
      id: DEMO_ADDRESS_IDS.office, name: "Office", company: "Durand Studio", address: "45 Rockefeller Plaza", apartment: null,
      city: "New York", state: "NY", zip_code: "10111", country: "US", phone_number: "212-555-0163", is_default: false,
    });
    expect((await book(token))[1]).toEqual(changed);
  });

  it("moves the default with is_default true, and ignores is_default false on the default", async () => {
    const token = await demoToken();
    const office = createStore().users[0].shipping_addresses[1];
    const moved = await addressOf(await update(token, DEMO_ADDRESS_IDS.office, { ...office, is_default: true }));
    expect(moved.is_default).toBe(true);
    expect(await defaults(token)).toEqual([[1, false], [2, true]]);
    await addressOf(await update(token, DEMO_ADDRESS_IDS.office, { ...office, is_default: false }));
    expect(await defaults(token)).toEqual([[1, false], [2, true]]);
  });

  it("deletes an address; deleting the default makes the oldest one left the default", async () => {
    const token = await demoToken();
    await addressOf(await add(token, ALBANY));
    await addressOf(await add(token, { ...ALBANY, name: "Cabin", is_default: true }));
    expect(await defaults(token)).toEqual([[1, false], [2, false], [3, false], [4, true]]);

    await expectNullData(await remove(token, 4));
    expect(await defaults(token)).toEqual([[1, true], [2, false], [3, false]]);
    await expectNullData(await remove(token, 2));
    expect(await defaults(token)).toEqual([[1, true], [3, false]]);
    await expectNullData(await remove(token, 1));
    expect(await defaults(token)).toEqual([[3, true]]);
    await expectNullData(await remove(token, 3));
    expect(await book(token)).toEqual([]);
    await expectApiError(await remove(token, 3), 404, null, "Address not found.");
  });

  it("lists every failing field at once, in field order, and saves nothing", async () => {
    const token = await demoToken();
    const response = await add(token, {
      name: "x".repeat(61), company: 7, state: "ZZ", zip_code: "1234", country: "FR", phone_number: "555", is_default: "yes",
    });
    expect(await problemsOf(response)).toEqual([
      ["name", "The name may not be greater than 60 characters."],
      ["company", "The company must be a string."],
      ["address", "The address field is required."],
      ["city", "The city field is required."],
      ["state", "The selected state is invalid."],
      ["zip_code", "The zip code must be a valid US ZIP code."],
      ["country", "We only ship within the United States."],
      ["phone_number", "The phone number must be a valid US phone number."],
      ["is_default", "The is_default field must be true or false."],
    ]);
    expect(await problemsOf(await update(token, DEMO_ADDRESS_IDS.home, { ...ALBANY, zip_code: "ABCDE" }))).toEqual([
      ["zip_code", "The zip code must be a valid US ZIP code."],
    ]);
    expect(store.users).toEqual(createStore().users);
    expect(store.counters.address).toBe(2);
  });

  it("takes a name of 60 characters and a ZIP+4", async () => {
    const token = await demoToken();
    const saved = await addressOf(await add(token, { ...ALBANY, name: "n".repeat(60), zip_code: "12207-1801" }));
    expect(saved).toMatchObject({ name: "n".repeat(60), zip_code: "12207-1801" });
  });

  it(`holds at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const token = await demoToken();
    for (let i = 3; i <= MAX_SAVED_ADDRESSES; i += 1) await addressOf(await add(token, { ...ALBANY, name: `Address ${i}` }));
    expect(await book(token)).toHaveLength(MAX_SAVED_ADDRESSES);

    const full = "You can save at most 20 addresses. Delete one to add another.";
    const refused = await add(token, ALBANY);
    expect(refused.status).toBe(400);
    expect(errorBody.parse(await refused.json()).errors).toEqual([{ code: 400, property: null, message: full }]);
    // With the fields' own errors, in one answer.
    expect(await problemsOf(await add(token, { ...ALBANY, city: "" }))).toEqual([[null, full], ["city", "The city field is required."]]);
    // Changing one is still allowed, and deleting one makes room.
    await addressOf(await update(token, 3, { ...ALBANY, name: "Renamed" }));
    await expectNullData(await remove(token, 3));
    expect((await addressOf(await add(token, ALBANY))).id).toBe(MAX_SAVED_ADDRESSES + 1);
  });

  it("answers 404 for another account's address and for an unknown id, and leaves it alone", async () => {
    const token = await newShopperToken();
    const own = await addressOf(await add(token, ALBANY));
    const demo = await demoToken();
    for (const response of [
      await update(token, DEMO_ADDRESS_IDS.home, ALBANY),
      await remove(token, DEMO_ADDRESS_IDS.home),
      await update(demo, own.id, ALBANY),
      await remove(demo, own.id),
      await update(token, 999, ALBANY),
      await remove(token, "abc"),
      await remove(token, "constructor"),
      // 404 before field errors: the path names the address.
      await update(token, DEMO_ADDRESS_IDS.office, {}),
    ]) {
      await expectApiError(response, 404, null, "Address not found.");
    }
    expect(demoUser().shipping_addresses).toEqual(createStore().users[0].shipping_addresses);
    expect((await book(token)).map((a) => a.id)).toEqual([own.id]);
  });
});

describe("saved cards (GET and DELETE /api/v1/users/payment-methods)", () => {
  const cards = async (token: string) => {
    const response = await call("GET", "/api/v1/users/payment-methods", token);
    expect(response.status).toBe(200);
    return savedCardsResponse.parse(await response.json()).data;
  };
  const remove = (token: string, id: number | string) => call("DELETE", `/api/v1/users/payment-methods/${id}`, token);

  it("lists the demo shopper's two cards, the Visa the default, as summaries only", async () => {
    const token = await demoToken();
    expect(await cards(token)).toEqual([
      { id: 1, brand: "Visa", last4: "4242", exp_month: 8, exp_year: 2028, holder_name: "Camille Durand", card_name: "Everyday Visa", is_default: true },
      { id: 2, brand: "Mastercard", last4: "4444", exp_month: 11, exp_year: 2027, holder_name: "Camille Durand", card_name: "Anniversary Mastercard", is_default: false },
    ]);
    expect(DEMO_SAVED_CARDS.map((c) => c.id)).toEqual([1, 2]);

    const raw = await (await call("GET", "/api/v1/users/payment-methods", token)).json();
    const strings = allStrings(raw);
    expect(strings.some((s) => s.startsWith("tok_"))).toBe(false);
    expect(strings.some((s) => /\d{12,}/.test(s))).toBe(false);
    expect(Object.keys((raw as { data: object[] }).data[0]).sort()).toEqual(["brand", "card_name", "exp_month", "exp_year", "holder_name", "id", "is_default", "last4"]);
  });

  it("keeps cards as gateway tokens and summaries, never a number", () => {
    for (const card of store.saved_cards) {
      expect(card.token).toMatch(/^tok_[0-9a-f]{24}$/);
      expect(JSON.stringify(card)).not.toMatch(/\d{12,}/);
    }
  });

  it("deletes a card; deleting the default makes the other the default", async () => {
    const token = await demoToken();
    await expectNullData(await remove(token, 1));
    expect((await cards(token)).map((c) => [c.id, c.is_default])).toEqual([[2, true]]);
    await expectNullData(await remove(token, 2));
    expect(await cards(token)).toEqual([]);
  });

  it("deleting another card leaves the default alone", async () => {
    const token = await demoToken();
    await expectNullData(await remove(token, 2));
    expect((await cards(token)).map((c) => [c.id, c.is_default])).toEqual([[1, true]]);
  });

  it("answers 404 for another account's card and an unknown id", async () => {
    const token = await newShopperToken();
    expect(await cards(token)).toEqual([]);
    for (const id of [1, 2, 3, "abc", "constructor"]) {
      await expectApiError(await remove(token, id), 404, null, "Payment method not found.");
    }
    expect(store.saved_cards).toEqual(createStore().saved_cards);
    const demo = await demoToken();
    await expectNullData(await remove(demo, 1));
    await expectApiError(await remove(demo, 1), 404, null, "Payment method not found.");
  });
});

describe("POST /__qa/reset", () => {
  it("restores the profile, password, addresses, cards and subscription", async () => {
    const token = await demoToken();
    await call("PUT", "/api/v1/users", token, { first_name: "Changed", last_name: "Name", phone: null, birthday: null });
    await call("PATCH", "/api/v1/users/change-password", token, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    await call("POST", "/api/v1/users/addresses/shipping", token, { address: "1 Main Street", city: "Albany", state: "NY", zip_code: "12207", country: "US", is_default: true });
    await call("DELETE", `/api/v1/users/addresses/shipping/${DEMO_ADDRESS_IDS.home}`, token);
    await call("DELETE", "/api/v1/users/payment-methods/1", token);
    await call("POST", "/api/v1/subscribe", token, { email: DEMO_EMAIL, subscribed: false });
    await postJson("/api/v1/subscribe", { email: "reader@example.com" });
    const fresh = createStore();
    expect(store.users).not.toEqual(fresh.users);

    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
    expect(store.users).toEqual(fresh.users);
    expect(store.saved_cards).toEqual(fresh.saved_cards);
    expect(store.subscribers).toEqual([DEMO_EMAIL]);
    expect(store.counters).toEqual(fresh.counters);

    const again = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    const user = userResponse.parse(await (await call("GET", "/api/v1/users", again)).json()).data;
    expect(user).toMatchObject({ first_name: "Camille", last_name: "Durand", phone: "212-555-0147", birthday: "1991-06-14" });
    expect(savedCardsResponse.parse(await (await call("GET", "/api/v1/users/payment-methods", again)).json()).data).toHaveLength(2);
    expect(subscriptionsResponse.parse(await (await call("GET", "/api/v1/users/subscriptions", again)).json()).data[0].subscribed).toBe(true);
    const { body } = await getJson("/__qa");
    const endpoints = (body as { data: { endpoints: Array<{ path: string; description: string }> } }).data.endpoints;
    const description = endpoints.find((e) => e.path === "/__qa/reset")!.description;
    for (const word of ["saved addresses", "saved cards", "newsletter subscribers", "return requests"]) expect(description).toContain(word);
  });
});
