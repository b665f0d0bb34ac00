import { type FlatMenuItem, buildMenuTree } from "./menu-tree";

const item = (overrides: Partial<FlatMenuItem> & { id: number; title?: string }): FlatMenuItem => ({
  parent_id: null,
  url: `/item-${overrides.id}`,
  icon: null,
  is_title: false,
  sort_order: 0,
  mixedTranslation: { title: overrides.title ?? `Item ${overrides.id}` },
  ...overrides,
});

describe("buildMenuTree", () => {
  it("nests children under their parent_id, in sort_order", () => {
    const tree = buildMenuTree([
      item({ id: 3, parent_id: 1, sort_order: 2, title: "Rings" }),
      item({ id: 1, is_title: true, sort_order: 1, title: "Shop" }),
      item({ id: 2, parent_id: 1, sort_order: 1, title: "Necklaces" }),
      item({ id: 4, sort_order: 0, title: "About" }),
    ]);
    expect(tree.map((node) => node.title)).toEqual(["About", "Shop"]);
    expect(tree[1].isTitle).toBe(true);
    expect(tree[1].children.map((node) => node.title)).toEqual(["Necklaces", "Rings"]);
  });

  it("links a collection the CMS names by query at its own address", () => {
    const [node] = buildMenuTree([item({ id: 7, url: "/shop-all?collection=aurelia" })]);
    expect(node.url).toBe("/shop-all/aurelia");
  });

  it("builds a list once and a new list anew", () => {
    const list = [item({ id: 1, title: "Rings" })];
    const tree = buildMenuTree(list);
    expect(buildMenuTree(list)).toBe(tree);
    const changed = [item({ id: 1, title: "Bands" })];
    expect(buildMenuTree(changed)).not.toBe(tree);
    expect(buildMenuTree(changed)[0].title).toBe("Bands");
  });

  it("keeps an orphan at the top level", () => {
    const tree = buildMenuTree([item({ id: 5, parent_id: 99 })]);
    expect(tree).toHaveLength(1);
    expect(tree[0].id).toBe(5);
  });

  it("survives a parent cycle without losing items", () => {
    const tree = buildMenuTree([item({ id: 1, parent_id: 2 }), item({ id: 2, parent_id: 1 })]);
    const count = (nodes: typeof tree): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(tree)).toBe(2);
  });

  it("builds grandchildren", () => {
    const tree = buildMenuTree([item({ id: 1 }), item({ id: 2, parent_id: 1 }), item({ id: 3, parent_id: 2 })]);
    expect(tree[0].children[0].children[0].id).toBe(3);
  });
});
