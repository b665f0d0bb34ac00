import { describe, expect, it } from "vitest";

import { errorBody } from "~/services/schemas/common.server";
import { wishlistResponse } from "~/services/schemas/wishlist.server";

import { findProduct } from "./products";
import { DEMO_FAVORITE_SKUS, DEMO_FAVORITES, DEMO_WISHLIST_ID } from "./seed";
import { createStore, store } from "./store";
import { api, BASE, bearer, demoToken, expectApiError, getJson, newShopperToken, postJson, setupMockApi } from "./testing";

setupMockApi();



const getWishlist = (token: string | null, uniqueId?: string) =>
  api(`/api/v1/wishlists${uniqueId === undefined ? "" : `?unique_id=${encodeURIComponent(uniqueId)}`}`, {
    headers: token === null ? {} : bearer(token),
  });

const saveWishlist = (token: string | null, body: unknown) =>
  api("/api/v1/wishlists", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token === null ? {} : bearer(token)) },
    body: JSON.stringify(body),
  });

async function wishlistOf(response: Response) {
  expect(response.status).toBe(200);
  return wishlistResponse.parse(await response.json()).data;
}

async function problemsOf(response: Response) {
  expect(response.status).toBe(400);
  return errorBody.parse(await response.json()).errors!.map((e) => {
    expect(e.code).toBe(400);
    return [e.property, e.message];
  });
}

function configurationOf(slug: string, sku: string) {
  const configuration = findProduct(slug)?.configurations.find((c) => c.sku === sku);
  expect(configuration, `${slug} ${sku}`).toBeDefined();
  return configuration!;
}

const ONX = { slug: "heritage-onyx-signet", sku: "YG14-ONX" };
const PEARL_DROPS = { slug: "maree-pearl-drops", sku: "YG14-PRL" };

describe("GET and POST /api/v1/wishlists: authentication", () => {
  it("answers 401 without a valid token", async () => {
    for (const response of [
      await getWishlist(null),
      await getWishlist("1|nope"),
      await saveWishlist(null, { baggage: [] }),
      await saveWishlist("1|nope", { baggage: [] }),
    ]) {
      await expectApiError(response, 401, null, "Unauthenticated.");
    }
    expect(Object.keys(store.wishlists)).toEqual([DEMO_WISHLIST_ID]);
  });
});

describe("the demo shopper's favorites", () => {
  it("names three in-stock default configurations of three categories", () => {
    expect(DEMO_FAVORITE_SKUS).toEqual(DEMO_FAVORITES.map((f) => f.sku));
    const categories = DEMO_FAVORITES.map(({ slug, sku }) => {
      const product = findProduct(slug)!;
      const configuration = configurationOf(slug, sku);
      expect(product.default_config.id).toBe(configuration.id);
      expect(configuration.track_inventory && configuration.stock_qty > 0).toBe(true);
      return product.categories_ids[0];
    });
    expect(new Set(categories).size).toBe(3);
  });

  it("serves the three seeded favorites, with their dates, joined with the catalogue", async () => {
    const token = await demoToken();
    const list = await wishlistOf(await getWishlist(token));
    expect(list.unique_id).toBe(DEMO_WISHLIST_ID);
    expect(list.baggage.map((item) => [item.slug, item.sku, item.date])).toEqual([
      ["heritage-onyx-signet", "YG14-ONX", "2026-09-14T14:20:00.000Z"],
      ["maree-aquamarine-drop-necklace", "WG14-AQU", "2026-10-02T09:45:00.000Z"],
      ["maree-wave-medallion", "YG14-AQU", "2026-11-05T19:10:00.000Z"],
    ]);

    for (const item of list.baggage) {
      const product = findProduct(item.slug)!;
      const configuration = configurationOf(item.slug, item.sku);
      expect(item).toMatchObject({
        id: configuration.id,
        product_id: product.id,
        engraving: {},
        title: product.translations[0].title,
        price: configuration.cost,
        start_at_cost: configuration.start_at_cost,
        vendor_model: configuration.sku,
        collections_ids: product.collections_ids,
        track_inventory: true,
        stock_qty: configuration.stock_qty,
      });
      expect(item.images.map((m) => m.url)).toEqual(configuration.medias.map((m) => `${BASE}${m.url}`));
      expect(item.materials.map((m) => m.sku).join("-")).toBe(item.sku);
      expect(item.material_categories.map((c) => [c.id, c.title])).toEqual([[1, "Metal"], [2, "Stone"]]);
      for (const material of item.materials) {
        expect(material.title).toEqual(expect.any(String));
        expect(material.medias).toEqual([expect.objectContaining({ position: "LIST", url: `${BASE}/media/materials/${material.sku}.svg` })]);
      }
    }
    // The medallion is on sale: its card shows the compare-at price.
    expect(list.baggage[2].start_at_cost).toBeGreaterThan(list.baggage[2].price);

    const byId = await wishlistOf(await getWishlist(token, DEMO_WISHLIST_ID));
    expect(byId).toEqual(list);
    expect(await wishlistOf(await getWishlist(token, ""))).toEqual(list);
  });

  it("makes media absolute on the host the client used", async () => {
    const token = await demoToken();
    const response = await fetch("http://localhost:4010/api/v1/wishlists", { headers: bearer(token) });
    const list = await wishlistOf(response);
    expect(list.baggage[0].images[0].url).toMatch(/^http:\/\/localhost:4010\/media\/products\//);
  });
});

describe("a new account's wishlist", () => {
  it("starts empty with an opaque unique_id, created once", async () => {
    const token = await newShopperToken();
    const first = await wishlistOf(await getWishlist(token));
    expect(first).toEqual({ unique_id: expect.stringMatching(/^[0-9a-f]{32}$/), baggage: [] });
    expect(await wishlistOf(await getWishlist(token))).toEqual(first);
    expect(await wishlistOf(await getWishlist(token, first.unique_id))).toEqual(first);
    expect(Object.keys(store.wishlists)).toHaveLength(2);
  });

  it("is created by a first POST without unique_id", async () => {
    const token = await newShopperToken();
    const saved = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: ONX.sku }] }));
    expect(saved.unique_id).toMatch(/^[0-9a-f]{32}$/);
    expect(saved.baggage.map((item) => item.slug)).toEqual([ONX.slug]);
    expect(await wishlistOf(await getWishlist(token))).toEqual(saved);
  });
});

