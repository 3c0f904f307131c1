import { listSearchParams, pageWindow, readListParams } from './news-list-params';

describe('news list query string', () => {
  it('reads category, search and page, with defaults for anything unreadable', () => {
    expect(readListParams(new URLSearchParams('category=12&search=%20网关%20&page=3'))).toEqual({
      category: 12,
      search: '网关',
      page: 3,
    });
    expect(readListParams(new URLSearchParams(''))).toEqual({ category: null, search: '', page: 1 });
    for (const bad of ['category=0&page=0', 'category=-1&page=-2', 'category=abc&page=1.5', 'category=1e3&page=x']) {
      expect(readListParams(new URLSearchParams(bad))).toEqual({ category: null, search: '', page: 1 });
    }
    expect(readListParams(new URLSearchParams(`search=${'长'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearchParams({ category: null, search: '', page: 1 })).toEqual({});
    expect(listSearchParams({ category: 4, search: ' 边缘 ', page: 2 })).toEqual({
      category: '4',
      search: '边缘',
      page: '2',
    });
  });

  it('round-trips', () => {
    const state = { category: 7, search: 'RPA 财务', page: 5 };
    expect(readListParams(new URLSearchParams(listSearchParams(state)))).toEqual(state);
  });
});

describe('page window', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of five', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(6, 8)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays within the first and last pages', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(8, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(7, 8)).toEqual([4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the range and answers nothing without pages', () => {
    expect(pageWindow(99, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
