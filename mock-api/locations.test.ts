import { describe, expect, it } from "vitest";
import zipcodes from "zipcodes";

import { errorBody } from "~/services/schemas/common.server";
import { locationsResponse, nearbyResponse } from "~/services/schemas/retailers.server";

import { distanceMeters } from "./routes/locations";
import { getJson, setupMockApi } from "./testing";

setupMockApi();

const METERS_PER_MILE = 1609.344;

async function directory() {
  const { status, body } = await getJson("/api/v1/locations");
  expect(status).toBe(200);
  return { groups: locationsResponse.parse(body).data, raw: body as { data: Array<{ stores: Array<{ zip: string; state: string }> }> } };
}

async function nearby(zip: string) {
  const { status, body } = await getJson(`/api/v1/nearby-locations?zip=${encodeURIComponent(zip)}`);
  expect(status, zip).toBe(200);
  return nearbyResponse.parse(body).data;
}

describe("GET /api/v1/locations", () => {
  it("groups about 55 stores by state: 25+ states plus DC, 1 to 4 each, sorted by state name", async () => {
    const { groups } = await directory();
    expect(groups.length).toBeGreaterThanOrEqual(26);
    const names = groups.map((g) => g.state);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names).toEqual(expect.arrayContaining([
      "Alabama", "California", "Texas", "New York", "Illinois", "Florida", "Georgia", "Massachusetts",
      "Washington", "Colorado", "District of Columbia",
    ]));
    expect(groups.find((g) => g.state === "District of Columbia")!.code).toBe("DC");
    expect(new Set(groups.map((g) => g.code)).size).toBe(groups.length);
    for (const group of groups) {
      expect(group.code).toMatch(/^[A-Z]{2}$/);
      expect(group.stores.length, group.state).toBeGreaterThanOrEqual(1);
      expect(group.stores.length, group.state).toBeLessThanOrEqual(4);
    }
    const stores = groups.flatMap((g) => g.stores);
    expect(stores.length).toBeGreaterThanOrEqual(50);
    expect(stores.length).toBeLessThanOrEqual(60);
    expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length);
    for (const store of stores) {
      expect(store.name.trim()).not.toBe("");
      expect(store.address).toMatch(/^\d+ \S/);
      expect(store.phones.length).toBeGreaterThanOrEqual(1);
      for (const phone of store.phones) expect(phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it("puts every store at its ZIP code's coordinates, in its group's state", async () => {
    const { groups, raw } = await directory();
    groups.forEach((group, g) => {
      group.stores.forEach((store, s) => {
        const { zip, state } = raw.data[g].stores[s];
        const place = zipcodes.lookup(zip);
        expect(place, `${store.name} ${zip}`).toBeDefined();
        expect(place!.state, store.name).toBe(group.code);
        expect(state).toBe(group.code);
        expect(Math.abs(store.lat - place!.latitude), store.name).toBeLessThanOrEqual(0.5);
        expect(Math.abs(store.lon - place!.longitude), store.name).toBeLessThanOrEqual(0.5);
      });
    });
  });
});

describe("GET /api/v1/nearby-locations", () => {
  it("locates the ZIP code and returns every store", async () => {
    const { groups } = await directory();
    const total = groups.flatMap((g) => g.stores).length;
    const data = await nearby("10001");
    expect(data.origin).toEqual({ zip: "10001", lat: 40.7484, lon: -73.9967, city: "New York", state: "NY" });
    expect(data.stores).toHaveLength(total);
    expect(new Set(data.stores.map((s) => s.id)).size).toBe(total);
  });

  it.each([
    ["10001", 9], ["10022", 9], ["11201", 9], ["07302", 9], ["90012", 3], ["90036", 3], ["90210", 3],
  ])("finds several stores within 50 miles of %s", async (zip, atLeast) => {
    const { origin, stores } = await nearby(zip);
    const within = stores.filter((s) => distanceMeters(origin, s) <= 50 * METERS_PER_MILE);
    expect(within.length).toBeGreaterThanOrEqual(atLeast);
    // Nearest first.
    const distances = stores.map((s) => distanceMeters(origin, s));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("finds nothing within 50 miles of a remote ZIP code", async () => {
    const { origin, stores } = await nearby("59001"); // Absarokee, Montana
    expect(stores.some((s) => distanceMeters(origin, s) <= 50 * METERS_PER_MILE)).toBe(false);
  });

  it("measures with the spec's earth radius", () => {
    // New York (10001) to Los Angeles (90012): about 2,448 miles.
    const miles = distanceMeters({ lat: 40.7484, lon: -73.9967 }, { lat: 34.0614, lon: -118.2385 }) / METERS_PER_MILE;
    expect(miles).toBeGreaterThan(2440);
    expect(miles).toBeLessThan(2455);
  });

  it("404s for a ZIP code that does not exist", async () => {
    const { status, body } = await getJson("/api/v1/nearby-locations?zip=00000");
    expect(status).toBe(404);
    expect(errorBody.parse(body).errors).toEqual([{ code: 404, property: "zip", message: "We couldn't find that ZIP code." }]);
  });

  it.each(["1234", "123456", "abcde", "1000a", "10001-1234", "K1A"])("400s for the malformed ZIP %j", async (zip) => {
    const { status, body } = await getJson(`/api/v1/nearby-locations?zip=${encodeURIComponent(zip)}`);
    expect(status).toBe(400);
    expect(errorBody.parse(body).errors).toEqual([{ code: 400, property: "zip", message: "The zip must be 5 digits." }]);
  });

  it("400s without a ZIP code", async () => {
    const { status, body } = await getJson("/api/v1/nearby-locations");
    expect(status).toBe(400);
    expect(errorBody.parse(body).errors).toEqual([{ code: 400, property: "zip", message: "The zip field is required." }]);
  });
});
