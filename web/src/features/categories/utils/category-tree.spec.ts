import type { CategoryView } from '@site/contracts';
import { buildCategoryTree, countNodes, descendantIds, limitDepth, ofType, parentChoices } from './category-tree';

const category = (id: number, parent_id: number | null, type: 'news' | 'product' = 'product'): CategoryView => ({
  id,
  name: `分类${id}`,
  slug: `c${id}`,
  parent_id,
  type,
  created_at: '2026-01-01T00:00:00Z',
});

// 1 ─ 2 ─ 4 ─ 6      news: 10 ─ 11
//   └ 3    └ 5
const flat = [
  category(1, null),
  category(2, 1),
  category(3, 1),
  category(4, 2),
  category(5, 2),
  category(6, 4),
  category(10, null, 'news'),
  category(11, 10, 'news'),
];

describe('buildCategoryTree', () => {
  it('nests children under their parents with levels from 1', () => {
    const [top, news] = buildCategoryTree(flat);
    expect(top.id).toBe(1);
    expect(top.level).toBe(1);
    expect(top.children.map((c) => [c.id, c.level])).toEqual([
      [2, 2],
      [3, 2],
    ]);
    expect(top.children[0].children.map((c) => [c.id, c.level])).toEqual([
      [4, 3],
      [5, 3],
    ]);
    expect(top.children[0].children[0].children[0]).toMatchObject({ id: 6, level: 4 });
    expect(news.children.map((c) => c.id)).toEqual([11]);
  });

  it('puts categories with a missing or 0 parent at the top', () => {
    const tree = buildCategoryTree([category(7, 99), { ...category(8, null), parent_id: 0 }]);
    expect(tree.map((n) => [n.id, n.level])).toEqual([
      [7, 1],
      [8, 1],
    ]);
  });

  it('survives a cycle without looping', () => {
    const tree = buildCategoryTree([category(1, 2), category(2, 1)]);
    expect(countNodes(tree)).toBe(2);
  });

  it('counts nodes', () => {
    expect(countNodes(buildCategoryTree(flat))).toBe(flat.length);
    expect(countNodes([])).toBe(0);
  });
});

describe('descendantIds', () => {
  it('includes the category and every level below it', () => {
    expect([...descendantIds(flat, 1)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...descendantIds(flat, 2)].sort((a, b) => a - b)).toEqual([2, 4, 5, 6]);
    expect([...descendantIds(flat, 3)]).toEqual([3]);
  });

  it('gives just the id for an unknown category', () => {
    expect([...descendantIds(flat, 42)]).toEqual([42]);
  });
});

describe('limitDepth and parentChoices', () => {
  it('cuts the tree below a level', () => {
    const cut = limitDepth(buildCategoryTree(flat), 3);
    expect(countNodes(cut)).toBe(7);
  });

  it('offers parents of the chosen type at levels 1 and 2 only', () => {
    const product = parentChoices(flat, 'product');
    expect(product.map((n) => n.id)).toEqual([1]);
    expect(product[0].children.map((n) => n.id)).toEqual([2, 3]);
    expect(product[0].children[0].children).toEqual([]);
    expect(parentChoices(flat, 'news').map((n) => n.id)).toEqual([10]);
  });

  it('filters by type', () => {
    expect(ofType(flat, 'news').map((c) => c.id)).toEqual([10, 11]);
    expect(ofType(flat, 'all')).toHaveLength(flat.length);
  });
});
