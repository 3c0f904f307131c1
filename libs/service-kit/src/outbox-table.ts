import type { DataSource } from 'typeorm';

const seconds = (ms: number) => ms / 1000;
/** A note (an error, an engine's answer) is kept to this many characters. */
const NOTE_CHARS = 500;

/**
 * The rows of a database outbox (contact's mail notices, identity's search-engine pushes) and
 * their states: `pending` until `sent`, `skipped` or `failed`; tried once `next_attempt_at` is due,
 * and leased while tried. The table has `id`, `state`, `attempts`, `next_attempt_at`, `finished_at`
 * and a text column for the last note (`noteColumn`).
 */
export class OutboxTable {
  constructor(
    private readonly dataSource: DataSource,
    private readonly table: string,
    private readonly noteColumn: string,
  ) {}

  /**
   * Up to `limit` due rows, each counted as an attempt and leased for `leaseMs` (its next attempt
   * moves past the lease): another worker skips it, and it comes back if this one dies. `returning`
   * lists the outbox columns answered (as `o.<column>`); `select` reads them from `claimed`, and may
   * join other tables.
   */
  claimDue<T>(limit: number, leaseMs: number, returning: string, select: string): Promise<T[]> {
    // A SELECT over the UPDATE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
    return this.dataSource.query<T[]>(
      `WITH due AS (
         SELECT id FROM ${this.table}
         WHERE state = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE ${this.table} o
         SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision)
         FROM due WHERE o.id = due.id
         RETURNING ${returning}
       )
       ${select}`,
      [limit, seconds(leaseMs)],
    );
  }

  /** Delivered, or never will be (refused, switched off meanwhile, or out of attempts). */
  async finish(id: number, state: 'sent' | 'skipped' | 'failed', note: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET state = $2, finished_at = now(), ${this.noteColumn} = $3 WHERE id = $1`,
      [id, state, note?.slice(0, NOTE_CHARS) ?? null],
    );
  }

  /** A claimed row that was not tried after all: due again at once, the attempt not counted. */
  async release(id: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0) WHERE id = $1`,
      [id],
    );
  }

  async retryLater(id: number, delayMs: number, note: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET next_attempt_at = now() + make_interval(secs => $2::double precision),
       ${this.noteColumn} = $3 WHERE id = $1`,
      [id, seconds(delayMs), note.slice(0, NOTE_CHARS)],
    );
  }

  /** Housekeeping: finished rows older than `keepMs`. */
  async pruneFinished(keepMs: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ${this.table}
       WHERE state <> 'pending' AND finished_at < now() - make_interval(secs => $1::double precision)`,
      [seconds(keepMs)],
    );
  }
}
