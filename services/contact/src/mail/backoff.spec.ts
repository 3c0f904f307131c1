import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, retryDelayMs } from './backoff';

describe('mail retry backoff', () => {
  it('waits 10 s, 30 s, 1 min, 5 min … 24 h after successive failures', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([10_000, 30_000, 60_000, 300_000]);
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS - 1)).toBe(24 * 60 * 60_000);
  });

  it('never waits less than before', () => {
    for (let i = 1; i < MAIL_RETRY_DELAYS_MS.length; i++) {
      expect(MAIL_RETRY_DELAYS_MS[i]).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[i - 1]);
    }
  });

  it('gives up after the last attempt, about two days in all', () => {
    expect(MAIL_MAX_ATTEMPTS).toBe(13);
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS)).toBeNull();
    const total = MAIL_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(40);
    expect(total / 3_600_000).toBeLessThan(60);
  });

  it('adds at most 10 % jitter, and refuses nonsense attempt counts', () => {
    expect(retryDelayMs(1, 0.5)).toBe(10_500);
    expect(retryDelayMs(1, 5)).toBeLessThan(11_000);
    expect(retryDelayMs(1, -1)).toBe(10_000);
    expect(retryDelayMs(0)).toBeNull();
    expect(retryDelayMs(1.5)).toBeNull();
  });
});
