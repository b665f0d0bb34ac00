import { type WishlistEntry, favoriteKey, isFavorite, normalizeEngraving, sameEngraving, toggleEntry } from "./wishlist";

const ring: WishlistEntry = { slug: "aurora-ring", sku: "YG-DIA", engraving: {} };
const engraved: WishlistEntry = { slug: "aurora-ring", sku: "YG-DIA", engraving: { text: "C & M", font: "script" } };
const necklace: WishlistEntry = { slug: "pearl-strand", sku: "WG-PRL", engraving: {} };

describe("toggleEntry (spec 4: same sku and engraving removes, otherwise adds)", () => {
  it("adds a piece that is not in the list, at the end", () => {
    expect(toggleEntry([necklace], ring)).toEqual({ list: [necklace, ring], added: true });
  });

  it("removes the piece with the same sku and engraving, and only it", () => {
    expect(toggleEntry([ring, necklace, engraved], ring)).toEqual({ list: [necklace, engraved], added: false });
  });

  it("adds the same sku with another engraving as a piece of its own", () => {
    expect(toggleEntry([ring], engraved)).toEqual({ list: [ring, engraved], added: true });
    expect(toggleEntry([engraved], { slug: "aurora-ring", sku: "YG-DIA", engraving: { text: "C & M" } }).added).toBe(true);
  });

  it("keeps another piece with the same sku (a sku here is its materials, shared by many pieces)", () => {
    const otherRing: WishlistEntry = { slug: "celeste-band", sku: "YG-DIA", engraving: {} };
    expect(toggleEntry([ring], otherRing)).toEqual({ list: [ring, otherRing], added: true });
    expect(toggleEntry([ring, otherRing], otherRing)).toEqual({ list: [ring], added: false });
  });

  it("matches an engraving whatever the order of its keys", () => {
    const reordered = { slug: "aurora-ring", sku: "YG-DIA", engraving: { font: "script", text: "C & M" } };
    expect(toggleEntry([engraved], reordered)).toEqual({ list: [], added: false });
  });

  it("counts an engraving that arrives as an array as an empty object", () => {
    const fromApi = { slug: "aurora-ring", sku: "YG-DIA", engraving: [] as unknown as WishlistEntry["engraving"] };
    expect(toggleEntry([fromApi], ring)).toEqual({ list: [], added: false });
    expect(toggleEntry([ring], fromApi).added).toBe(false);
    // An array is never "the same" as a real engraving.
    expect(toggleEntry([engraved], fromApi).added).toBe(true);
  });

  it("does not change the list it was given", () => {
    const list = [ring];
    toggleEntry(list, necklace);
    toggleEntry(list, ring);
    expect(list).toEqual([ring]);
  });
});

describe("engravings", () => {
  it("normalises arrays, null and other non-objects to {}", () => {
    expect(normalizeEngraving([])).toEqual({});
    expect(normalizeEngraving(["a"])).toEqual({});
    expect(normalizeEngraving(null)).toEqual({});
    expect(normalizeEngraving("text")).toEqual({});
    expect(normalizeEngraving({ text: "A" })).toEqual({ text: "A" });
  });

  it("tells different values and extra keys apart", () => {
    expect(sameEngraving({ text: "A" }, { text: "B" })).toBe(false);
    expect(sameEngraving({ text: "A" }, { text: "A", font: "serif" })).toBe(false);
    expect(sameEngraving({ text: undefined }, {})).toBe(false);
    expect(sameEngraving([], {})).toBe(true);
  });
});

describe("isFavorite", () => {
  const keys = [favoriteKey("aurora-ring", "YG-DIA")];
  it("is true only for that sku of that piece", () => {
    expect(isFavorite(keys, "aurora-ring", "YG-DIA")).toBe(true);
    expect(isFavorite(keys, "aurora-ring", "WG-DIA")).toBe(false);
    expect(isFavorite(keys, "celeste-band", "YG-DIA")).toBe(false);
    expect(isFavorite(null, "aurora-ring", "YG-DIA")).toBe(false);
    expect(isFavorite([favoriteKey("aurora-ring", "")], "aurora-ring", "")).toBe(false);
  });
});