describe("POST /api/v1/wishlists", () => {
  it("replaces the whole list in the posted order, and GET reads it back", async () => {
    const token = await demoToken();
    const body = {
      unique_id: DEMO_WISHLIST_ID,
      baggage: [
        { sku: PEARL_DROPS.sku, slug: PEARL_DROPS.slug, engraving: {} },
        // What the client says about the piece is ignored: the catalogue answers.
        { sku: ONX.sku, engraving: [], title: "Forged", price: 1, start_at_cost: 2, images: [{ url: "http://evil.example/x.svg" }] },
      ],
    };
    const saved = await wishlistOf(await saveWishlist(token, body));
    expect(saved.unique_id).toBe(DEMO_WISHLIST_ID);
    expect(saved.baggage.map((item) => [item.slug, item.sku])).toEqual([[PEARL_DROPS.slug, PEARL_DROPS.sku], [ONX.slug, ONX.sku]]);
    const onyx = configurationOf(ONX.slug, ONX.sku);
    expect(saved.baggage[1]).toMatchObject({ title: "Héritage Onyx Signet", price: onyx.cost, start_at_cost: 0 });
    expect(saved.baggage[1].images[0].url).toBe(`${BASE}${onyx.medias[0].url}`);
    expect(store.wishlists[DEMO_WISHLIST_ID].items.map((item) => Object.keys(item).sort())).toEqual([
      ["added_at", "engraving", "product_configuration_id", "sku"],
      ["added_at", "engraving", "product_configuration_id", "sku"],
    ]);

    expect(await wishlistOf(await getWishlist(token, DEMO_WISHLIST_ID))).toEqual(saved);

    const emptied = await wishlistOf(await saveWishlist(token, { baggage: [] }));
    expect(emptied).toEqual({ unique_id: DEMO_WISHLIST_ID, baggage: [] });
    expect((await wishlistOf(await getWishlist(token))).baggage).toEqual([]);
  });

  it("keeps the date of a favorite already in the list and dates a new one now", async () => {
    const token = await demoToken();
    const seeded = (await wishlistOf(await getWishlist(token))).baggage;
    const before = Date.now();
    const saved = await wishlistOf(
      await saveWishlist(token, { unique_id: DEMO_WISHLIST_ID, baggage: [...seeded, { sku: PEARL_DROPS.sku, slug: PEARL_DROPS.slug }] }),
    );
    const after = Date.now();
    expect(saved.baggage.slice(0, 3).map((item) => item.date)).toEqual(seeded.map((item) => item.date));
    const added = Date.parse(saved.baggage[3].date!);
    expect(added).toBeGreaterThanOrEqual(before);
    expect(added).toBeLessThanOrEqual(after);
    expect(saved.baggage[3].date).toBe(new Date(added).toISOString());

    // Removing one and posting the rest in another order keeps every date.
    const reordered = await wishlistOf(await saveWishlist(token, { baggage: [saved.baggage[3], saved.baggage[0]] }));
    expect(reordered.baggage.map((item) => [item.sku, item.date])).toEqual([
      [PEARL_DROPS.sku, saved.baggage[3].date],
      [ONX.sku, "2026-09-14T14:20:00.000Z"],
    ]);
    // Removed, then added again: a new favorite, dated anew.
    const again = await wishlistOf(await saveWishlist(token, { baggage: [...reordered.baggage, seeded[1]] }));
    expect(Date.parse(again.baggage[2].date!)).toBeGreaterThanOrEqual(before);
  });

  it("counts a repeated sku and engraving once, the first one kept", async () => {
    const token = await demoToken();
    const saved = await wishlistOf(
      await saveWishlist(token, {
        baggage: [
          { sku: ONX.sku, engraving: { line1: "C & A" } },
          { sku: PEARL_DROPS.sku, slug: PEARL_DROPS.slug },
          { sku: ONX.sku, engraving: { line1: "C & A" } },
          { sku: ONX.sku },
          { sku: ` ${ONX.sku} `, engraving: [] },
        ],
      }),
    );
    expect(saved.baggage.map((item) => [item.sku, item.engraving])).toEqual([
      [ONX.sku, { line1: "C & A" }],
      [PEARL_DROPS.sku, {}],
      [ONX.sku, {}],
    ]);
    // The plain onyx ring was in the seed list: it keeps its seed date.
    expect(saved.baggage[2].date).toBe("2026-09-14T14:20:00.000Z");
  });

  it("treats an engraving that arrives as an array as an empty object", async () => {
    const token = await demoToken();
    const saved = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: ONX.sku, engraving: [] }, { sku: PEARL_DROPS.sku, slug: PEARL_DROPS.slug, engraving: null }] }));
    expect(saved.baggage.map((item) => item.engraving)).toEqual([{}, {}]);
    expect(saved.baggage[0].date).toBe("2026-09-14T14:20:00.000Z");
    expect(store.wishlists[DEMO_WISHLIST_ID].items.map((item) => item.engraving)).toEqual([{}, {}]);
    const raw = (await (await getWishlist(token)).json()) as { data: { baggage: Array<{ engraving: unknown }> } };
    expect(raw.data.baggage.map((item) => item.engraving)).toEqual([{}, {}]);
  });

  it("compares engravings regardless of key order", async () => {
    const token = await demoToken();
    const first = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: ONX.sku, engraving: { line1: "C", line2: "A" } }] }));
    const date = first.baggage[0].date;
    const saved = await wishlistOf(
      await saveWishlist(token, {
        baggage: [
          { sku: ONX.sku, engraving: { line2: "A", line1: "C" } },
          { sku: ONX.sku, engraving: { line1: "C", line2: "A" } },
          { sku: ONX.sku, engraving: { line1: "C" } },
          { sku: ONX.sku, engraving: { line1: "C", line2: "a" } },
        ],
      }),
    );
    expect(saved.baggage.map((item) => item.engraving)).toEqual([{ line2: "A", line1: "C" }, { line1: "C" }, { line1: "C", line2: "a" }]);
    expect(saved.baggage[0].date).toBe(date);
  });

  it("refuses bad items with one error per failing field, every item at once, and changes nothing", async () => {
    const token = await demoToken();
    const stored = structuredClone(store.wishlists);
    const elevenLines = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`line${i + 1}`, "x"]));
    const response = await saveWishlist(token, {
      unique_id: DEMO_WISHLIST_ID,
      baggage: [
        { sku: ONX.sku },
        { sku: "NOPE-123" },
        { title: "No sku" },
        { sku: "   ", engraving: "For C." },
        { sku: 42 },
        { sku: "X".repeat(256) },
        { sku: ONX.sku, engraving: { line1: 7 } },
        { sku: ONX.sku, engraving: { line1: "x".repeat(256) } },
        { sku: ONX.sku, engraving: elevenLines },
        "YG14-ONX",
        { sku: "nope", engraving: true },
      ],
    });
    expect(await problemsOf(response)).toEqual([
      ["baggage.1.sku", "No piece has the sku NOPE-123."],
      ["baggage.2.sku", "The sku field is required."],
      ["baggage.3.sku", "The sku field is required."],
      ["baggage.3.engraving", "The engraving must be an object."],
      ["baggage.4.sku", "The sku must be a string."],
      ["baggage.5.sku", "The sku may not be greater than 255 characters."],
      ["baggage.6.engraving", "Each engraving value must be a string of at most 255 characters."],
      ["baggage.7.engraving", "Each engraving value must be a string of at most 255 characters."],
      ["baggage.8.engraving", "The engraving may not have more than 10 fields."],
      ["baggage.9.sku", "The sku field is required."],
      ["baggage.10.sku", "No piece has the sku nope."],
      ["baggage.10.engraving", "The engraving must be an object."],
    ]);
    expect(store.wishlists).toEqual(stored);
  });

  it("accepts ten engraving fields of 255 characters", async () => {
    const token = await demoToken();
    const engraving = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`line${i + 1}`, "x".repeat(255)]));
    const saved = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: ONX.sku, engraving }] }));
    expect(saved.baggage[0].engraving).toEqual(engraving);
  });

  it("refuses a missing, non-array or too long baggage", async () => {
    const token = await demoToken();
    expect(await problemsOf(await saveWishlist(token, {}))).toEqual([["baggage", "The baggage field is required."]]);
    expect(await problemsOf(await saveWishlist(token, { baggage: null }))).toEqual([["baggage", "The baggage field is required."]]);
    expect(await problemsOf(await saveWishlist(token, { baggage: { 0: { sku: ONX.sku } } }))).toEqual([["baggage", "The baggage must be an array."]]);

    const hundred = Array.from({ length: 100 }, () => ({ sku: ONX.sku }));
    expect((await wishlistOf(await saveWishlist(token, { baggage: hundred }))).baggage).toHaveLength(1);
    expect(await problemsOf(await saveWishlist(token, { baggage: [...hundred, { sku: ONX.sku }] }))).toEqual([
      ["baggage", "A wishlist holds at most 100 pieces."],
    ]);
    // The items are still checked: one answer says everything.
    expect(await problemsOf(await saveWishlist(token, { baggage: [...hundred, { sku: "" }] }))).toEqual([
      ["baggage", "A wishlist holds at most 100 pieces."],
      ["baggage.100.sku", "The sku field is required."],
    ]);
  });

  it("refuses a unique_id over 64 characters, on GET and POST", async () => {
    const token = await demoToken();
    const long = "a".repeat(65);
    await expectApiError(await getWishlist(token, long), 400, "unique_id", "The unique_id may not be greater than 64 characters.");
    expect(await problemsOf(await saveWishlist(token, { unique_id: long, baggage: "x" }))).toEqual([
      ["unique_id", "The unique_id may not be greater than 64 characters."],
      ["baggage", "The baggage must be an array."],
    ]);
  });
});

