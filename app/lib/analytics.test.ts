import { describe, expect, it } from "vitest";

import { ageOn, eventSex, isListingPath, newScrollDepths, pageFields, shouldTrackSearch } from "./analytics";

describe("newScrollDepths", () => {
  it("sends each of 25, 50, 75 and 100 % once", () => {
    const sent = new Set<number>();
    expect(newScrollDepths(0.2, sent)).toEqual([]);
    expect(newScrollDepths(0.55, sent)).toEqual([25, 50]);
    for (const depth of [25, 50]) sent.add(depth);
    expect(newScrollDepths(0.6, sent)).toEqual([]);
    expect(newScrollDepths(1, sent)).toEqual([75, 100]);
  });

  it("rounds to the nearest percent and never passes 100", () => {
    expect(newScrollDepths(0.996, new Set([25, 50, 75]))).toEqual([100]);
    expect(newScrollDepths(0.744, new Set([25, 50]))).toEqual([]);
    expect(newScrollDepths(1.7, new Set())).toEqual([25, 50, 75, 100]);
  });
});

describe("eventSex", () => {
  it("maps the profile's gender to the event enum", () => {
    expect(eventSex("Male")).toBe(1);
    expect(eventSex("female")).toBe(2);
    expect(eventSex(null)).toBe(0);
    expect(eventSex("Other")).toBe(0);
  });
});

describe("ageOn", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("counts whole years, a birthday later this year not yet", () => {
    expect(ageOn("1990-11-23", now)).toBe(36);
    expect(ageOn("1990-11-24", now)).toBe(35);
    expect(ageOn("1990-12-01", now)).toBe(35);
    expect(ageOn("1991-01-05", now)).toBe(35);
  });
  it("is unknown without a real date in the past", () => {
    expect(ageOn(null, now)).toBeUndefined();
    expect(ageOn("23/11/1990", now)).toBeUndefined();
    expect(ageOn("1990-02-31", now)).toBeUndefined();
    expect(ageOn("2030-01-01", now)).toBeUndefined();
  });
});

describe("isListingPath", () => {
  it("is true on the catalogue, its categories and collections and search", () => {
    for (const path of ["/shop-all", "/shop-all/rings?sort=price", "/search", "/search/pearl"]) expect(isListingPath(path)).toBe(true);
  });
  it("is false elsewhere", () => {
    for (const path of ["/", "/product/aurora-ring", "/shop-allx", "/favorites", null]) expect(isListingPath(path)).toBe(false);
  });
});

describe("shouldTrackSearch", () => {
  it("needs more than 2 characters", () => {
    expect(shouldTrackSearch(" ab ")).toBe(false);
    expect(shouldTrackSearch("abc")).toBe(true);
  });
});

describe("pageFields", () => {
  const listing = { handle: { analytics: (data: { collectionId: number | null }) => ({ collection_id: data.collectionId ?? undefined }) } };
  it("marks listings by their path and takes the deepest route's own fields", () => {
    expect(pageFields("/shop-all/bridal", [{ handle: {} }, { ...listing, data: { collectionId: 4 } }])).toEqual({ is_plp: true, collection_id: 4 });
    expect(pageFields("/shop-all", [{ handle: {} }, { ...listing, data: { collectionId: null } }])).toEqual({ is_plp: true, collection_id: undefined });
  });
  it("is empty on a page that says nothing, or whose data did not load", () => {
    expect(pageFields("/about", [{ handle: {} }, { handle: { layout: "content" }, data: {} }])).toEqual({});
    expect(pageFields("/product/x", [{ handle: { analytics: () => ({ product_id: 1 }) } }])).toEqual({});
  });
});
