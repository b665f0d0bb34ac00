import { describe, expect, it } from "vitest";

import { errorBody } from "~/services/schemas/common.server";
import {
  catalogResponse,
  collectionResponse,
  collectionsResponse,
  productConfigurationResponse,
  productResponse,
} from "~/services/schemas/catalog.server";

import type { Product } from "./model";
import { store } from "./store";
import { allStrings, BASE, getJson, setupMockApi } from "./testing";

setupMockApi();

const catalog = async (path: string) => {
  const { status, body } = await getJson(`/api/v1/system-catalog${path}`);
  expect(status, path).toBe(200);
  return catalogResponse.parse(body);
};
const ids = async (path: string) => (await catalog(path)).data.map((p) => p.id);
const all = (query = "") => catalog(`${query}${query ? "&" : "?"}count=240`);

const price = (p: Product) => p.default_config.cost;
const storeIds = (keep: (p: Product) => boolean) => store.products.filter(keep).map((p) => p.id);
const categoryId = (slug: string) => store.categories.find((c) => c.slug === slug)!.id;
const collectionId = (slug: string) => store.collections.find((c) => c.slug === slug)!.id;

async function expectFieldError(path: string, property: string) {
  const { status, body } = await getJson(path);
  expect(status, path).toBe(400);
  expect(errorBody.parse(body).errors).toContainEqual(expect.objectContaining({ code: 400, property }));
}

async function expectNotFound(path: string) {
  const { status, body } = await getJson(path);
  expect(status, path).toBe(404);
  expect(errorBody.parse(body)).toEqual({ errors: [{ code: 404, property: null, message: "Not found" }] });
}

