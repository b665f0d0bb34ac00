// Spec 3 "Menu item": an item whose parent is missing is shown at the top level rather than lost; a cycle cannot hang the build.

import { listingHref } from "./listing-query";

export type FlatMenuItem = {
  id: number;
  parent_id: number | null;
  url: string | null;
  icon: string | null;
  is_title: boolean;
  sort_order: number;
  mixedTranslation: { title?: string };
};

export type MenuNode = {
  id: number;
  title: string;
  url: string | null;
  icon: string | null;
  isTitle: boolean;
  children: MenuNode[];
};

/** Keyed by the API's cached list; trees are never mutated. */
const built = new WeakMap<FlatMenuItem[], MenuNode[]>();

export function buildMenuTree(items: FlatMenuItem[]): MenuNode[] {
  let tree = built.get(items);
  if (!tree) {
    tree = arrange(items);
    built.set(items, tree);
  }
  return tree;
}

function arrange(items: FlatMenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode & { sort: number }>();
  for (const item of items) {
    nodes.set(item.id, {
      id: item.id,
      title: item.mixedTranslation.title ?? "",
      url: item.url === null ? null : listingHref(item.url),
      icon: item.icon,
      isTitle: item.is_title,
      children: [],
      sort: item.sort_order,
    });
  }
  const roots: Array<MenuNode & { sort: number }> = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parent = item.parent_id === null ? undefined : nodes.get(item.parent_id);
    if (parent && parent !== node && !isAncestor(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  return sortTree(roots);
}

function isAncestor(candidate: MenuNode, of: MenuNode): boolean {
  const stack = [...candidate.children];
  while (stack.length) {
    const next = stack.pop()!;
    if (next === of) return true;
    stack.push(...next.children);
  }
  return false;
}

function sortTree(nodes: Array<MenuNode & { sort: number }>): MenuNode[] {
  return [...nodes]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map(({ sort: _sort, ...node }) => ({
      ...node,
      children: sortTree(node.children as Array<MenuNode & { sort: number }>),
    }));
}
