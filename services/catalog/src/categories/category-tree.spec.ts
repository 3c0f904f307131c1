import { depthOf, firstFreeSlug, type ParentMap, subtreeIds, wouldCreateCycle } from './category-tree';

//   1            5
//   ├── 2        └── 6
//   │   └── 3
//   └── 4
const tree: ParentMap = new Map([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 1],
  [5, null],
  [6, 5],
]);

describe('wouldCreateCycle', () => {
  it.each([
    ['itself as parent', 2, 2, true],
    ['its child as parent', 1, 2, true],
    ['its grandchild as parent', 1, 3, true],
    ['a sibling as parent', 2, 4, false],
    ['its own parent again', 3, 2, false],
    ['another tree', 2, 6, false],
    ['top level', 3, null, false],
    ['a new category under a leaf', 99, 3, false],
  ] as const)('%s', (_name, id, parent, expected) => {
    expect(wouldCreateCycle(id, parent, tree)).toBe(expected);
  });

  it('treats a loop already in the data as a cycle instead of looping for ever', () => {
    const broken: ParentMap = new Map([
      [1, 2],
      [2, 1],
      [3, null],
    ]);
    expect(wouldCreateCycle(3, 1, broken)).toBe(true);
  });
});

describe('subtreeIds', () => {
  it('lists the category first, then every descendant', () => {
    expect(subtreeIds(1, tree)).toEqual([1, 2, 4, 3]);
    expect(subtreeIds(3, tree)).toEqual([3]);
    expect(subtreeIds(5, tree)).toEqual([5, 6]);
  });

  it('ends on loops', () => {
    expect(
      subtreeIds(
        1,
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ),
    ).toEqual([1, 2]);
  });
});

describe('depthOf', () => {
  it('counts levels from the top', () => {
    expect(depthOf(1, tree)).toBe(1);
    expect(depthOf(2, tree)).toBe(2);
    expect(depthOf(3, tree)).toBe(3);
  });
});

describe('firstFreeSlug', () => {
  it('appends -2, -3… on a clash, case-insensitively', () => {
    expect(firstFreeSlug('news', new Set())).toBe('news');
    expect(firstFreeSlug('news', new Set(['news']))).toBe('news-2');
    expect(firstFreeSlug('News', new Set(['news', 'news-2']))).toBe('News-3');
  });
});