describe("another account's list", () => {
  it("is a 404 on GET and POST, and is left alone", async () => {
    const token = await newShopperToken();
    const own = await wishlistOf(await getWishlist(token));
    const notFound = { code: 404, property: "unique_id", message: "Wishlist not found." };

    for (const response of [
      await getWishlist(token, DEMO_WISHLIST_ID),
      await saveWishlist(token, { unique_id: DEMO_WISHLIST_ID, baggage: [] }),
      await getWishlist(token, "0".repeat(32)),
      await saveWishlist(token, { unique_id: "0".repeat(32), baggage: [] }),
      await getWishlist(await demoToken(), own.unique_id),
      await getWishlist(token, "constructor"),
    ]) {
      expect(response.status).toBe(404);
      expect(errorBody.parse(await response.json()).errors).toEqual([notFound]);
    }
    expect(store.wishlists[DEMO_WISHLIST_ID]).toEqual(createStore().wishlists[DEMO_WISHLIST_ID]);
    expect(Object.keys(store.wishlists)).toHaveLength(2);
  });

  it("answers 400 before 404, so field errors reveal nothing either", async () => {
    const token = await newShopperToken();
    expect(await problemsOf(await saveWishlist(token, { unique_id: DEMO_WISHLIST_ID, baggage: [{}] }))).toEqual([
      ["baggage.0.sku", "The sku field is required."],
    ]);
    // A refused save creates no list.
    expect(Object.keys(store.wishlists)).toEqual([DEMO_WISHLIST_ID]);
  });
});

