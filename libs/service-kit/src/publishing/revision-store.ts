import {
  REVISION_KEEP_COUNT,
  REVISION_KEEP_DAYS,
  type RevisionAction,
  type RevisionSummary,
  type RevisionView,
  type SessionUser,
} from '@site/contracts';
import type { EntityManager } from 'typeorm';

/** Who made a change: a user, or the schedule poller (null). */
export type Actor = Pick<SessionUser, 'id' | 'name' | 'username'> | null;
export const SCHEDULER_NAME = '定时发布';
export const actorName = (actor: Actor) => (actor ? actor.name.trim() || actor.username : SCHEDULER_NAME);

interface RevisionRow {
  id: number;
  action: RevisionAction;
  version: number;
  actorId: number | null;
  actorName: string;
  createdAt: Date;
  fields?: Record<string, unknown>;
}

const SUMMARY = `id, action, version, actor_id AS "actorId", actor_name AS "actorName", created_at AS "createdAt"`;

function summary(row: RevisionRow, liveId: number | null): RevisionSummary {
  return {
    id: row.id,
    action: row.action,
    version: row.version,
    actor_id: row.actorId,
    actor_name: row.actorName,
    created_at: row.createdAt.toISOString(),
    live: row.id === liveId,
  };
}

/** The `locale` of the record's own revisions (its table's columns), as the migration that added it wrote it. */
export const RECORD_LOCALE = 'zh';

/** The revisions of one record type (the `revisions` table), in the caller's transaction or not. */
export class RevisionStore {
  constructor(
    private readonly recordType: string,
    private readonly locale = RECORD_LOCALE,
  ) {}

  /** Stores a snapshot; answers its id. */
  async add(
    db: EntityManager,
    recordId: number,
    action: Exclude<RevisionAction, 'autosave'>,
    version: number,
    fields: Record<string, unknown>,
    actor: Actor,
  ): Promise<number> {
    const [row] = await db.query<{ id: number }[]>(
      `INSERT INTO revisions (record_type, record_id, locale, action, version, fields, actor_id, actor_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [this.recordType, recordId, this.locale, action, version, fields, actor?.id ?? null, actorName(actor)],
    );
    return row.id;
  }

  /** The user's one rolling autosave of this record, replaced each time. */
  async autosave(
    db: EntityManager,
    recordId: number,
    version: number,
    fields: Record<string, unknown>,
    actor: NonNullable<Actor>,
  ): Promise<RevisionSummary> {
    const [row] = await db.query<RevisionRow[]>(
      `INSERT INTO revisions (record_type, record_id, locale, action, version, fields, actor_id, actor_name)
       VALUES ($1, $2, $3, 'autosave', $4, $5, $6, $7)
       ON CONFLICT (record_type, record_id, locale, actor_id) WHERE action = 'autosave'
       DO UPDATE SET fields = EXCLUDED.fields, version = EXCLUDED.version, created_at = now(),
                     actor_name = EXCLUDED.actor_name
       RETURNING ${SUMMARY}`,
      [this.recordType, recordId, this.locale, version, fields, actor.id, actorName(actor)],
    );
    return summary(row, null);
  }

  /** Newest first; `liveId` marks the published one. */
  async list(db: EntityManager, recordId: number, liveId: number | null): Promise<RevisionSummary[]> {
    const rows = await db.query<RevisionRow[]>(
      `SELECT ${SUMMARY} FROM revisions WHERE record_type = $1 AND record_id = $2 AND locale = $3
       ORDER BY id DESC`,
      [this.recordType, recordId, this.locale],
    );
    return rows.map((row) => summary(row, liveId));
  }

  /** One revision of this record: another record's is not found. */
  async get(db: EntityManager, recordId: number, id: number, liveId: number | null): Promise<RevisionView | null> {
    const [row] = await db.query<RevisionRow[]>(
      `SELECT ${SUMMARY}, fields FROM revisions
       WHERE id = $1 AND record_type = $2 AND record_id = $3 AND locale = $4`,
      [id, this.recordType, recordId, this.locale],
    );
    return row ? { ...summary(row, liveId), fields: row.fields ?? {} } : null;
  }

  /** Who saved last and when (the stale save's 409), not counting autosaves. */
  async lastChange(db: EntityManager, recordId: number): Promise<{ name: string; at: Date } | null> {
    const [row] = await db.query<{ name: string; at: Date }[]>(
      `SELECT actor_name AS name, created_at AS at FROM revisions
       WHERE record_type = $1 AND record_id = $2 AND locale = $3 AND action <> 'autosave'
       ORDER BY id DESC LIMIT 1`,
      [this.recordType, recordId, this.locale],
    );
    return row ?? null;
  }

  /**
   * Keeps the last REVISION_KEEP_COUNT revisions or those of the last REVISION_KEEP_DAYS days,
   * whichever keeps more, and always the live one and the autosaves.
   */
  async prune(db: EntityManager, recordId: number, liveId: number | null): Promise<void> {
    await db.query(
      `DELETE FROM revisions r
       WHERE r.record_type = $1 AND r.record_id = $2 AND r.locale = $3 AND r.action <> 'autosave'
         AND r.created_at < now() - make_interval(days => $4)
         AND r.id IS DISTINCT FROM $5::int
         AND r.id < (
           SELECT min(id) FROM (
             SELECT id FROM revisions
             WHERE record_type = $1 AND record_id = $2 AND locale = $3 AND action <> 'autosave'
             ORDER BY id DESC LIMIT $6
           ) recent
         )`,
      [this.recordType, recordId, this.locale, REVISION_KEEP_DAYS, liveId, REVISION_KEEP_COUNT],
    );
  }

  /** A deleted record's history goes with it. */
  /**
   * The record's own store forgets every language (the record is gone, its translations with it); a
   * translation's store forgets its own language only (the translation alone was removed).
   */
  async forget(db: EntityManager, recordId: number): Promise<void> {
    const scope = this.locale === RECORD_LOCALE ? '' : ' AND locale = $3';
    const params =
      this.locale === RECORD_LOCALE ? [this.recordType, recordId] : [this.recordType, recordId, this.locale];
    await db.query(`DELETE FROM revisions WHERE record_type = $1 AND record_id = $2${scope}`, params);
    await db.query(`DELETE FROM preview_links WHERE record_type = $1 AND record_id = $2${scope}`, params);
  }
}
