import { EARTH_RADIUS_M, METERS_PER_MILE, distanceMeters, formatMiles, metersToMiles, storesWithin } from "./distance";

const NEW_YORK = { lat: 40.7128, lon: -74.006 };
const PHILADELPHIA = { lat: 39.9526, lon: -75.1652 };
const LOS_ANGELES = { lat: 34.0522, lon: -118.2437 };
const SAN_DIEGO = { lat: 32.7157, lon: -117.1611 };

/** A point `miles` due north of `origin`: along a meridian the distance is the arc, R·Δφ. */
const north = (origin: { lat: number; lon: number }, miles: number) => ({
  lat: origin.lat + ((miles * METERS_PER_MILE) / EARTH_RADIUS_M) * (180 / Math.PI),
  lon: origin.lon,
});

describe("distanceMeters", () => {
  it("measures real city pairs", () => {
    expect(metersToMiles(distanceMeters(NEW_YORK, PHILADELPHIA))).toBeCloseTo(80.5, 1);
    expect(metersToMiles(distanceMeters(LOS_ANGELES, SAN_DIEGO))).toBeCloseTo(111.5, 1);
    // London–Paris, in kilometres as the atlases give it.
    expect(distanceMeters({ lat: 51.5074, lon: -0.1278 }, { lat: 48.8566, lon: 2.3522 }) / 1000).toBeCloseTo(343.6, 1);
  });

  it("is symmetric and zero for one point", () => {
    expect(distanceMeters(NEW_YORK, NEW_YORK)).toBe(0);
    expect(distanceMeters(SAN_DIEGO, LOS_ANGELES)).toBeCloseTo(distanceMeters(LOS_ANGELES, SAN_DIEGO), 6);
  });

  it("uses the spec's earth radius of 6371000 m", () => {
    // Half the circumference of that sphere, with no NaN at the antipode.
    expect(distanceMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6_371_000, 3);
    expect(distanceMeters({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(Math.PI * 6_371_000, 3);
  });
});

describe("metersToMiles", () => {
  it("uses the international mile", () => {
    expect(metersToMiles(1609.344)).toBe(1);
    expect(metersToMiles(80_467.2)).toBeCloseTo(50, 10);
  });
});

describe("storesWithin", () => {
  const store = (id: number, point: { lat: number; lon: number }) => ({ id, name: `Store ${id}`, ...point });

  it("keeps stores within 50 miles, nearest first, and drops the rest", () => {
    const stores = [store(1, PHILADELPHIA), store(2, north(NEW_YORK, 30)), store(3, north(NEW_YORK, 2)), store(4, SAN_DIEGO)];
    const found = storesWithin(NEW_YORK, stores);
    expect(found.map((s) => s.id)).toEqual([3, 2]);
    expect(found.map((s) => s.distanceMiles)).toEqual([2, 30]);
    expect(found[0]).toMatchObject({ name: "Store 3", lat: stores[2].lat, lon: NEW_YORK.lon });
  });

  it("counts the 50-mile boundary as within", () => {
    const stores = [store(1, north(NEW_YORK, 50)), store(2, north(NEW_YORK, 49.99)), store(3, north(NEW_YORK, 50.01))];
    expect(storesWithin(NEW_YORK, stores).map((s) => [s.id, s.distanceMiles])).toEqual([
      [2, 50],
      [1, 50],
    ]);
  });

  it("rounds for display but sorts by the exact distance", () => {
    // Both show as 10.0 miles; the one at 10.04 is still second.
    const stores = [store(1, north(NEW_YORK, 10.04)), store(2, north(NEW_YORK, 9.96))];
    const found = storesWithin(NEW_YORK, stores);
    expect(found.map((s) => s.id)).toEqual([2, 1]);
    expect(found.map((s) => s.distanceMiles)).toEqual([10, 10]);
  });

  it("takes another radius", () => {
    expect(storesWithin(LOS_ANGELES, [store(1, SAN_DIEGO)], 100)).toEqual([]);
    expect(storesWithin(LOS_ANGELES, [store(1, SAN_DIEGO)], 120)).toEqual([{ ...store(1, SAN_DIEGO), distanceMiles: 111.5 }]);
  });

  it("is empty for no stores, and never includes a store without coordinates", () => {
    expect(storesWithin(NEW_YORK, [])).toEqual([]);
    expect(storesWithin(NEW_YORK, [store(1, { lat: Number.NaN, lon: -74 })])).toEqual([]);
  });
});

describe("formatMiles", () => {
  it("shows one decimal", () => {
    expect(formatMiles(12.34)).toBe("12.3 miles");
    expect(formatMiles(2)).toBe("2.0 miles");
  });
});
