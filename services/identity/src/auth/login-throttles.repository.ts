import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type ThrottleScope = 'address' | 'account' | 'pair' | 'device';

export interface ThrottleKey {
  scope: ThrottleScope;
  key: string;
  /** Failures allowed before the key is blocked. */
  limit: number;
}

export interface ThrottleState {
  scope: ThrottleScope;
  key: string;
  failures: number;
  blocks: number;
  blockedUntil: Date | null;
}

/** Counters older than this (and not blocked) start again from zero. */
const FORGET_AFTER = "interval '1 day'";

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** Failure counters with growing blocks, per scope and key; the only code touching login_throttles. */
@Injectable()
export class LoginThrottlesRepository {
  private calls = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts an attempt against every key before the password is checked, in one statement, so
   * parallel attempts cannot get past a limit. While a key is blocked its count stays; once its
   * block is over it gets one more attempt. Answers each key's state after counting.
   */
  async reserve(keys: readonly ThrottleKey[]): Promise<ThrottleState[]> {
    if (++this.calls % 500 === 0) void this.forgetOld().catch(() => undefined);
    // One order for every caller: parallel upserts of the same rows never deadlock.
    const sorted = [...keys].sort((a, b) => (a.scope + a.key < b.scope + b.key ? -1 : 1));
    const stale = `(t.updated_at < now() - ${FORGET_AFTER} AND (t.blocked_until IS NULL OR t.blocked_until <= now()))`;
    const result: unknown = await this.dataSource.query(
      `WITH input AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) AS x(scope, key, lim))
       INSERT INTO login_throttles AS t (scope, key, failures)
       SELECT scope, key, 1 FROM input
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE
           WHEN ${stale} THEN 1
           WHEN t.blocked_until > now() THEN t.failures
           WHEN t.blocked_until IS NOT NULL THEN (SELECT i.lim FROM input i WHERE i.scope = t.scope AND i.key = t.key)
           ELSE t.failures + 1 END,
         blocks = CASE WHEN ${stale} THEN 0 ELSE t.blocks END,
         blocked_until = CASE WHEN t.blocked_until > now() THEN t.blocked_until ELSE NULL END,
         updated_at = now()
       RETURNING t.scope, t.key, t.failures, t.blocks, t.blocked_until`,
      [sorted.map((k) => k.scope), sorted.map((k) => k.key), sorted.map((k) => k.limit)],
    );
    return rowsOf<{ scope: ThrottleScope; key: string; failures: number; blocks: number; blocked_until: Date | null }>(
      result,
    ).map((r) => ({
      scope: r.scope,
      key: r.key,
      failures: r.failures,
      blocks: r.blocks,
      blockedUntil: r.blocked_until,
    }));
  }

  /** Blocks a key for `seconds` (the caller grows it with each block); answers when the block ends. */
  async block(scope: ThrottleScope, key: string, seconds: number): Promise<Date> {
    const result: unknown = await this.dataSource.query(
      `UPDATE login_throttles SET blocked_until = now() + make_interval(secs => $3), blocks = blocks + 1
       WHERE scope = $1 AND key = $2 RETURNING blocked_until`,
      [scope, key, seconds],
    );
    return rowsOf<{ blocked_until: Date }>(result)[0]?.blocked_until ?? new Date(Date.now() + seconds * 1000);
  }

  /** A successful check: the pair (and device) counters go, the wider ones give back this attempt. */
  async succeeded(keys: readonly ThrottleKey[]): Promise<void> {
    const reset = keys.filter((k) => k.scope === 'pair' || k.scope === 'device');
    const giveBack = keys.filter((k) => k.scope === 'address' || k.scope === 'account');
    await this.dataSource.query(
      `WITH reset AS (
         DELETE FROM login_throttles t USING unnest($1::text[], $2::text[]) AS x(scope, key)
         WHERE t.scope = x.scope AND t.key = x.key AND (t.blocked_until IS NULL OR t.blocked_until <= now())
       )
       UPDATE login_throttles t SET failures = greatest(t.failures - 1, 0)
       FROM unnest($3::text[], $4::text[]) AS x(scope, key)
       WHERE t.scope = x.scope AND t.key = x.key`,
      [reset.map((k) => k.scope), reset.map((k) => k.key), giveBack.map((k) => k.scope), giveBack.map((k) => k.key)],
    );
  }

  private async forgetOld(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_throttles WHERE updated_at < now() - ${FORGET_AFTER}
         AND (blocked_until IS NULL OR blocked_until <= now())`,
    );
  }
}
