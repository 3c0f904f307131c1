import { backoffDelayMs } from './outbox-worker';

describe('backoffDelayMs', () => {
  const delays = [1000, 5000, 20_000];

  it('waits the scheduled delay after each failed attempt, then gives up', () => {
    expect([1, 2, 3].map((n) => backoffDelayMs(delays, n))).toEqual([1000, 5000, 20_000]);
    expect(backoffDelayMs(delays, 4)).toBeNull();
  });

  it('adds at most 10 % jitter and refuses nonsense attempt counts', () => {
    expect(backoffDelayMs(delays, 1, 0.5)).toBe(1050);
    expect(backoffDelayMs(delays, 1, 5)).toBeLessThanOrEqual(1100);
    expect(backoffDelayMs(delays, 1, -1)).toBe(1000);
    expect(backoffDelayMs(delays, 0)).toBeNull();
    expect(backoffDelayMs(delays, 1.5)).toBeNull();
  });
});
