import { jsonForScript } from "./json-script";
import { type VariantLd, breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd } from "./structured-data";

describe("structured data", () => {
  const variant = (sku: string, overrides: Partial<VariantLd> = {}): VariantLd => ({
    sku,
    name: `Aurelia Ring, ${sku}`,
    material: sku,
    url: `https://shop.example/product/aurelia-ring?configuration_id=${sku}`,
    images: [],
    price: 1250,
    compareAt: null,
    inStock: true,
    ...overrides,
  });
  const ring = (variants: VariantLd[]) =>
    productJsonLd({
      name: "Aurelia Ring",
      description: "A ring",
      url: "https://shop.example/product/aurelia-ring",
      images: ["https://cdn.example/a.svg"],
      brand: "Maison Lumière",
      groupId: "aurelia-ring",
      variants,
    });

  it("describes a piece of one configuration as a Product with its offer", () => {
    expect(ring([variant("YG14-DIA", { inStock: false })])).toMatchObject({
      "@type": "Product",
      url: "https://shop.example/product/aurelia-ring",
      sku: "YG14-DIA",
      mpn: "YG14-DIA",
      offers: { "@type": "Offer", price: "1250.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" },
    });
  });

  it("describes a piece of several configurations as a ProductGroup, each variant with its own address, SKU, price and stock", () => {
    const ld = ring([variant("YG14-DIA", { url: "https://shop.example/product/aurelia-ring" }), variant("PT-DIA", { price: 2100, inStock: false, images: ["https://cdn.example/pt.svg"] })]);
    expect(ld).toMatchObject({ "@type": "ProductGroup", productGroupID: "aurelia-ring", variesBy: ["https://schema.org/material"] });
    const variants = (ld as unknown as { hasVariant: Array<Record<string, unknown>> }).hasVariant;
    expect(variants.map((item) => [item.sku, item.url, (item.offers as { price: string }).price, (item.offers as { availability: string }).availability])).toEqual([
      ["YG14-DIA", "https://shop.example/product/aurelia-ring", "1250.00", "https://schema.org/InStock"],
      ["PT-DIA", "https://shop.example/product/aurelia-ring?configuration_id=PT-DIA", "2100.00", "https://schema.org/OutOfStock"],
    ]);
    expect(variants[0].image).toEqual(["https://cdn.example/a.svg"]);
    expect(variants[1].image).toEqual(["https://cdn.example/pt.svg"]);
  });

  it("strikes through the price before a sale, and only a higher one", () => {
    const sale = ring([variant("YG14-DIA", { price: 900, compareAt: 1200 })]) as unknown as { offers: { priceSpecification?: Array<Record<string, string>> } };
    expect(sale.offers.priceSpecification).toEqual([
      { "@type": "UnitPriceSpecification", price: "900.00", priceCurrency: "USD" },
      { "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: "1200.00", priceCurrency: "USD" },
    ]);
    const none = ring([variant("YG14-DIA", { price: 900, compareAt: 800 })]) as unknown as { offers: object };
    expect(none.offers).not.toHaveProperty("priceSpecification");
  });

  it("names the organization and its site on the home page", () => {
    const [organization, site] = organizationJsonLd({ name: "Maison Lumière", url: "https://shop.example/", logo: "https://shop.example/logo.png", sameAs: ["https://instagram.com/x"], email: "care@shop.example" });
    expect(organization).toMatchObject({ "@type": "Organization", logo: "https://shop.example/logo.png", sameAs: ["https://instagram.com/x"], contactPoint: { email: "care@shop.example" } });
    expect(site).toMatchObject({ "@type": "WebSite", url: "https://shop.example/", publisher: { "@id": "https://shop.example/#organization" } });
    expect(organization).toHaveProperty("@id", "https://shop.example/#organization");
  });

  it("lists a listing's pieces in order", () => {
    const ld = itemListJsonLd("Rings", [{ name: "A", url: "https://shop.example/product/a" }, { name: "B", url: "https://shop.example/product/b" }]) as unknown as {
      itemListElement: Array<{ position: number; url: string }>;
    };
    expect(ld.itemListElement.map((item) => [item.position, item.url])).toEqual([[1, "https://shop.example/product/a"], [2, "https://shop.example/product/b"]]);
  });

  it("numbers breadcrumb positions from 1", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", url: "https://shop.example/" },
      { name: "Rings", url: "https://shop.example/shop-all/rings" },
    ]);
    expect((ld as unknown as { itemListElement: Array<{ position: number }> }).itemListElement.map((item) => item.position)).toEqual([1, 2]);
  });

  it("writes JSON that cannot end its script element", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "<!-- & \u2028" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
