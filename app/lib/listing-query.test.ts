import { MAX_PAGE, PAGE_SIZE, PRICE_LIMIT, isLoadMore, listingHref, listingSearch, parseListingQuery, scopedListingPath, toApiQuery } from "./listing-query";

const known = { categories: ["rings", "necklaces"], collections: ["aurelia", "promise"], materials: ["YG14", "PT", "DIA", "SAP"] };
const parse = (search: string) => parseListingQuery(new URLSearchParams(search), known);

describe("parseListingQuery", () => {
  it("reads every filter, the sort and the page", () => {
    const { query, notices } = parse("category=rings&collection=promise&material=pt&material=sap&price_min=100&price_max=2500.5&sort=price_desc&page=3");
    expect(query).toEqual({
      search: "",
      categories: ["rings"],
      collections: ["promise"],
      materials: ["PT", "SAP"],
      priceMin: 100,
      priceMax: 2500.5,
      sort: "price_desc",
      page: 3,
    });
    expect(notices).toEqual([]);
  });

  it("has sensible defaults", () => {
    expect(parse("").query).toEqual({ search: "", categories: [], collections: [], materials: [], priceMin: null, priceMax: null, sort: "featured", page: 1 });
  });

  it("ignores a price that is not a number and says so", () => {
    const { query, notices } = parse("price_min=abc");
    expect(query.priceMin).toBeNull();
    expect(notices[0]).toMatch(/"abc" is not a number/);
  });

  it("swaps a reversed range", () => {
    const { query, notices } = parse("price_min=500&price_max=100");
    expect([query.priceMin, query.priceMax]).toEqual([100, 500]);
    expect(notices).toHaveLength(1);
  });

  it("clamps negative and huge prices", () => {
    const { query } = parse(`price_min=-20&price_max=1e99`);
    expect(query.priceMin).toBe(0);
    expect(parse("price_max=99999999999").query.priceMax).toBe(PRICE_LIMIT);
    // "1e99" is not a plain number: ignored rather than guessed at.
    expect(query.priceMax).toBeNull();
  });

  it("ignores unknown categories and collections, keeping known ones, once each", () => {
    const { query, notices } = parse("category=rings&category=RINGS&category=tiaras&collection=%3Cscript%3E");
    expect(query.categories).toEqual(["rings"]);
    expect(query.collections).toEqual([]);
    expect(notices).toEqual([
      'There is no category "tiaras", so it is not applied.',
      'There is no collection "<script>", so it is not applied.',
    ]);
  });

  it("takes a metal or a stone by its sku in any case, as the API spells it, once each, and says which it does not know", () => {
    const { query, notices } = parse("material=pt&material=PT&material=%20Sap%20&material=unobtainium&material=");
    expect(query.materials).toEqual(["PT", "SAP"]);
    expect(notices).toEqual(['There is no material "unobtainium", so it is not applied.']);
    expect(parse("material=dia&material=yg14").query.materials).toEqual(["DIA", "YG14"]);
  });

  it("applies no category, collection or material when the filters could not be read, and says so once", () => {
    const { query, notices } = parseListingQuery(new URLSearchParams("category=rings&material=pt&material=sap&price_min=100"), null);
    expect(query).toMatchObject({ categories: [], collections: [], materials: [], priceMin: 100 });
    expect(notices).toEqual(["The category, collection, metal and stone filters cannot be applied just now."]);
    expect(parseListingQuery(new URLSearchParams("category=&sort=newest"), null).notices).toEqual([]);
  });

  it("takes the first of repeated single values", () => {
    expect(parse("price_min=10&price_min=20&sort=newest&sort=price_asc").query).toMatchObject({ priceMin: 10, sort: "newest" });
  });

  it("falls back on an unknown sort and a bad page, and clamps a huge page", () => {
    expect(parse("sort=drop_table&page=-4").query).toMatchObject({ sort: "featured", page: 1 });
    expect(parse("page=2.5").query.page).toBe(1);
    expect(parse("page=100000").query.page).toBe(MAX_PAGE);
  });

  it("trims and bounds the search text", () => {
    expect(parse(`search=${"a".repeat(500)}`).query.search).toHaveLength(100);
    expect(parse("search=%20%20pearl%20").query.search).toBe("pearl");
  });
});

