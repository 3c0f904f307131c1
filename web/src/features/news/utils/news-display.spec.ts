import { authorLabel, categoryLabel, newsDate, newsIdParam } from './news-display';

describe('news display', () => {
  it('shows the publication day, or 暂无日期', () => {
    const local = new Date(2025, 5, 1, 23, 30).toISOString();
    expect(newsDate(local)).toBe('2025-06-01');
    expect(newsDate(null)).toBe('暂无日期');
    expect(newsDate('')).toBe('暂无日期');
    expect(newsDate('not a date')).toBe('暂无日期');
  });

  it('falls back to 未分类 and 未知作者', () => {
    expect(categoryLabel('行业动态')).toBe('行业动态');
    expect(categoryLabel('')).toBe('未分类');
    expect(categoryLabel('  ')).toBe('未分类');
    expect(categoryLabel(null)).toBe('未分类');
    expect(authorLabel('张编辑')).toBe('张编辑');
    expect(authorLabel('')).toBe('未知作者');
    expect(authorLabel(undefined)).toBe('未知作者');
  });

  it('reads an article id from the route', () => {
    expect(newsIdParam('12')).toBe(12);
    expect(newsIdParam('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '012', '-1', '1.5', 'abc', '2147483648', '99999999999']) {
      expect(newsIdParam(bad)).toBeNull();
    }
  });
});