describe("which piece a shared sku means", () => {
  // YG14-DIA is the default configuration of many pieces; the aurelia sunburst ring (id 1) is the first.
  const solitaire = configurationOf("celeste-solitaire-ring", "YG14-DIA");
  const pendant = configurationOf("celeste-solitaire-pendant", "YG14-DIA");

  it("follows the item's id, then its slug, then the piece already listed, else the first piece with it as default", async () => {
    const token = await newShopperToken();
    const byId = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: "YG14-DIA", id: solitaire.id, slug: "celeste-solitaire-pendant" }] }));
    expect(byId.baggage.map((item) => [item.slug, item.id])).toEqual([["celeste-solitaire-ring", solitaire.id]]);

    const bySlug = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: "YG14-DIA", id: 999_999, slug: "celeste-solitaire-pendant" }] }));
    expect(bySlug.baggage.map((item) => [item.slug, item.id])).toEqual([["celeste-solitaire-pendant", pendant.id]]);

    const kept = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: "YG14-DIA", engraving: [] }] }));
    expect(kept.baggage.map((item) => [item.slug, item.date])).toEqual([["celeste-solitaire-pendant", bySlug.baggage[0].date]]);

    const guessed = await wishlistOf(await saveWishlist(token, { baggage: [{ sku: "YG14-DIA", engraving: { line1: "C" } }] }));
    expect(guessed.baggage.map((item) => item.slug)).toEqual(["aurelia-sunburst-ring"]);
  });

  it("keeps two pieces that share a sku, and counts one piece with the same sku and engraving once, as the storefront's toggle does", async () => {
    const token = await newShopperToken();
    const saved = await wishlistOf(
      await saveWishlist(token, {
        baggage: [
          { sku: "YG14-DIA", id: pendant.id },
          { sku: "YG14-DIA", slug: "celeste-solitaire-ring" },
          { sku: "YG14-DIA", slug: "celeste-solitaire-pendant", engraving: [] },
        ],
      }),
    );
    expect(saved.baggage.map((item) => item.id)).toEqual([pendant.id, solitaire.id]);
  });
});