describe("toApiQuery", () => {
  const { query } = parse("category=rings&price_min=100&page=3&sort=newest");
  it("asks for all items so far for a full page", () => {
    expect(toApiQuery(query, "cumulative")).toMatchObject({ categories: ["rings"], price_min: 100, sort: "newest", page: 1, count: 3 * PAGE_SIZE });
  });
  it("asks for one page to append", () => {
    expect(toApiQuery(query, "single")).toMatchObject({ page: 3, count: PAGE_SIZE });
  });
  it("asks for the materials by the API's skus", () => {
    expect(toApiQuery(parse("material=pt&material=sap").query, "cumulative")).toMatchObject({ materials: ["PT", "SAP"] });
    expect(toApiQuery(parse("").query, "cumulative").materials).toEqual([]);
  });
});

describe("listingSearch", () => {
  it("round-trips and leaves defaults out", () => {
    const { query } = parse("collection=aurelia&category=rings&sort=price_asc&page=2");
    expect(listingSearch(query)).toBe("?category=rings&collection=aurelia&sort=price_asc&page=2");
    expect(listingSearch(query, { page: 1, sort: "featured" })).toBe("?category=rings&collection=aurelia");
    expect(listingSearch(parse("").query)).toBe("");
  });

  it("writes metals and stones in lower case, and keeps them on every page and sort", () => {
    const { query } = parse("material=SAP&material=Pt&category=rings");
    expect(listingSearch(query)).toBe("?category=rings&material=sap&material=pt");
    expect(listingSearch(query, { page: 2, sort: "price_asc" })).toBe("?category=rings&material=sap&material=pt&sort=price_asc&page=2");
    expect(parse(listingSearch(query).slice(1)).query).toEqual(query);
  });
});

describe("isLoadMore", () => {
  const u = (s: string) => new URL(s, "http://x");
  it("is true when only the page grew", () => {
    expect(isLoadMore(u("/shop-all?sort=newest"), u("/shop-all?sort=newest&page=2"))).toBe(true);
    expect(isLoadMore(u("/shop-all?page=2&sort=newest"), u("/shop-all?sort=newest&page=3"))).toBe(true);
    expect(isLoadMore(u("/shop-all/rings?material=pt"), u("/shop-all/rings?material=pt&page=2"))).toBe(true);
  });
  it("is false for other changes", () => {
    expect(isLoadMore(u("/shop-all?page=3"), u("/shop-all?page=2"))).toBe(false);
    expect(isLoadMore(u("/shop-all"), u("/shop-all?page=2&sort=newest"))).toBe(false);
    expect(isLoadMore(u("/shop-all"), u("/shop-all/rings?page=2"))).toBe(false);
    expect(isLoadMore(u("/shop-all?material=pt"), u("/shop-all?material=pt&material=sap&page=2"))).toBe(false);
  });
});

describe("a scope's own address", () => {
  const scoped = (href: string) => {
    const url = new URL(href, "http://store.test");
    return scopedListingPath(url.pathname, url.searchParams);
  };

  it("is /shop-all/<slug> for one collection or one category and nothing else", () => {
    expect(scoped("/shop-all?collection=aurelia")).toBe("/shop-all/aurelia");
    expect(scoped("/shop-all/?category=Rings")).toBe("/shop-all/rings");
  });

  it("is none when the address says more, or is not a listing of everything", () => {
    expect(scoped("/shop-all?collection=aurelia&sort=price-asc")).toBeNull();
    expect(scoped("/shop-all?collection=aurelia&collection=celeste")).toBeNull();
    expect(scoped("/shop-all?collection=../admin")).toBeNull();
    expect(scoped("/shop-all/rings?collection=aurelia")).toBeNull();
    expect(scoped("/search?collection=aurelia")).toBeNull();
    // A metal or a stone is a filter of a page, never a page of its own.
    expect(scoped("/shop-all?material=pt")).toBeNull();
    expect(scoped("/shop-all?category=rings&material=pt")).toBeNull();
  });

  it("rewrites a menu's link to it, and leaves other links alone", () => {
    expect(listingHref("/shop-all?collection=aurelia")).toBe("/shop-all/aurelia");
    expect(listingHref("/shop-all?collection=aurelia&page=2")).toBe("/shop-all?collection=aurelia&page=2");
    expect(listingHref("/about")).toBe("/about");
    expect(listingHref("https://elsewhere.example/shop-all?collection=aurelia")).toBe("https://elsewhere.example/shop-all?collection=aurelia");
  });
});
