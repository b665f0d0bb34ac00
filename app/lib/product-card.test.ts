import { productHref, toProductCard } from "./product-card";

const makeProduct = (overrides: Partial<Parameters<typeof toProductCard>[0]> = {}) => ({
  id: 1,
  slug: "aurelia-ring",
  base_cost: 900,
  start_at_cost: 0,
  default_sku: "YG14-DIA",
  default_config: {
    sku: "YG14-DIA",
    cost: 950,
    start_at_cost: 0,
    medias: [
      { url: "https://cdn.example/gallery.svg", position: "GALLERY" },
      { url: "https://cdn.example/plp.svg", position: "PLP", alt: "Ring", width: 765, height: 994 },
    ],
  },
  variant_plp_image: null,
  images: [],
  mixedTranslation: { title: "Aurelia Ring" },
  ...overrides,
});

describe("toProductCard", () => {
  it("shows the default configuration's PLP image, price and link", () => {
    const card = toProductCard(makeProduct());
    expect(card).toMatchObject({
      sku: "YG14-DIA",
      title: "Aurelia Ring",
      href: "/product/aurelia-ring",
      image: { url: "https://cdn.example/plp.svg", alt: "Ring" },
      price: 950,
      compareAt: null,
      hoverImage: null,
    });
  });

  it("shows the configuration a search named by its materials: its picture, price, heart and address", () => {
    const matched = { sku: "YG14-EMR", cost: 1100, start_at_cost: 0, medias: [{ url: "https://cdn.example/emerald.svg", position: "PLP", alt: "Ring, emerald" }] };
    expect(toProductCard(makeProduct({ matched_config: matched }))).toMatchObject({
      sku: "YG14-EMR",
      href: "/product/aurelia-ring?configuration_id=YG14-EMR",
      image: { url: "https://cdn.example/emerald.svg", alt: "Ring, emerald" },
      price: 1100,
    });
    expect(toProductCard(makeProduct({ matched_config: null })).href).toBe("/product/aurelia-ring");
  });

  it("keeps a matched card's hover to the configuration asked for: another view of it, never the variant's metal", () => {
    const variant = { variant_plp_image: { image: { url: "https://cdn.example/v.svg" } } };
    const plp = { url: "https://cdn.example/emerald.svg", position: "PLP", alt: "Ring, emerald" };
    const angle = { url: "https://cdn.example/emerald.angle.svg", position: "GALLERY", alt: "Ring, emerald, angle" };
    const matched = { sku: "YG14-EMR", cost: 1100, start_at_cost: 0, medias: [plp, { ...plp, position: "GALLERY" }, angle] };
    expect(toProductCard(makeProduct({ ...variant, matched_config: matched })).hoverImage).toBe(angle.url);
    expect(toProductCard(makeProduct({ ...variant, matched_config: { ...matched, medias: [plp] } })).hoverImage).toBeNull();
  });

  it("strikes through a non-zero start_at_cost", () => {
    const card = toProductCard(makeProduct({ default_config: { ...makeProduct().default_config!, start_at_cost: 1200 } }));
    expect(card.compareAt).toBe(1200);
  });

  it("uses the variant image on hover", () => {
    expect(toProductCard(makeProduct({ variant_plp_image: { image: { url: "https://cdn.example/v.svg" } } })).hoverImage).toBe(
      "https://cdn.example/v.svg",
    );
  });

  it("falls back to the product's own price and images without a default configuration", () => {
    const card = toProductCard(makeProduct({ default_config: null, images: [{ url: "https://cdn.example/i.svg" }] }));
    expect(card).toMatchObject({ price: 900, href: "/product/aurelia-ring" });
    expect(card.image?.url).toBe("https://cdn.example/i.svg");
  });

  it("gives the heart the default sku, or no sku at all (spec 8: \"No default_sku\")", () => {
    expect(toProductCard(makeProduct({ default_config: null })).sku).toBe("YG14-DIA");
    const none = toProductCard(makeProduct({ default_config: null, default_sku: null }));
    expect(none.sku).toBeNull();
    expect(none.href).toBe("/product/aurelia-ring");
  });
});

describe("productHref", () => {
  it("encodes the slug and sku", () => {
    expect(productHref("a b", "X&Y")).toBe("/product/a%20b?configuration_id=X%26Y");
    expect(productHref("ring", null)).toBe("/product/ring");
  });
});

describe("productHref", () => {
  it("is the canonical address for the default configuration, a variant's own for another", () => {
    expect(productHref("aurelia-ring", "YG14-DIA", "YG14-DIA")).toBe("/product/aurelia-ring");
    expect(productHref("aurelia-ring", null)).toBe("/product/aurelia-ring");
    expect(productHref("aurelia-ring", "PT-DIA", "YG14-DIA")).toBe("/product/aurelia-ring?configuration_id=PT-DIA");
  });
});