describe("joined with the catalogue on every read", () => {
  it("serves the configuration's current price and stock", async () => {
    const token = await demoToken();
    const onyx = configurationOf(ONX.slug, ONX.sku);
    Object.assign(onyx, { cost: 777, start_at_cost: 999, stock_qty: 0 });
    const [first] = (await wishlistOf(await getWishlist(token))).baggage;
    expect(first).toMatchObject({ sku: ONX.sku, price: 777, start_at_cost: 999, track_inventory: true, stock_qty: 0 });
  });

  it("does not serve a favorite whose piece left the store", async () => {
    const token = await demoToken();
    const product = findProduct(ONX.slug)!;
    product.configurations = product.configurations.filter((c) => c.sku !== ONX.sku);
    const list = await wishlistOf(await getWishlist(token));
    expect(list.baggage.map((item) => item.sku)).toEqual(DEMO_FAVORITE_SKUS.slice(1));
  });
});

describe("QA", () => {
  it("POST /__qa/reset restores the seed favorites", async () => {
    const token = await demoToken();
    await wishlistOf(await saveWishlist(token, { baggage: [] }));
    const other = await newShopperToken();
    await wishlistOf(await getWishlist(other));
    expect(Object.keys(store.wishlists)).toHaveLength(2);

    expect((await api("/__qa/reset", { method: "POST" })).status).toBe(200);
    expect(store.wishlists).toEqual(createStore().wishlists);
    const list = await wishlistOf(await getWishlist(await demoToken()));
    expect(list.unique_id).toBe(DEMO_WISHLIST_ID);
    expect(list.baggage.map((item) => item.sku)).toEqual(DEMO_FAVORITE_SKUS);
  });

  it("mentions wishlists in the reset's description", async () => {
    const { body } = await getJson("/__qa");
    const endpoints = (body as { data: { endpoints: Array<{ method: string; path: string; description: string }> } }).data.endpoints;
    expect(endpoints.find((e) => e.path === "/__qa/reset")!.description).toContain("wishlists");
  });

  it("a fault on /api/v1/wishlists answers instead of the list", async () => {
    const token = await demoToken();
    expect((await postJson("/__qa/faults", { path: "/api/v1/wishlists", status: 503, times: 1 })).status).toBe(201);
    await expectApiError(await getWishlist(token), 503, null);
    expect((await wishlistOf(await getWishlist(token))).unique_id).toBe(DEMO_WISHLIST_ID);

    expect((await postJson("/__qa/faults", { method: "POST", path: "/api/v1/wishlists", bodyText: "{\"data\":", times: 1 })).status).toBe(201);
    const broken = await saveWishlist(token, { baggage: [] });
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe("{\"data\":");
    // The fault answered: the list was not saved.
    expect((await wishlistOf(await getWishlist(token))).baggage).toHaveLength(3);
  });
});
