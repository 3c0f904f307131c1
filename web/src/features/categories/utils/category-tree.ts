import type { CategoryType, CategoryView } from '@site/contracts';

/** A category with its level (1 = top) and children, built from the flat list. */
export interface CategoryNode extends CategoryView {
  level: number;
  children: CategoryNode[];
}

/** Pickers and the tree show three levels. */
export const MAX_CATEGORY_LEVEL = 3;

export const CATEGORY_TYPE_NAMES: Record<CategoryType, string> = { news: '新闻', product: '产品' };

/**
 * Children follow the list order. A category whose parent is missing (or 0) is shown at the top,
 * so nothing disappears; a node is placed once even if the data had a cycle.
 */
export function buildCategoryTree(flat: readonly CategoryView[]): CategoryNode[] {
  const ids = new Set(flat.map((c) => c.id));
  const childrenOf = new Map<number | null, CategoryView[]>();
  for (const category of flat) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(category);
    childrenOf.set(parent, list);
  }
  const placed = new Set<number>();
  const build = (category: CategoryView, level: number): CategoryNode => {
    placed.add(category.id);
    const children = (childrenOf.get(category.id) ?? [])
      .filter((child) => !placed.has(child.id))
      .map((child) => build(child, level + 1));
    return { ...category, level, children };
  };
  const roots = (childrenOf.get(null) ?? []).map((c) => build(c, 1));
  // Categories caught in a cycle never hang below a root: show them at the top rather than lose them.
  for (const category of flat) if (!placed.has(category.id)) roots.push(build(category, 1));
  return roots;
}

/** The category and all its descendants (selecting a parent includes them). */
export function descendantIds(flat: readonly CategoryView[], id: number): Set<number> {
  const result = new Set<number>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const category of flat) {
      if (category.parent_id === current && !result.has(category.id)) {
        result.add(category.id);
        queue.push(category.id);
      }
    }
  }
  return result;
}

/** The tree cut below `maxLevel` (pickers show L1 to L3). */
export function limitDepth(nodes: readonly CategoryNode[], maxLevel: number): CategoryNode[] {
  return nodes
    .filter((node) => node.level <= maxLevel)
    .map((node) => ({ ...node, children: limitDepth(node.children, maxLevel) }));
}

export function countNodes(nodes: readonly CategoryNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

/**
 * Parents a new category of `type` may get: same type, and shallow enough that the new one stays
 * within the three levels the screens show.
 */
export function parentChoices(flat: readonly CategoryView[], type: CategoryType): CategoryNode[] {
  return limitDepth(buildCategoryTree(flat.filter((c) => c.type === type)), MAX_CATEGORY_LEVEL - 1);
}

/** Only categories of one type, or all of them. */
export function ofType(flat: readonly CategoryView[], type: CategoryType | 'all'): CategoryView[] {
  return type === 'all' ? [...flat] : flat.filter((c) => c.type === type);
}
