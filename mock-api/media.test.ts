import { describe, expect, it } from "vitest";

import { MAX_MEDIA_WIDTH, MEDIA_CACHE_CONTROL, renderMedia, scaleSvg } from "./media";
import { store } from "./store";
import { api, setupMockApi } from "./testing";

setupMockApi();

const attrs = (svg: string) => {
  const open = /^<svg [^>]*>/.exec(svg)?.[0] ?? "";
  const get = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  return { width: get("width"), height: get("height"), viewBox: get("viewBox") };
};

describe("GET /media/*", () => {
  it("serves product images as 765x994 SVG with a long cache", async () => {
    const product = store.products[0];
    const response = await api(`/media/products/${product.slug}/${product.default_sku}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    const svg = await response.text();
    expect(attrs(svg)).toEqual({ width: "765", height: "994", viewBox: "0 0 765 994" });
    expect(svg).toContain("<title>");
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws each configuration in its own metal and stone colours", () => {
    const product = store.products.find((p) => p.slug === "celeste-solitaire-ring")!;
    const yellow = renderMedia(`/media/products/${product.slug}/YG14-DIA.svg`)!;
    const white = renderMedia(`/media/products/${product.slug}/WG14-DIA.svg`)!;
    expect(yellow).not.toBe(white);
    expect(yellow).toContain("#d8b35e");
    expect(white).toContain("#d3d8de");
    const sapphire = renderMedia("/media/products/promise-classic-solitaire/YG14-SAP.svg")!;
    expect(sapphire).toContain("#2150aa");
  });

  it("draws the e-gift card as a card in every view, each amount its own, titled by its amount", async () => {
    for (const view of ["", ".detail", ".angle"]) {
      const response = await api(`/media/products/maison-lumiere-e-gift-card/EGIFT-250${view}.svg`);
      expect(response.status, view).toBe(200);
      const svg = await response.text();
      expect(attrs(svg)).toEqual({ width: "765", height: "994", viewBox: "0 0 765 994" });
      expect(svg).toContain("<title>Maison Lumière E-Gift Card, USD 250</title>");
      expect(svg).toContain("E-GIFT CARD");
      expect(svg).toContain(">$250</text>");
    }
    const thousand = renderMedia("/media/products/maison-lumiere-e-gift-card/EGIFT-1000.svg")!;
    expect(thousand).toContain(">$1,000</text>");
    expect(thousand).toContain("<title>Maison Lumière E-Gift Card, USD 1,000</title>");
    expect(renderMedia("/media/products/maison-lumiere-e-gift-card/EGIFT-300.svg")).toBeNull();
  });

  it("gives every piece its own drawing: no two pieces look the same in any material they share", () => {
    const drawnBy = new Map<string, string>();
    for (const product of store.products) {
      for (const { sku } of product.configurations) {
        const drawing = renderMedia(`/media/products/${product.slug}/${sku}.svg`)!.replace(/<title>.*?<\/title>/, "").replace(/aria-label="[^"]*"/, "");
        const other = drawnBy.get(drawing);
        expect(other === undefined || other === product.slug, `${product.slug} ${sku} is drawn as ${other}`).toBe(true);
        drawnBy.set(drawing, product.slug);
      }
    }
    expect(drawnBy.size).toBeGreaterThan(store.products.length);
  });

  it("is deterministic", () => {
    const path = "/media/products/maree-pearl-strand/YG14-PRL.svg";
    expect(renderMedia(path)).toBe(renderMedia(path));
  });

  it("serves swatches, tiles, icons, logos and social icons", async () => {
    const sizes: Record<string, [string, string]> = {
      "/media/materials/YG14.svg": ["96", "96"],
      "/media/materials/PRL.svg": ["96", "96"],
      "/media/categories/rings.svg": ["765", "994"],
      "/media/collections/aurelia.svg": ["1200", "800"],
      "/media/icons/necklaces.svg": ["64", "64"],
      "/media/icons/collection-maree.svg": ["64", "64"],
      "/media/brand/logo.svg": ["320", "56"],
      "/media/brand/hero.svg": ["1600", "900"],
      "/media/social/youtube.svg": ["24", "24"],
    };
    for (const [path, [width, height]] of Object.entries(sizes)) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(attrs(await response.text()), path).toMatchObject({ width, height, viewBox: `0 0 ${width} ${height}` });
    }
  });

  it.each([
    "/media/products/no-such-product/YG14.svg",
    "/media/products/celeste-solitaire-ring/SS-DIA.svg",
    "/media/products/celeste-solitaire-ring/YG14-DIA.sideways.svg",
    "/media/materials/GOLD.svg",
    "/media/icons/nope.svg",
    "/media/brand/logo.png",
  ])("404s for %s", async (path) => {
    expect((await api(path)).status).toBe(404);
  });
});

describe("GET /media/* ?w= and revalidation", () => {
  const path = "/media/products/celeste-solitaire-ring/YG14-DIA.svg";

  it("draws the image at the asked width, the height in proportion, the viewBox kept", async () => {
    const response = await api(`${path}?w=383`);
    expect(response.status).toBe(200);
    expect(attrs(await response.text())).toEqual({ width: "383", height: "498", viewBox: "0 0 765 994" });
    const banner = await (await api("/media/collections/aurelia.svg?w=600")).text();
    expect(attrs(banner)).toEqual({ width: "600", height: "400", viewBox: "0 0 1200 800" });
  });

  it("ignores a width that is not a positive integer, and caps a huge one", () => {
    const svg = renderMedia(path)!;
    for (const width of [null, "", "0", "-5", "abc", "1e3", "383px"]) expect(scaleSvg(svg, width), String(width)).toBe(svg);
    expect(attrs(scaleSvg(svg, "999999")).width).toBe(String(MAX_MEDIA_WIDTH));
  });

  it("sends a strong ETag per width and answers a matching If-None-Match with a bodiless 304", async () => {
    const first = await api(path);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await api(path)).headers.get("etag")).toBe(etag);
    expect((await api(`${path}?w=383`)).headers.get("etag")).not.toBe(etag);

    const revalidated = await api(path, { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect(await revalidated.text()).toBe("");

    expect((await api(path, { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await api(path, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("etag")).toBeTruthy();
    expect(await response.text()).toBe("");
  });
});
