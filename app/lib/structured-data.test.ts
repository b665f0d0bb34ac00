import { jsonForScript } from "./json-script";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes a product with its offer", () => {
    const ld = productJsonLd({
      name: "Aurelia Ring",
      description: "A ring",
      url: "https://shop.example/product/aurelia-ring",
      images: ["https://cdn.example/a.svg"],
      sku: "YG14-DIA",
      price: 1250,
      inStock: false,
      brand: "Maison Lumière",
    });
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: "YG14-DIA",
      offers: { "@type": "Offer", price: "1250.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" },
    });
  });

  it("numbers breadcrumb positions from 1", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", url: "https://shop.example/" },
      { name: "Rings", url: "https://shop.example/shop-all/rings" },
    ]);
    expect(ld.itemListElement.map((item) => item.position)).toEqual([1, 2]);
  });

  it("writes JSON that cannot end its script element", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "<!-- & \u2028" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
