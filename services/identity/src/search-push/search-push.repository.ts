import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SEARCH_PUSH_LOG_SIZE,
  type SearchEngine,
  type SearchPushAction,
  type SearchPushState,
  type SearchPushView,
} from '@site/contracts';
import { OutboxTable } from '@site/service-kit';
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

/** The search-push outbox: rows written per event, claimed by the worker (safe across replicas). */
@Injectable()
export class SearchPushRepository {
  private readonly outbox: OutboxTable;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.outbox = new OutboxTable(dataSource, 'search_push_outbox', 'result');
  }

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

  /** Up to `limit` due pushes, each counted as an attempt and leased for `leaseMs` (OutboxTable.claimDue). */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedPush[]> {
    return this.outbox.claimDue<ClaimedPush>(
      limit,
      leaseMs,
      'o.id, o.engine, o.action, o.url, o.attempts',
      'SELECT id, engine, action, url, attempts FROM claimed ORDER BY id',
    );
  }

  markSent(id: number, result: string): Promise<void> {
    return this.outbox.finish(id, 'sent', result);
  }

  /** Not delivered and never will be (push switched off meanwhile, refused, or out of attempts). */
  markFinal(id: number, state: 'skipped' | 'failed', reason: string): Promise<void> {
    return this.outbox.finish(id, state, reason);
  }

  /** A claimed push that was not tried after all: due again at once, the attempt not counted. */
  release(id: number): Promise<void> {
    return this.outbox.release(id);
  }

  retryLater(id: number, delayMs: number, reason: string): Promise<void> {
    return this.outbox.retryLater(id, delayMs, reason);
  }

  /** Finished pushes older than `keepMs` go. */
  prune(keepMs: number): Promise<void> {
    return this.outbox.pruneFinished(keepMs);
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
