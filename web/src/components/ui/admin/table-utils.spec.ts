import { compareValues, rowMatches, searchableText } from './table-utils';

const user = { id: 7, username: 'Zhang.San', name: '张三', email: 'zs@example.cn', role: 'admin', locked: false };

describe('rowMatches', () => {
  it('matches any field, ignoring case', () => {
    expect(rowMatches(user, 'zhang')).toBe(true);
    expect(rowMatches(user, 'EXAMPLE.CN')).toBe(true);
    expect(rowMatches(user, '张')).toBe(true);
    expect(rowMatches(user, '7')).toBe(true);
    expect(rowMatches(user, 'lisi')).toBe(false);
  });

  it('matches the labels a column shows', () => {
    expect(rowMatches(user, '管理员')).toBe(false);
    expect(rowMatches(user, '管理员', ['管理员'])).toBe(true);
  });

  it('lets everything through for an empty or blank query', () => {
    expect(rowMatches(user, '')).toBe(true);
    expect(rowMatches(user, '   ')).toBe(true);
  });

  it('searches nested values', () => {
    expect(searchableText({ a: [1, { b: 'Deep' }], c: null })).toBe('1 Deep ');
    expect(rowMatches({ tags: ['Alpha', 'beta'] }, 'BETA')).toBe(true);
  });
});

describe('compareValues', () => {
  const sorted = (values: unknown[]) => [...values].sort(compareValues);

  it('sorts numbers by value', () => {
    expect(sorted([10, 2, 33])).toEqual([2, 10, 33]);
  });

  it('sorts text naturally and dates in time order', () => {
    expect(sorted(['user10', 'user2', 'User1'])).toEqual(['User1', 'user2', 'user10']);
    expect(sorted(['2026-03-01T00:00:00Z', '2025-12-31T23:00:00Z'])).toEqual([
      '2025-12-31T23:00:00Z',
      '2026-03-01T00:00:00Z',
    ]);
  });

  it('puts empty values last', () => {
    // (Array#sort itself always moves undefined to the end, so only null and '' say anything here.)
    expect(sorted([null, 'b', '', 'a'])).toEqual(['a', 'b', null, '']);
    expect(compareValues(undefined, 'a')).toBeGreaterThan(0);
  });
});
