import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SEARCH_PUSH_LOG_SIZE,
  type SearchEngine,
  type SearchPushAction,
  type SearchPushState,
  type SearchPushView,
} from '@site/contracts';
import { DataSource } from 'typeorm';

export interface NewPush {
  engine: SearchEngine;
  action: SearchPushAction;
  url: string;
  /** Pending (to deliver), or skipped with its reason (nothing to deliver). */
  state: 'pending' | 'skipped';
  result?: string;
}

export interface ClaimedPush {
  id: number;
  engine: SearchEngine;
  action: SearchPushAction;
  url: string;
  attempts: number;
}

interface PushRow {
  id: number;
  engine: SearchEngine;
  action: SearchPushAction;
  url: string;
  state: SearchPushState;
  attempts: number;
  result: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const toSeconds = (ms: number) => ms / 1000;

/** The search-push outbox: rows written per event, claimed by the worker (safe across replicas). */
@Injectable()
export class SearchPushRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** All the rows of one event in one statement: all of them are stored, or none. */
  async add(pushes: readonly NewPush[]): Promise<void> {
    if (!pushes.length) return;
    const values: unknown[] = [];
    const tuples = pushes.map((p, i) => {
      values.push(p.engine, p.action, p.url, p.state, p.result ?? null);
      const n = i * 5;
      const state = `$${n + 4}::varchar`;
      return `($${n + 1}, $${n + 2}, $${n + 3}, ${state}, $${n + 5}, CASE WHEN ${state} = 'pending' THEN NULL ELSE now() END)`;
    });
    await this.dataSource.query(
      `INSERT INTO search_push_outbox (engine, action, url, state, result, finished_at) VALUES ${tuples.join(', ')}`,
      values,
    );
  }

  /**
   * Up to `limit` due pushes, each counted as an attempt and leased for `leaseMs`: another worker
   * skips it, and it comes back if this one dies.
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedPush[]> {
    // A SELECT over the UPDATE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
    return this.dataSource.query<ClaimedPush[]>(
      `WITH due AS (
         SELECT id FROM search_push_outbox
         WHERE state = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE search_push_outbox o
         SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision)
         FROM due WHERE o.id = due.id
         RETURNING o.id, o.engine, o.action, o.url, o.attempts
       )
       SELECT id, engine, action, url, attempts FROM claimed ORDER BY id`,
      [limit, toSeconds(leaseMs)],
    );
  }

  async markSent(id: number, result: string): Promise<void> {
    await this.dataSource.query(
      "UPDATE search_push_outbox SET state = 'sent', finished_at = now(), result = $2 WHERE id = $1",
      [id, result.slice(0, 500)],
    );
  }

  /** Not delivered and never will be (push switched off meanwhile, refused, or out of attempts). */
  async markFinal(id: number, state: 'skipped' | 'failed', reason: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE search_push_outbox SET state = $2, finished_at = now(), result = $3 WHERE id = $1',
      [id, state, reason.slice(0, 500)],
    );
  }

  /** A claimed push that was not tried after all: due again at once, the attempt not counted. */
  async release(id: number): Promise<void> {
    await this.dataSource.query(
      'UPDATE search_push_outbox SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0) WHERE id = $1',
      [id],
    );
  }

  async retryLater(id: number, delayMs: number, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE search_push_outbox SET next_attempt_at = now() + make_interval(secs => $2::double precision), result = $3
       WHERE id = $1`,
      [id, toSeconds(delayMs), reason.slice(0, 500)],
    );
  }

  /** Finished pushes older than `keepMs` go. */
  async prune(keepMs: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM search_push_outbox
       WHERE state <> 'pending' AND finished_at < now() - make_interval(secs => $1::double precision)`,
      [toSeconds(keepMs)],
    );
  }

  /** The newest pushes, newest first (推送记录). */
  async latest(): Promise<SearchPushView[]> {
    const rows = await this.dataSource.query<PushRow[]>(
      `SELECT id, engine, action, url, state, attempts, result, created_at, finished_at
       FROM search_push_outbox ORDER BY id DESC LIMIT $1`,
      [SEARCH_PUSH_LOG_SIZE],
    );
    return rows.map((r) => ({
      id: r.id,
      engine: r.engine,
      action: r.action,
      url: r.url,
      state: r.state,
      attempts: r.attempts,
      result: r.result,
      created_at: new Date(r.created_at).toISOString(),
      finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    }));
  }
}
