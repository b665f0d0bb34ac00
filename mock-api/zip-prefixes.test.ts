/** The ZIP-prefix table: every state has ranges, no prefix is two states', and the lookups built on it. */
import { describe, expect, it } from "vitest";

import { US_STATE_CODES } from "./address";
import { isKnownState, stateOfZip, ZIP_PREFIX_RANGES, zipBelongsToState, zipPrefix } from "./zip-prefixes";

describe("ZIP_PREFIX_RANGES", () => {
  it("has at least one well-formed range for each state and DC, and no other key", () => {
    expect(Object.keys(ZIP_PREFIX_RANGES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const state of US_STATE_CODES) {
      const ranges = ZIP_PREFIX_RANGES[state];
      expect(ranges.length, state).toBeGreaterThan(0);
      for (const [first, last] of ranges) {
        expect(Number.isInteger(first) && Number.isInteger(last), state).toBe(true);
        expect(first, state).toBeGreaterThanOrEqual(0);
        expect(last, state).toBeLessThanOrEqual(999);
        expect(first, state).toBeLessThanOrEqual(last);
      }
    }
  });

  it("gives no 3-digit prefix to two states", () => {
    const owner = new Map<number, string>();
    for (const [state, ranges] of Object.entries(ZIP_PREFIX_RANGES)) {
      for (const [first, last] of ranges) {
        for (let prefix = first; prefix <= last; prefix++) {
          expect(owner.get(prefix), `${String(prefix).padStart(3, "0")}: ${state}`).toBeUndefined();
          owner.set(prefix, state);
        }
      }
    }
  });

  it("places well-known ZIP codes in their states", () => {
    for (const [zip, state] of [
      ["10001", "NY"], ["00501", "NY"], ["14201", "NY"],
      ["90210", "CA"], ["94103", "CA"], ["96150", "CA"],
      ["75201", "TX"], ["79901", "TX"], ["88510", "TX"], ["73301", "TX"],
      ["20001", "DC"], ["20500", "DC"], ["56901", "DC"],
      ["20147", "VA"], ["22201", "VA"],
      ["02108", "MA"], ["05501", "MA"], ["05401", "VT"],
      ["33101", "FL"], ["96813", "HI"], ["99501", "AK"], ["99950", "AK"],
      ["60601", "IL"], ["98101", "WA"], ["89101", "NV"], ["84101", "UT"],
    ] as const) {
      expect(stateOfZip(zip), zip).toBe(state);
      expect(zipBelongsToState(zip, state), zip).toBe(true);
    }
  });

  it("places territories', the armed forces' and unassigned prefixes in no state", () => {
    for (const zip of ["00100", "00901", "00802", "09001", "34001", "96201", "96910", "42901", "88601", "89901"]) {
      expect(stateOfZip(zip), zip).toBeNull();
    }
  });
});

describe("the lookups", () => {
  it("read a 5-digit ZIP or a ZIP+4, nothing else", () => {
    expect(zipPrefix("10001")).toBe(100);
    expect(zipPrefix(" 10001-1234 ")).toBe(100);
    expect(zipPrefix("00501")).toBe(5);
    for (const zip of ["", "1000", "100011", "10001-12", "1000a", "ABCDE"]) {
      expect(zipPrefix(zip), zip).toBeNull();
      expect(stateOfZip(zip), zip).toBeNull();
      expect(zipBelongsToState(zip, "NY"), zip).toBe(false);
    }
  });

  it("take a state code in any case, and know only the 50 states and DC", () => {
    expect(isKnownState("ny") && isKnownState("DC")).toBe(true);
    for (const state of ["PR", "GU", "AE", "ZZ", "", "New York", "toString", "__proto__"]) {
      expect(isKnownState(state), state).toBe(false);
      expect(zipBelongsToState("10001", state), state).toBe(false);
    }
    expect(zipBelongsToState("10001", "ny")).toBe(true);
    expect(zipBelongsToState("10001", "CA")).toBe(false);
  });
});
