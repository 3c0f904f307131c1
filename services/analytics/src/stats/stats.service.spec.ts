import { shares } from './stats.service';

describe('shares', () => {
  it('gives every key, largest first, with one-decimal percentages', () => {
    expect(
      shares(
        ['direct', 'search', 'social', 'referral'],
        [
          { key: 'search', visits: 2 },
          { key: 'direct', visits: 1 },
        ],
      ),
    ).toEqual([
      { key: 'search', visits: 2, percentage: 66.7 },
      { key: 'direct', visits: 1, percentage: 33.3 },
      { key: 'social', visits: 0, percentage: 0 },
      { key: 'referral', visits: 0, percentage: 0 },
    ]);
  });

  it('answers zeros, not NaN, for an empty period and ignores unknown keys', () => {
    expect(shares(['a', 'b'], [{ key: 'zzz', visits: 5 }])).toEqual([
      { key: 'a', visits: 0, percentage: 0 },
      { key: 'b', visits: 0, percentage: 0 },
    ]);
  });
});
