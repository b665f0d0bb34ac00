import { categoryHref, categoryKeyToSlug } from "./catalog-slugs";

describe("categoryKeyToSlug", () => {
  it.each([
    ["NECKLACE", "necklaces"],
    ["BRACELET", "bracelets"],
    ["EARRING", "earrings"],
    ["RING", "rings"],
    ["CHARM", "charms"],
    ["MEDALLION", "medallions"],
  ])("maps %s to %s", (key, slug) => {
    expect(categoryKeyToSlug(key)).toBe(slug);
  });

  it("leaves a key that is already plural alone", () => {
    expect(categoryKeyToSlug("EARRINGS")).toBe("earrings");
  });

  it("builds the listing link", () => {
    expect(categoryHref("NECKLACE")).toBe("/shop-all/necklaces");
  });
});
