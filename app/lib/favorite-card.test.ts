import { storeDatesOf } from "~/services/dates.server";
import { wishlistItem } from "~/services/schemas/wishlist.server";

import { newestFirst, toFavoriteCard } from "./favorite-card";

/** The store's day of an instant in that format, on New York's calendar. */
const dayIn = (pattern: string) => storeDatesOf(pattern, "America/New_York").instant;

const item = (overrides: Record<string, unknown> = {}) =>
  wishlistItem.parse({
    id: 41,
    sku: "YG-DIA",
    engraving: [],
    slug: "aurora-ring",
    title: "Aurora ring",
    price: 1250,
    start_at_cost: 1500,
    images: [
      { url: "https://media.test/aurora-gallery.svg", position: "GALLERY", alt: "" },
      { url: "https://media.test/aurora-plp.svg", position: "PLP", alt: "Aurora ring in yellow gold", width: 765, height: 994 },
    ],
    date: "2026-09-14T12:00:00.000Z",
    materials: [
      { id: 1, sku: "YG", title: "18k yellow gold", material_category_id: 1 },
      { id: 7, sku: "DIA", title: "Diamond", material_category_id: 2 },
    ],
    track_inventory: true,
    stock_qty: 2,
    ...overrides,
  });

describe("toFavoriteCard (spec 2 Favorites, spec 3 Favorites card input)", () => {
  it("links to the piece in its configuration and shows title, list image, material and the added date", () => {
    const card = toFavoriteCard(item(), dayIn("MM/dd/yyy"));
    expect(card).toMatchObject({
      sku: "YG-DIA",
      engraving: {},
      title: "Aurora ring",
      href: "/product/aurora-ring?configuration_id=YG-DIA",
      image: { url: "https://media.test/aurora-plp.svg", alt: "Aurora ring in yellow gold", width: 765, height: 994 },
      material: "18k yellow gold, Diamond",
      added: { text: "09/14/2026", iso: "2026-09-14T12:00:00.000Z" },
      buyableId: 41,
    });
  });

  it("sends an e-gift card to its page for its recipient, and buys any other piece from the card", () => {
    expect(toFavoriteCard(item({ digital: true }), dayIn("MM/dd/yyy"))).toMatchObject({ emailed: true, buyableId: 41 });
    expect(toFavoriteCard(item(), dayIn("MM/dd/yyy")).emailed).toBe(false);
  });

  it("strikes start_at_cost through only when it is not zero and not the price", () => {
    expect(toFavoriteCard(item(), dayIn("MM/dd/yyy"))).toMatchObject({ price: 1250, compareAt: 1500 });
    expect(toFavoriteCard(item({ start_at_cost: 0 }), dayIn("MM/dd/yyy")).compareAt).toBeNull();
    expect(toFavoriteCard(item({ start_at_cost: 1250 }), dayIn("MM/dd/yyy")).compareAt).toBeNull();
  });

  it("writes the date in the settings' format, or the default when it is unusable", () => {
    expect(toFavoriteCard(item(), dayIn("LLLL do yyy")).added?.text).toBe("September 14th 2026");
    expect(toFavoriteCard(item(), dayIn("nonsense here")).added?.text).toBe("09/14/2026");
    expect(toFavoriteCard(item({ date: null }), dayIn("MM/dd/yyy")).added).toBeNull();
  });

  it("offers Add to bag only for a configuration in stock, or made to order", () => {
    expect(toFavoriteCard(item({ stock_qty: 0 }), dayIn("MM/dd/yyy")).buyableId).toBeNull();
    expect(toFavoriteCard(item({ stock_qty: 0, track_inventory: false }), dayIn("MM/dd/yyy")).buyableId).toBe(41);
    expect(toFavoriteCard(item({ id: null }), dayIn("MM/dd/yyy")).buyableId).toBeNull();
  });

  it("keeps a piece with no sku, linking to the product itself and never to the bag", () => {
    const card = toFavoriteCard(item({ sku: null }), dayIn("MM/dd/yyy"));
    expect(card).toMatchObject({ sku: "", href: "/product/aurora-ring", buyableId: null });
  });

  it("keys an engraved piece apart from the plain one", () => {
    const plain = toFavoriteCard(item(), dayIn("MM/dd/yyy"));
    const engraved = toFavoriteCard(item({ engraving: { text: "C & M" } }), dayIn("MM/dd/yyy"));
    expect(engraved.engraving).toEqual({ text: "C & M" });
    expect(engraved.key).not.toBe(plain.key);
  });
});

describe("newestFirst", () => {
  it("orders by the added date, newest first, the later in the list first on a tie or no date", () => {
    const card = (iso: string | null, title: string) => ({ title, added: iso ? { iso, text: iso } : null });
    const ordered = newestFirst([card("2026-09-14", "a"), card("2026-11-05", "b"), card(null, "c"), card("2026-09-14", "d")]);
    expect(ordered.map((c) => c.title)).toEqual(["b", "d", "a", "c"]);
  });
});
