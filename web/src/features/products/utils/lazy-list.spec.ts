import {
  LOAD_MORE_DELAY_MS,
  PRODUCT_PAGE_SIZE,
  VISIBILITY_THRESHOLD,
  headerCount,
  mergePages,
  nextPageParam,
} from './lazy-list';

describe('lazy-load batching', () => {
  it('uses 12 a page, a 500 ms delay and a 0.1 visibility threshold', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(12);
    expect(LOAD_MORE_DELAY_MS).toBe(500);
    expect(VISIBILITY_THRESHOLD).toBe(0.1);
  });

  it('asks for the next page until the last one', () => {
    expect(nextPageParam({ page: 1, totalPages: 3 })).toBe(2);
    expect(nextPageParam({ page: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageParam({ page: 1, totalPages: 0 })).toBeUndefined();
  });

  it('shows 12, 24, 34 of 34 products across three batches', () => {
    const all = Array.from({ length: 34 }, (_, i) => ({ id: i + 1 }));
    const pages = [0, 1, 2].map((p) => ({ items: all.slice(p * 12, p * 12 + 12) }));
    expect(mergePages(pages.slice(0, 1))).toHaveLength(12);
    expect(mergePages(pages.slice(0, 2))).toHaveLength(24);
    expect(mergePages(pages).map((p) => p.id)).toEqual(all.map((p) => p.id));
  });

  it('drops a product repeated across pages', () => {
    const merged = mergePages([{ items: [{ id: 3 }, { id: 2 }] }, { items: [{ id: 2 }, { id: 1 }] }]);
    expect(merged.map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('reads the paging headers', () => {
    expect(headerCount('34', 0)).toBe(34);
    expect(headerCount(null, 7)).toBe(7);
    expect(headerCount('x', 7)).toBe(7);
  });
});
