/** Keys kept at most; past it, buckets idle long enough to be full again go, then the oldest. */
const MAX_KEYS = 100_000;

/**
 * One token bucket per key, in memory: `perMinute` tokens at most (the burst), refilled at
 * `perMinute` a minute. 0 lets everything through.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for `key`; false when its bucket is empty. */
  take(key: string): boolean {
    if (this.perMinute <= 0) return true;
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000)
      : this.perMinute;
    if (tokens < 1) {
      bucket!.tokens = tokens;
      bucket!.at = now;
      return false;
    }
    if (!bucket && this.buckets.size >= MAX_KEYS) this.sweep(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000 >= this.perMinute) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < MAX_KEYS) break;
      this.buckets.delete(key);
    }
  }
}
