// Spec 3 "Product": each choice swaps one material, so it can be a plain link.
type Material = { id: number; sku: string; material_category_id: number; sort_order: number };
type MaterialCategory = { id: number; sort_order: number };
type Configuration = { id: number; sku: string; materials_ids: number[] };

export type MaterialOption<M> = { material: M; sku: string | null; selected: boolean };
export type MaterialGroup<C, M> = { category: C; options: Array<MaterialOption<M>> };

const bySortOrder = <T extends { sort_order: number }>(items: T[]) => [...items].sort((a, b) => a.sort_order - b.sort_order);

export function findConfiguration<T extends Configuration>(configurations: T[], sku: string | null | undefined, fallbackSku: string | null) {
  const wanted = sku ?? fallbackSku;
  return configurations.find((configuration) => configuration.sku === wanted) ?? null;
}

export function materialGroups<C extends MaterialCategory, M extends Material, T extends Configuration>(
  categories: C[],
  materials: M[],
  configurations: T[],
  selected: T,
): Array<MaterialGroup<C, M>> {
  const materialById = new Map(materials.map((material) => [material.id, material]));
  const chosen = new Map<number, number>();
  for (const id of selected.materials_ids) {
    const material = materialById.get(id);
    if (material) chosen.set(material.material_category_id, id);
  }
  const key = (ids: number[]) => [...ids].sort((a, b) => a - b).join(",");
  const skuByMaterials = new Map(configurations.map((configuration) => [key(configuration.materials_ids), configuration.sku]));

  return bySortOrder(categories)
    .map((category) => {
      const options = bySortOrder(materials.filter((material) => material.material_category_id === category.id)).map((material) => {
        const ids = [...chosen.entries()].map(([categoryId, id]) => (categoryId === category.id ? material.id : id));
        return { material, sku: skuByMaterials.get(key(ids)) ?? null, selected: chosen.get(category.id) === material.id };
      });
      return { category, options };
    })
    .filter((group) => group.options.length > 0);
}
