/** POST /integrations/address-validation/validate: the address validation stand-in, as the store's server calls it. */
import { describe, expect, it } from "vitest";

import { checkAddress } from "./address-validation";
import { isFaultable } from "./faults";
import { MAX_BODY_BYTES } from "./integrations";
import { DEMO_ADDRESS_API_KEY, STAND_IN_PATHS } from "./seed";
import { store } from "./store";
import { api, expectApiError, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const NEW_YORK = { address: "350 Fifth Avenue", apartment: "Suite 2100", city: "New York", state: "NY", zip_code: "10001", country: "US" };

const validate = (body: unknown, apiKey: string | null = DEMO_ADDRESS_API_KEY) =>
  api(STAND_IN_PATHS.addressValidation, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(apiKey === null ? {} : { "X-Api-Key": apiKey }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function verdict(body: unknown) {
  const response = await validate(body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

describe("POST /integrations/address-validation/validate", () => {
  it("answers valid for a ZIP of the state, and records the body as received", async () => {
    expect(await verdict(NEW_YORK)).toEqual({ valid: true, checked: true, mismatches: [] });
    const { apartment: _apartment, ...withoutApartment } = NEW_YORK;
    expect(await verdict({ ...withoutApartment, state: "ny", zip_code: "10001-1234", country: "us" })).toEqual({
      valid: true,
      checked: true,
      mismatches: [],
    });
    expect(store.events.map(({ source, body }) => ({ source, body }))).toEqual([
      { source: "address_validation", body: NEW_YORK },
      { source: "address_validation", body: { ...withoutApartment, state: "ny", zip_code: "10001-1234", country: "us" } },
    ]);
    const events = (await getJson("/__qa/events?source=address_validation")).body as { data: Array<{ body: unknown }> };
    expect(events.data.map((e) => e.body)).toEqual(store.events.map((e) => e.body));
  });

  it("names zip_code when the ZIP is another state's, in no state, or not a ZIP", async () => {
    for (const [state, zip_code] of [["CA", "10001"], ["NY", "90210"], ["NY", "00100"], ["NY", "09001"], ["NY", "1000"], ["NY", "abcde"]]) {
      expect(await verdict({ ...NEW_YORK, state, zip_code }), `${state} ${zip_code}`).toEqual({
        valid: false,
        checked: true,
        mismatches: ["zip_code"],
      });
    }
  });

  it("names state for a state code it does not know, and zip_code too when the ZIP is in no state", async () => {
    for (const state of ["ZZ", "PR", "New York"]) {
      expect(await verdict({ ...NEW_YORK, state }), state).toEqual({ valid: false, checked: true, mismatches: ["state"] });
    }
    expect(await verdict({ ...NEW_YORK, state: "ZZ", zip_code: "00100" })).toEqual({
      valid: false,
      checked: true,
      mismatches: ["zip_code", "state"],
    });
  });

  it("does not check the city, nor any address outside the US", async () => {
    expect(await verdict({ ...NEW_YORK, city: "Los Angeles" })).toEqual({ valid: true, checked: true, mismatches: [] });
    for (const address of [
      { address: "10 Downing Street", city: "London", state: "London", zip_code: "SW1A 2AA", country: "GB" },
      { ...NEW_YORK, state: "CA", country: "CA" },
    ]) {
      expect(await verdict(address), address.country).toEqual({ valid: true, checked: false, mismatches: [] });
    }
  });

  it("answers 401 for a missing or wrong X-Api-Key, before looking at the body, and records nothing", async () => {
    for (const key of [null, "", "wrong-key", `${DEMO_ADDRESS_API_KEY}x`, "demo-stats-key"]) {
      const response = await validate(key === "" ? "[]" : NEW_YORK, key);
      expect(response.status, String(key)).toBe(401);
      expect(await response.json()).toEqual({ errors: [{ code: 401, property: "api_key", message: "Invalid api_key" }] });
    }
    // The key goes in the header only.
    const inQuery = await api(`${STAND_IN_PATHS.addressValidation}?api_key=${DEMO_ADDRESS_API_KEY}`, {
      method: "POST",
      body: JSON.stringify(NEW_YORK),
    });
    expect(inQuery.status).toBe(401);
    expect(store.events).toEqual([]);
  });

  it("answers 400 for a body that is not a JSON object or is over 16 KB", async () => {
    for (const body of ["", "nope", "[]", "42", "null"]) {
      await expectApiError(await validate(body), 400, null, "The request body must be a JSON object.");
    }
    await expectApiError(
      await validate({ ...NEW_YORK, address: "x".repeat(MAX_BODY_BYTES) }),
      400,
      null,
      "The request body may not be greater than 16 KB.",
    );
    expect(store.events).toEqual([]);
  });

  it("answers 400 field errors for a missing or invalid field, every field at once", async () => {
    await expectApiError(await validate({ ...NEW_YORK, zip_code: undefined }), 400, "zip_code", "The zip_code field is required.");
    await expectApiError(await validate({ ...NEW_YORK, city: " " }), 400, "city", "The city field is required.");
    await expectApiError(await validate({ ...NEW_YORK, state: 36 }), 400, "state", "The state must be a string.");
    await expectApiError(await validate({ ...NEW_YORK, apartment: ["2100"] }), 400, "apartment", "The apartment must be a string.");
    await expectApiError(
      await validate({ ...NEW_YORK, address: "x".repeat(256) }),
      400,
      "address",
      "The address may not be greater than 255 characters.",
    );
    const all = await validate({});
    expect(all.status).toBe(400);
    expect(((await all.json()) as { errors: Array<{ property: string }> }).errors.map((e) => e.property)).toEqual([
      "address",
      "city",
      "state",
      "zip_code",
      "country",
    ]);
    expect(store.events).toEqual([]);
  });

  it("answers only POST on its exact path, and can be broken by a fault", async () => {
    expect((await api(STAND_IN_PATHS.addressValidation)).status).toBe(404);
    expect((await api(`/api/v1${STAND_IN_PATHS.addressValidation}`, { method: "POST" })).status).toBe(404);
    expect(isFaultable(STAND_IN_PATHS.addressValidation)).toBe(true);
    expect((await postJson("/__qa/faults", { path: STAND_IN_PATHS.addressValidation, status: 503, times: 1 })).status).toBe(201);
    await expectApiError(await validate(NEW_YORK), 503, null);
    expect(store.events).toEqual([]);
    expect((await validate(NEW_YORK)).status).toBe(200);
  });
});

describe("checkAddress", () => {
  it("follows the ZIP-prefix table for the US only", () => {
    expect(checkAddress({ state: "NY", zip_code: "10001", country: "US" })).toEqual({ valid: true, checked: true, mismatches: [] });
    expect(checkAddress({ state: "TX", zip_code: "88510", country: "US" })).toEqual({ valid: true, checked: true, mismatches: [] });
    expect(checkAddress({ state: "DC", zip_code: "20147", country: "US" })).toEqual({ valid: false, checked: true, mismatches: ["zip_code"] });
    expect(checkAddress({ state: "XX", zip_code: "nope", country: "FR" })).toEqual({ valid: true, checked: false, mismatches: [] });
  });
});
