import { findConfiguration, materialGroups } from "./product-options";

const metal = { id: 1, sort_order: 1, title: "Metal" };
const stone = { id: 2, sort_order: 2, title: "Stone" };
const YG = { id: 10, sku: "YG14", material_category_id: 1, sort_order: 1 };
const WG = { id: 11, sku: "WG14", material_category_id: 1, sort_order: 2 };
const DIA = { id: 20, sku: "DIA", material_category_id: 2, sort_order: 3 };
const SAP = { id: 21, sku: "SAP", material_category_id: 2, sort_order: 4 };
const configurations = [
  { id: 100, sku: "YG14-DIA", materials_ids: [10, 20] },
  { id: 101, sku: "YG14-SAP", materials_ids: [10, 21] },
  { id: 102, sku: "WG14-DIA", materials_ids: [11, 20] },
];

describe("findConfiguration", () => {
  it("finds by sku, falls back to the default, and gives null for an unknown sku", () => {
    expect(findConfiguration(configurations, "WG14-DIA", "YG14-DIA")?.id).toBe(102);
    expect(findConfiguration(configurations, null, "YG14-DIA")?.id).toBe(100);
    expect(findConfiguration(configurations, "XX-YY", "YG14-DIA")).toBeNull();
  });
});

describe("materialGroups", () => {
  it("lists each category's materials in sort_order with the sku that swaps just that one", () => {
    const groups = materialGroups([stone, metal], [SAP, DIA, WG, YG], configurations, configurations[0]);
    expect(groups.map((group) => group.category.title)).toEqual(["Metal", "Stone"]);
    expect(groups[0].options.map((o) => [o.material.sku, o.sku, o.selected])).toEqual([
      ["YG14", "YG14-DIA", true],
      ["WG14", "WG14-DIA", false],
    ]);
    expect(groups[1].options.map((o) => [o.material.sku, o.sku, o.selected])).toEqual([
      ["DIA", "YG14-DIA", true],
      ["SAP", "YG14-SAP", false],
    ]);
  });

  it("gives null where no configuration has that combination", () => {
    const groups = materialGroups([metal, stone], [YG, WG, DIA, SAP], configurations, configurations[1]);
    const wg = groups[0].options.find((o) => o.material.sku === "WG14");
    expect(wg?.sku).toBeNull();
  });
});
