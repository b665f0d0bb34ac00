import { describe, expect, it } from "vitest";

import { renderMedia } from "./media";
import { buildSeed } from "./seed";
import { E_GIFT_CARD_SKU, E_GIFT_CARD_SLUG } from "./seed/e-gift-card";
import { allStrings } from "./testing";
import { createStore, resetStore, store, SEED_CV } from "./store";

const seed = buildSeed();
const materialById = new Map(seed.materials.map((m) => [m.id, m]));
const categoryById = new Map(seed.material_categories.map((c) => [c.id, c]));

describe("seed", () => {
  it("has at least 60 products across all six categories", () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(60);
    const keys = seed.categories.map((c) => c.key).sort();
    expect(keys).toEqual(["BRACELET", "CHARM", "EARRING", "MEDALLION", "NECKLACE", "RING"]);
    expect(seed.categories.map((c) => c.slug).sort()).toEqual([
      "bracelets", "charms", "earrings", "medallions", "necklaces", "rings",
    ]);
    for (const category of seed.categories) {
      const count = seed.products.filter((p) => p.categories_ids.includes(category.id)).length;
      expect(count, category.key).toBeGreaterThanOrEqual(5);
    }
  });

  it("has 5 to 8 collections, each used by products", () => {
    expect(seed.collections.length).toBeGreaterThanOrEqual(5);
    expect(seed.collections.length).toBeLessThanOrEqual(8);
    for (const collection of seed.collections) {
      expect(seed.products.some((p) => p.collections_ids.includes(collection.id)), collection.slug).toBe(true);
    }
  });

  it("has unique product slugs and configuration ids", () => {
    const slugs = seed.products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const ids = seed.products.flatMap((p) => p.configurations.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("composes every configuration sku from its material skus in material-category sort order", () => {
    // The e-gift card's amounts are materials of its own; its skus are checked below.
    for (const product of seed.products.filter((p) => !p.digital)) {
      const allowedIds = new Set(product.materials.map((m) => m.id));
      const usedCategories = [...new Set(product.materials.map((m) => m.material_category_id))];
      // Every combination: the product of the number of allowed materials per category.
      const expectedCount = usedCategories
        .map((id) => product.materials.filter((m) => m.material_category_id === id).length)
        .reduce((a, b) => a * b, 1);
      expect(product.configurations.length, product.slug).toBe(expectedCount);

      for (const configuration of product.configurations) {
        const materials = configuration.materials_ids.map((id) => materialById.get(id)!);
        expect(materials.every((m) => m && allowedIds.has(m.id))).toBe(true);
        // One material per material category the product uses...
        expect(materials.map((m) => m.material_category_id).sort()).toEqual([...usedCategories].sort());
        // ...joined in the categories' sort order.
        const ordered = [...materials].sort(
          (a, b) => categoryById.get(a.material_category_id)!.sort_order - categoryById.get(b.material_category_id)!.sort_order,
        );
        expect(configuration.sku).toBe(ordered.map((m) => m.sku).join("-"));
      }
      const skus = product.configurations.map((c) => c.sku);
      expect(new Set(skus).size, product.slug).toBe(skus.length);
    }
    expect(seed.products.find((p) => p.slug === "celeste-solitaire-ring")?.configurations.map((c) => c.sku)).toEqual([
      "YG14-DIA", "WG14-DIA", "RG14-DIA", "PT-DIA",
    ]);
  });

  it("keeps product-level fields consistent with the default configuration", () => {
    for (const product of seed.products) {
      const first = product.configurations[0];
      expect(product.default_sku).toBe(first.sku);
      expect(product.default_config).toMatchObject({ id: first.id, sku: first.sku, cost: first.cost });
      expect(product.base_cost).toBe(first.cost);
      expect(product.default_config.medias[0].position).toBe("PLP");
      expect(product.default_config.medias.slice(1).every((m) => m.position === "GALLERY")).toBe(true);
      expect(product.images).toEqual(first.medias);
      expect(product.categories.map((c) => c.id)).toEqual(product.categories_ids);
      if (product.variant_plp_image) {
        const variant = product.configurations.find((c) => c.id === product.variant_plp_image!.product_configuration_id);
        expect(variant?.sku).toBe(product.variant_plp_image.sku);
        expect(variant?.cost).toBe(product.variant_plp_image.cost);
      }
    }
    expect(seed.products.some((p) => p.variant_plp_image === null)).toBe(true);
    expect(seed.products.some((p) => p.variant_plp_image !== null)).toBe(true);
  });

  it("has one digital product, the e-gift card: an untracked configuration per amount, USD 250 first, no category, listed last", () => {
    const digital = seed.products.filter((p) => p.digital);
    expect(digital.map((p) => p.slug)).toEqual([E_GIFT_CARD_SLUG]);
    const [card] = digital;
    expect(card).toBe(seed.products.at(-1));
    expect(card).toMatchObject({
      id: 64,
      base_cost: 250,
      default_sku: E_GIFT_CARD_SKU,
      categories_ids: [],
      collections_ids: [],
      best_seller: false,
      variant_plp_image: null,
      art: { kind: "gift-card" },
    });
    expect(card.translations[0].title).toBe("Maison Lumière E-Gift Card");
    // One material category, Amount, of the card's own: the catalogue's (GET /filters, bootstrap) never lists it.
    expect(card.material_categories.map((c) => c.translations[0].title)).toEqual(["Amount"]);
    expect(seed.material_categories.map((c) => c.id)).not.toContain(card.material_categories[0].id);
    expect(card.materials.map((m) => [m.sku, m.translations[0].title])).toEqual([
      ["EGIFT-100", "USD 100"],
      ["EGIFT-250", "USD 250"],
      ["EGIFT-500", "USD 500"],
      ["EGIFT-1000", "USD 1,000"],
      ["EGIFT-2500", "USD 2,500"],
    ]);
    expect(card.materials.every((m) => m.material_category_id === card.material_categories[0].id && !materialById.has(m.id))).toBe(true);
    // Each configuration is one amount, its sku the amount's, its price the amount.
    expect(card.configurations.map((c) => [c.sku, c.cost, c.track_inventory])).toEqual([
      [E_GIFT_CARD_SKU, 250, false],
      ["EGIFT-100", 100, false],
      ["EGIFT-500", 500, false],
      ["EGIFT-1000", 1000, false],
      ["EGIFT-2500", 2500, false],
    ]);
    for (const configuration of card.configurations) {
      const [material] = configuration.materials_ids.map((id) => card.materials.find((m) => m.id === id)!);
      expect(configuration.materials_ids).toHaveLength(1);
      expect(material.sku).toBe(configuration.sku);
    }
    // The last configuration ids, one after another.
    const lastId = Math.max(...seed.products.flatMap((p) => p.configurations.map((c) => c.id)));
    expect(card.configurations.map((c) => c.id)).toEqual([lastId - 4, lastId - 3, lastId - 2, lastId - 1, lastId]);
    expect(seed.products.filter((p) => p !== card).every((p) => p.digital === false)).toBe(true);
    expect(seed.products.filter((p) => p !== card)).toHaveLength(63);
  });

  it("has realistic prices, some discounted, and a few sold-out configurations", () => {
    const configurations = seed.products.flatMap((p) => p.configurations);
    expect(configurations.every((c) => c.cost > 0)).toBe(true);
    expect(configurations.every((c) => c.start_at_cost === 0 || c.start_at_cost > c.cost)).toBe(true);
    expect(seed.products.filter((p) => p.start_at_cost > 0).length).toBeGreaterThanOrEqual(5);
    const soldOut = configurations.filter((c) => c.track_inventory && c.stock_qty === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThan(configurations.length / 10);
    // Default configurations stay purchasable.
    expect(seed.products.every((p) => p.configurations[0].stock_qty > 0 || !p.configurations[0].track_inventory)).toBe(true);
  });

  it("flags best sellers and dates every product on fixed ISO dates", () => {
    const bestSellers = seed.products.filter((p) => p.best_seller);
    expect(bestSellers.length).toBe(12);
    const minBest = Math.min(...bestSellers.map((p) => p.sales_count));
    expect(seed.products.filter((p) => !p.best_seller).every((p) => p.sales_count <= minBest)).toBe(true);
    for (const product of seed.products) {
      expect(product.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      expect(product.updated_at >= product.created_at).toBe(true);
    }
  });

  it("stores media as root-relative paths that all render", () => {
    const mediaPaths = allStrings(seed).filter((s) => s.startsWith("/media/"));
    expect(mediaPaths.length).toBeGreaterThan(1000);
    expect(allStrings(seed).some((s) => s.includes("://127.0.0.1"))).toBe(false);
    for (const path of new Set(mediaPaths)) {
      expect(renderMedia(path, store), path).not.toBeNull();
    }
  });

  it("has the six content pages, three blocks, one popup and the campaign", () => {
    expect(seed.pages.map((p) => p.slug).sort()).toEqual(["about", "faq", "privacy", "returns", "shipping", "terms"]);
    for (const slug of ["faq", "returns"]) {
      const content = seed.pages.find((p) => p.slug === slug)!.translations[0].content;
      expect(content).toContain('<a href="/track-your-order" data-link="order">');
      expect(content).toContain('<a href="/contact" data-link="email">');
    }
    expect(seed.blocks.map((b) => b.slug)).toEqual(["email-us", "header-top-banner", "system-login-footer"]);
    expect(seed.popups).toHaveLength(1);
    expect(seed.campaign?.translations[0].top_bar_text).toBe(
      "Complimentary travel jewelry roll with any purchase through April 30",
    );
  });

  it("gives the campaign a popup and a promotion banner with an image it serves, on the home page and the catalogue", () => {
    const campaign = seed.campaign!;
    expect(campaign).toMatchObject({ is_popup: true, frequency: 4, promotion_banner: true, pages: ["/", "/shop-all*"] });
    expect(campaign.translations[0].popup_text).toContain("The Solstice edit");
    expect(campaign.translations[0].promotion_banner_text).toContain("The Solstice edit");
    expect(renderMedia(campaign.promotion_banner_file!, store)).not.toBeNull();
    expect(campaign.promotion_banner_options).toMatchObject({ link: "/shop-all", background_color: "#27313f", text_color: "#f7f3ee" });
  });
});

describe("store", () => {
  it("is deterministic: two fresh stores are deep-equal", () => {
    const a = createStore();
    const b = createStore();
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.cv).toBe(SEED_CV);
  });

  it("reset restores the seed after mutations, and bumps cv", () => {
    const cvBefore = store.cv;
    store.pages[0].translations[0].title = "Changed";
    store.products.pop();
    store.materials[0].sku = "XX";
    store.campaign = null;
    store.events.push({ seq: 1, received_at: "2025-01-01T00:00:00.000Z", source: "api", body: { event_id: "visit" } });
    expect(store).not.toEqual(createStore());

    resetStore();

    const { cv, ...data } = store;
    const { cv: seedCv, ...fresh } = createStore();
    expect(data).toEqual(fresh);
    expect(seedCv).toBe(SEED_CV);
    expect(Number(cv)).toBeGreaterThan(Number(cvBefore));
  });

  it("does not share objects between the store and new seeds", () => {
    const a = buildSeed();
    const b = buildSeed();
    a.products[0].configurations[0].cost = 1;
    a.categories[0].translations[0].title = "X";
    expect(b.products[0].configurations[0].cost).not.toBe(1);
    expect(a.products.find((p) => p.categories_ids[0] === a.categories[0].id)?.categories[0].translations[0].title).not.toBe("X");
  });
});
