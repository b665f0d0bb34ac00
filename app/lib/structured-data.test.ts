import { jsonForScript } from "./json-script";
import { type OrderTermsLd, type VariantLd, breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd } from "./structured-data";

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
    madeToOrder: false,
    ...overrides,
  });
  const TERMS: OrderTermsLd = {
    shipping: {
      country: "US",
      methods: [
        { amount: 0, transit_days: { min: 5, max: 7 }, excluded_states: [] },
        { amount: 45, transit_days: { min: 1, max: 1 }, excluded_states: ["AK", "HI"] },
      ],
      handling_days: { in_stock: { min: 0, max: 1 }, made_to_order: { min: 15, max: 20 } },
    },
    returns: { country: "US", days: 30, free: true, method: "mail", digital_returnable: false },
  };
  const ring = (variants: VariantLd[], terms: OrderTermsLd = { shipping: null, returns: null }, digital = false) =>
    productJsonLd({
      name: "Aurelia Ring",
      description: "A ring",
      url: "https://shop.example/product/aurelia-ring",
      images: ["https://cdn.example/a.svg"],
      brand: "Maison Lumière",
      groupId: "aurelia-ring",
      digital,
      terms,
      variants,
    });
  type Shipping = {
    shippingRate: object;
    shippingDestination: { addressCountry: string; addressRegion?: string[] };
    deliveryTime: { handlingTime: object; transitTime: object };
  };
  type OfferOf = { offers: { shippingDetails?: Shipping[]; hasMerchantReturnPolicy?: Record<string, unknown> } };

  it("gives each offer the store's shipping: price, where it goes and how long, made-to-order pieces leaving later", () => {
    const made = (ring([variant("PT-DIA", { madeToOrder: true })], TERMS) as unknown as OfferOf).offers.shippingDetails!;
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({
      shippingRate: { value: 0, currency: "USD" },
      shippingDestination: { addressCountry: "US" },
      deliveryTime: { handlingTime: { minValue: 15, maxValue: 20, unitCode: "d" }, transitTime: { minValue: 5, maxValue: 7 } },
    });
    expect(made[0].shippingDestination).not.toHaveProperty("addressRegion");
    // Overnight reaches every state but two: it names the others.
    expect(made[1].shippingDestination.addressRegion).not.toContain("HI");
    expect(made[1].shippingDestination.addressRegion).toContain("NY");
    const kept = (ring([variant("YG14-DIA")], TERMS) as unknown as OfferOf).offers.shippingDetails!;
    expect(kept[0].deliveryTime.handlingTime).toMatchObject({ minValue: 0, maxValue: 1 });
  });

  it("gives each offer the returns terms; an e-mailed piece ships nothing and is not returned", () => {
    const offer = (ring([variant("YG14-DIA")], TERMS) as unknown as OfferOf).offers;
    expect(offer.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "US",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 30,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/FreeReturn",
    });
    const card = (ring([variant("EGIFT")], TERMS, true) as unknown as OfferOf).offers;
    expect(card).not.toHaveProperty("shippingDetails");
    expect(card.hasMerchantReturnPolicy).toMatchObject({ returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" });
  });

  it("says nothing of shipping or returns without the store's terms", () => {
    const offer = (ring([variant("YG14-DIA")]) as unknown as OfferOf).offers;
    expect(offer).not.toHaveProperty("shippingDetails");
    expect(offer).not.toHaveProperty("hasMerchantReturnPolicy");
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
