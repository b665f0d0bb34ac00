/** Product lookups and wire shapes; always the live store, so QA mutations show up immediately. */
import { LANGUAGE_ID, type Material, type MaterialCategory, type Product, type ProductConfiguration } from "./model";
import { store, type StoreState } from "./store";

/** The storefront's product URLs carry the slug. */
export function findProduct(key: string): Product | undefined {
  return /^\d+$/.test(key)
    ? store.products.find((p) => p.id === Number(key))
    : store.products.find((p) => p.slug === key);
}

export interface ConfigurationMatch {
  product: Product;
  configuration: ProductConfiguration;
}

/** A piece's configuration, or a gift with purchase's (a cart line may hold either). */
export function findConfiguration(id: number): ConfigurationMatch | undefined {
  for (const product of [...store.products, ...store.gifts]) {
    const configuration = product.configurations.find((c) => c.id === id);
    if (configuration) return { product, configuration };
  }
  return undefined;
}

/** Skus are only unique within a product ("YG14-DIA" exists on many), so this can return several. */
export function findConfigurationsBySku(sku: string): ConfigurationMatch[] {
  return store.products.flatMap((product) =>
    product.configurations.filter((c) => c.sku === sku).map((configuration) => ({ product, configuration })),
  );
}

/** The product's own materials first: the e-gift card's amounts are its alone. */
export function configurationMaterials(
  product: Product,
  configuration: ProductConfiguration,
  state: StoreState = store,
): Array<{ material: Material; category: MaterialCategory | undefined } | undefined> {
  return configuration.materials_ids.map((id) => {
    const material = product.materials.find((m) => m.id === id) ?? state.materials.find((m) => m.id === id);
    if (!material) return undefined;
    const categoryId = material.material_category_id;
    const category = product.material_categories.find((c) => c.id === categoryId) ?? state.material_categories.find((c) => c.id === categoryId);
    return { material, category };
  });
}

/** The store has one language. */
export const productTitle = (product: Product) =>
  (product.translations.find((t) => t.language_id === LANGUAGE_ID) ?? product.translations[0])?.title ?? "";

export function toCard(product: Product) {
  const { configurations: _c, materials: _m, material_categories: _mc, art: _art, ...card } = product;
  return card;
}

/** `art` only tells media.ts what to draw, so it stays inside the mock. */
export function toDetail(product: Product) {
  const { art: _art, ...detail } = product;
  return detail;
}
