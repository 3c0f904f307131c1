import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  it('lets a burst of perMinute through, then refills at perMinute a minute, per key', () => {
    let now = 0;
    const buckets = new TokenBuckets(60, () => now);
    for (let i = 0; i < 60; i++) expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
    now += 999;
    expect(buckets.take('a')).toBe(false);
    now += 1;
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    now += 120_000;
    for (let i = 0; i < 60; i++) expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });

  it('is off at 0', () => {
    const buckets = new TokenBuckets(0);
    for (let i = 0; i < 1000; i++) expect(buckets.take('a')).toBe(true);
  });
});