describe("GET /api/v1/system-catalog", () => {
  it("serves the first page of 12 cards with pagination meta", async () => {
    const page = await catalog("");
    expect(page.meta).toEqual({ total: 64, page: 1, count: 12, last_page: 6 });
    expect(page.data).toHaveLength(12);
  });

  it("serves cards without configurations and mock-only art, with absolute media URLs", async () => {
    const { body } = await getJson("/api/v1/system-catalog?count=240");
    const cards = (body as { data: Array<Record<string, unknown>> }).data;
    for (const key of ["configurations", "materials", "material_categories", "art"]) {
      expect(cards.some((card) => key in card), key).toBe(false);
    }
    expect(allStrings(body).some((s) => s.startsWith("/media/"))).toBe(false);
    const first = catalogResponse.parse(body).data[0];
    expect(first.default_config?.medias[0].url).toMatch(new RegExp(`^${BASE}/media/products/`));
    expect(first.mixedTranslation.title).toBeTruthy();
  });

  it("sorts featured by default: best sellers first, then by id", async () => {
    const { data } = await all();
    const bestSellers = data.filter((p) => p.best_seller);
    expect(bestSellers).toHaveLength(12);
    expect(data.slice(0, 12).every((p) => p.best_seller)).toBe(true);
    expect(data.slice(12).map((p) => p.id)).toEqual(storeIds((p) => !p.best_seller));
    expect(bestSellers.map((p) => p.id)).toEqual(storeIds((p) => p.best_seller));
    expect(await ids("?sort=featured&count=240")).toEqual(data.map((p) => p.id));
  });

  it.each([
    ["price_asc", (a: Product, b: Product) => price(a) - price(b)],
    ["price_desc", (a: Product, b: Product) => price(b) - price(a)],
    ["newest", (a: Product, b: Product) => b.created_at.localeCompare(a.created_at)],
    ["best_selling", (a: Product, b: Product) => b.sales_count - a.sales_count],
  ] as const)("sorts %s, ties by id", async (sort, order) => {
    const expected = [...store.products].sort((a, b) => order(a, b) || a.id - b.id).map((p) => p.id);
    const got = await ids(`?sort=${sort}&count=240`);
    expect(got).toEqual(expected);
    expect(got).not.toEqual(store.products.map((p) => p.id));
  });

  it("really ascends for price_asc and descends for price_desc", async () => {
    const prices = (await all("?sort=price_asc")).data.map((p) => p.default_config!.cost);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1)!);
    const desc = (await all("?sort=price_desc")).data.map((p) => p.default_config!.cost);
    expect(desc).toEqual([...prices].reverse());
  });

  it("filters categories[] with OR", async () => {
    const rings = await all("?categories[]=rings");
    expect(rings.meta.total).toBe(14);
    expect(rings.data.every((p) => p.categories_ids.includes(categoryId("rings")))).toBe(true);
    const both = await all("?categories[]=rings&categories[]=charms");
    expect(both.meta.total).toBe(14 + 8);
    expect(both.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      storeIds((p) => p.categories_ids.includes(categoryId("rings")) || p.categories_ids.includes(categoryId("charms"))),
    );
    expect((await all("?categories[]=no-such-category")).meta.total).toBe(0);
  });

  it("matches a product in any of its categories", async () => {
    // Seed products have one category each; give one a second to tell OR-of-categories from AND.
    const ring = store.products.find((p) => p.categories_ids.includes(categoryId("rings")))!;
    ring.categories_ids.push(categoryId("charms"));
    expect(await ids("?categories[]=charms&count=240")).toContain(ring.id);
    expect(await ids("?categories[]=rings&count=240")).toContain(ring.id);
  });

  it("filters collections[] with OR, and ANDs it with categories[]", async () => {
    const inEither = (p: Product) =>
      p.collections_ids.includes(collectionId("celeste")) || p.collections_ids.includes(collectionId("maree"));
    const either = await all("?collections[]=celeste&collections[]=maree");
    expect(either.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(storeIds(inEither));
    expect(either.meta.total).toBeGreaterThan((await all("?collections[]=celeste")).meta.total);

    const ringsOnly = await all("?collections[]=celeste&collections[]=maree&categories[]=rings");
    expect(ringsOnly.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      storeIds((p) => inEither(p) && p.categories_ids.includes(categoryId("rings"))),
    );
    expect(ringsOnly.meta.total).toBeLessThan(either.meta.total);
  });

  it("filters price_min and price_max inclusively on the default configuration's cost", async () => {
    const sorted = [...store.products].sort((a, b) => price(a) - price(b));
    const low = price(sorted[10]);
    const high = price(sorted[30]);
    const { data, meta } = await all(`?price_min=${low}&price_max=${high}`);
    expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual(storeIds((p) => price(p) >= low && price(p) <= high));
    expect(data.some((p) => p.default_config!.cost === low)).toBe(true);
    expect(data.some((p) => p.default_config!.cost === high)).toBe(true);
    expect(meta.total).toBeLessThan(64);
    expect((await all(`?price_min=${high + 0.01}`)).data.every((p) => p.default_config!.cost > high)).toBe(true);
    expect((await all("?price_min=&price_max=")).meta.total).toBe(64);
  });

  it("searches title, description, category, collection and material titles, case- and accent-insensitively", async () => {
    const celeste = (await ids("?search=CELESTE&count=240")).sort((a, b) => a - b);
    expect(celeste).toEqual(storeIds((p) => p.collections_ids.includes(collectionId("celeste")) || /céleste/i.test(p.translations[0].title)));
    expect(celeste).toContain(store.products.find((p) => p.slug === "celeste-solitaire-ring")!.id);

    const pearl = await ids("?search=pearl&count=240");
    const withPearl = storeIds((p) => p.materials.some((m) => m.sku === "PRL"));
    expect(withPearl.length).toBeGreaterThan(0);
    expect(pearl).toEqual(expect.arrayContaining(withPearl));

    // A word found only in a material title.
    store.products[4].materials[0].translations[0].title = "Xylophanite Gold";
    expect(await ids("?search=xylophanite")).toEqual([store.products[4].id]);

    const medallions = await ids("?search=medallions&count=240");
    expect(medallions).toEqual(expect.arrayContaining(storeIds((p) => p.categories_ids.includes(categoryId("medallions")))));
  });

  it("lists whole-word answers first: a search for ring gives every ring before any earring, a chosen sort is kept", async () => {
    const found = (await all("?search=ring")).data;
    const isRing = (p: { categories_ids?: number[] }) => p.categories_ids!.includes(categoryId("rings"));
    const firstOther = found.findIndex((p) => !isRing(p));
    expect(firstOther).toBeGreaterThan(0);
    expect(found.slice(firstOther).some(isRing)).toBe(false);
    expect(found.slice(firstOther).some((p) => p.categories_ids!.includes(categoryId("earrings")))).toBe(true);

    const byPrice = (await all("?search=ring&sort=price_asc")).data.map((p) => p.default_config!.cost);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it("understands a jeweller's words: engagement rings, bands, hoops and birthstones, plurals as singulars", async () => {
    const titles = async (query: string) => (await all(`?search=${encodeURIComponent(query)}`)).data.map((p) => p.slug);
    const solitaires = storeIds((p) => p.tags.includes("engagement ring"));
    expect(solitaires).toContain(store.products.find((p) => p.slug === "celeste-solitaire-ring")!.id);
    for (const query of ["engagement", "engagement ring", "engagement rings", "Engagement Rings"]) {
      expect((await all(`?search=${encodeURIComponent(query)}`)).data.map((p) => p.id).sort(), query).toEqual([...solitaires].sort());
    }
    expect(await titles("eternity bands")).toEqual(expect.arrayContaining(["promise-eternity-band"]));
    expect((await titles("hoops")).length).toBeGreaterThan(0);
    expect(await titles("hoops")).toEqual(await titles("hoop"));
    const birthstones = await ids("?search=birthstone&count=240");
    expect(birthstones).toEqual(expect.arrayContaining(storeIds((p) => p.materials.some((m) => m.sku === "EMR"))));
    // A diamond is April's stone too, but "birthstone" asks for colour: a diamond-only solitaire is not one.
    expect(birthstones).not.toContain(store.products.find((p) => p.slug === "celeste-solitaire-ring")!.id);
  });

  it("shows each piece in the configuration a search named by its materials, and the default otherwise", async () => {
    const { data } = await all("?search=emerald");
    const band = data.find((p) => p.slug === "promise-eternity-band")!;
    expect(band.matched_config?.sku).toMatch(/-EMR$/);
    expect(band.matched_config?.medias[0].url).toContain(band.matched_config!.sku);
    expect((await all("?search=promise eternity")).data.find((p) => p.slug === "promise-eternity-band")!.matched_config).toBeNull();
  });

  describe("materials[]", () => {
    const materialId = (sku: string) => store.materials.find((m) => m.sku === sku)!.id;
    /** A configuration holding one of each list. */
    const offeredIn = (...lists: string[][]) => (p: Product) =>
      p.configurations.some((c) => lists.every((skus) => skus.some((sku) => c.materials_ids.includes(materialId(sku)))));
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

    it("ORs the metals chosen, and takes plain repeats too", async () => {
      const platinum = await ids("?materials[]=PT&count=240");
      expect(platinum.length).toBeGreaterThan(0);
      expect(sorted(platinum)).toEqual(storeIds(offeredIn(["PT"])));
      const either = await ids("?materials[]=PT&materials[]=SS&count=240");
      expect(sorted(either)).toEqual(storeIds(offeredIn(["PT", "SS"])));
      expect(either.length).toBeGreaterThan(platinum.length);
      expect(sorted(await ids("?materials=PT&materials=SS&count=240"))).toEqual(sorted(either));
    });

    it("ANDs a metal with a stone, which one configuration must hold together", async () => {
      const rings = await all("?categories[]=rings&materials[]=PT&materials[]=SAP");
      const expected = storeIds((p) => p.categories_ids.includes(categoryId("rings")) && offeredIn(["PT"], ["SAP"])(p));
      expect(rings.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(storeIds(offeredIn(["PT"])).length);

      // Offered in platinum with diamonds and in gold with sapphires: platinum with a sapphire is not offered.
      const ring = store.products.find((p) => p.slug === "promise-classic-solitaire")!;
      ring.configurations = ring.configurations.filter((c) => c.sku === "PT-DIA" || c.sku === "YG14-SAP");
      expect(ring.configurations).toHaveLength(2);
      expect(await ids("?materials[]=PT&materials[]=SAP&count=240")).not.toContain(ring.id);
      expect(await ids("?materials[]=PT&materials[]=DIA&count=240")).toContain(ring.id);
      expect(await ids("?materials[]=YG14&materials[]=PT&materials[]=SAP&count=240")).toContain(ring.id);
    });

    it("chooses nothing by an unknown sku, and keeps the known ones", async () => {
      expect((await all("?materials[]=UNOBTAINIUM")).meta.total).toBe(0);
      expect(await ids("?materials[]=PT&materials[]=UNOBTAINIUM&count=240")).toEqual(await ids("?materials[]=PT&count=240"));
    });

    it("shows each piece in the configuration chosen, priced, filtered and sorted by it", async () => {
      const { data } = await all("?materials[]=PT&materials[]=SAP&sort=price_asc");
      for (const card of data) {
        const shown = card.matched_config ?? card.default_config!;
        expect(shown.sku.split("-"), card.slug).toEqual(expect.arrayContaining(["PT", "SAP"]));
        expect(shown.medias[0].url).toContain(shown.sku);
      }
      const band = data.find((p) => p.slug === "promise-eternity-band")!;
      expect(band.matched_config?.sku).toBe("PT-SAP");
      const prices = data.map((p) => (p.matched_config ?? p.default_config)!.cost);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // The price bound is the platinum piece's, above its default's in gold.
      expect(band.matched_config!.cost).toBeGreaterThan(band.default_config!.cost);
      const under = await ids(`?materials[]=PT&materials[]=SAP&price_max=${band.default_config!.cost}&count=240`);
      expect(under).not.toContain(band.id);
    });

    it("is the default's own link when the default configuration answers", async () => {
      const ring = store.products.find((p) => p.slug === "promise-classic-solitaire")!;
      const [metal, stone] = ring.default_sku.split("-");
      const card = (await all(`?materials[]=${metal}&materials[]=${stone}`)).data.find((p) => p.id === ring.id)!;
      expect(card.matched_config).toBeNull();
    });

    it("answers with a search's material words in the same configuration", async () => {
      const band = (await all("?search=emerald&materials[]=PT")).data.find((p) => p.slug === "promise-eternity-band")!;
      expect(band.matched_config?.sku).toBe("PT-EMR");
      // A piece with emeralds in gold only is not offered in platinum with them.
      expect(await ids("?search=emerald&materials[]=PT&count=240")).not.toContain(store.products.find((p) => p.slug === "jardin-three-stone-ring")!.id);
    });
  });

  it("offers words that find pieces when a search finds none", async () => {
    const { data, meta } = await catalog("?search=tiara");
    expect(data).toEqual([]);
    expect(meta.suggestions?.length).toBeGreaterThan(0);
    for (const word of meta.suggestions!) expect((await all(`?search=${encodeURIComponent(word)}`)).meta.total, word).toBeGreaterThan(0);
    expect((await catalog("?search=ring")).meta.suggestions).toBeUndefined();
  });

  it("requires every search word to match", async () => {
    const ring = await ids("?search=ring&count=240");
    const celeste = await ids("?search=celeste&count=240");
    const both = await ids("?search=%20celeste%20%20ring%20&count=240");
    expect(both.length).toBeGreaterThan(0);
    expect(both).toEqual(ring.filter((id) => celeste.includes(id)));
    expect(both.length).toBeLessThan(Math.min(ring.length, celeste.length));
    expect((await catalog("?search=celeste%20zzzz")).meta.total).toBe(0);
  });

  it("paginates with page and count", async () => {
    const everything = await ids("?count=240");
    const page2 = await catalog("?count=5&page=2");
    expect(page2.data.map((p) => p.id)).toEqual(everything.slice(5, 10));
    expect(page2.meta).toEqual({ total: 64, page: 2, count: 5, last_page: 13 });
    const last = await catalog("?count=5&page=13");
    expect(last.data.map((p) => p.id)).toEqual(everything.slice(60));
  });

  it("caps count at 240", async () => {
    const { data, meta } = await catalog("?count=1000");
    expect(meta.count).toBe(240);
    expect(data).toHaveLength(64);
  });

  it("answers a page past the end with 200 and no data", async () => {
    const { data, meta } = await catalog("?page=99");
    expect(data).toEqual([]);
    expect(meta).toEqual({ total: 64, page: 99, count: 12, last_page: 6 });
    const none = await catalog("?search=zzzz");
    expect(none.meta).toEqual({ total: 0, page: 1, count: 12, last_page: 1, suggestions: expect.any(Array) });
  });

  it("ignores the cv cache-version parameter", async () => {
    expect(await ids("?cv=7&sort=newest")).toEqual(await ids("?sort=newest"));
  });

  it.each([
    ["price_min=abc", "price_min"],
    ["price_max=12abc", "price_max"],
    ["price_max=1e3", "price_max"],
    ["page=x", "page"],
    ["page=0", "page"],
    ["page=1.5", "page"],
    ["count=0", "count"],
    ["count=-3", "count"],
    ["sort=cheapest", "sort"],
  ])("400s for %s", async (query, property) => {
    await expectFieldError(`/api/v1/system-catalog?${query}`, property);
    await expectFieldError(`/api/v1/system-catalog/rings?${query}`, property);
  });

  it("names every bad parameter at once", async () => {
    const { status, body } = await getJson("/api/v1/system-catalog?price_min=a&sort=b&count=c");
    expect(status).toBe(400);
    expect(errorBody.parse(body).errors?.map((e) => e.property)).toEqual(["price_min", "count", "sort"]);
  });
});

describe("GET /api/v1/system-catalog/:slug", () => {
  it("restricts to a category", async () => {
    const { data, meta } = await catalog("/rings?count=240");
    expect(meta.total).toBe(14);
    expect(data.map((p) => p.id)).toEqual(
      (await all("?categories[]=rings")).data.map((p) => p.id),
    );
  });

  it("restricts to a collection, combined with the query", async () => {
    const { data } = await catalog("/promise?sort=price_desc&count=240");
    expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual(storeIds((p) => p.collections_ids.includes(collectionId("promise"))));
    const prices = data.map((p) => p.default_config!.cost);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const filtered = await catalog("/promise?categories[]=rings&count=240");
    expect(filtered.data.every((p) => p.categories_ids.includes(categoryId("rings")))).toBe(true);
    expect(filtered.meta.total).toBeLessThan(data.length);
  });

  it("404s for an unknown slug", async () => {
    await expectNotFound("/api/v1/system-catalog/no-such-thing");
  });
});

describe("GET /api/v1/products/:id", () => {
  it("serves the full product by id and by slug", async () => {
    const source = store.products[1];
    const byId = productResponse.parse((await getJson(`/api/v1/products/${source.id}`)).body).data;
    const bySlug = productResponse.parse((await getJson(`/api/v1/products/${source.slug}`)).body).data;
    expect(bySlug).toEqual(byId);
    expect(byId.slug).toBe(source.slug);
    expect(byId.configurations.map((c) => c.id)).toEqual(source.configurations.map((c) => c.id));
    expect(byId.materials.map((m) => m.sku)).toEqual(source.materials.map((m) => m.sku));
    expect(byId.material_categories.map((c) => c.mixedTranslation.title)).toEqual(["Metal", "Stone"]);
    expect(byId.configurations[0].medias[0].url).toMatch(new RegExp(`^${BASE}/media/`));
  });

  it("keeps mock-only fields and root-relative paths out", async () => {
    const { body } = await getJson("/api/v1/products/1");
    expect("art" in (body as { data: object }).data).toBe(false);
    expect(allStrings(body).some((s) => s.startsWith("/media/"))).toBe(false);
  });

  it("404s for unknown products", async () => {
    await expectNotFound("/api/v1/products/9999");
    await expectNotFound("/api/v1/products/no-such-product");
  });
});

describe("GET /api/v1/product-configurations/:id", () => {
  it("serves a configuration by numeric id", async () => {
    const source = store.products[2].configurations[1];
    const { data } = productConfigurationResponse.parse((await getJson(`/api/v1/product-configurations/${source.id}`)).body);
    expect(data).toMatchObject({ id: source.id, sku: source.sku, product_id: source.product_id, cost: source.cost });
    expect(data.medias[0].url.startsWith(BASE)).toBe(true);
  });

  it("serves a configuration by sku, needing product_id when the sku is shared", async () => {
    const product = store.products[0];
    const sku = product.configurations[1].sku;
    const { data } = productConfigurationResponse.parse(
      (await getJson(`/api/v1/product-configurations/${sku}?product_id=${product.id}`)).body,
    );
    expect(data.id).toBe(product.configurations[1].id);
    await expectFieldError(`/api/v1/product-configurations/${sku}`, "product_id");

    store.products[0].configurations[1].sku = "UNIQUE-SKU";
    const unique = productConfigurationResponse.parse((await getJson("/api/v1/product-configurations/UNIQUE-SKU")).body);
    expect(unique.data.id).toBe(product.configurations[1].id);
  });

  it("404s otherwise", async () => {
    await expectNotFound("/api/v1/product-configurations/1");
    await expectNotFound("/api/v1/product-configurations/NOPE-SKU");
    await expectNotFound(`/api/v1/product-configurations/YG14-DIA?product_id=99999`);
  });
});

describe("GET /api/v1/collections", () => {
  it("lists collections in sort order", async () => {
    store.collections.reverse();
    const { data } = collectionsResponse.parse((await getJson("/api/v1/collections")).body);
    expect(data.map((c) => c.slug)).toEqual(["aurelia", "celeste", "maree", "jardin", "heritage", "essentials", "promise"]);
    expect(data.every((c) => c.image?.startsWith(`${BASE}/media/collections/`))).toBe(true);
  });

  it("serves one collection by slug, 404 when unknown", async () => {
    const { data } = collectionResponse.parse((await getJson("/api/v1/collections/maree")).body);
    expect(data.mixedTranslation.title).toBe("Marée");
    await expectNotFound("/api/v1/collections/nope");
  });
});
