import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type MediaUsageKind, type MediaUsageSource, type MediaUsageView, uploadKeyOf } from '@site/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** One row of the index: a record's field shows the master under `key`. */
interface UsageRow {
  kind: string;
  recordId: string;
  field: string;
  key: string;
}

/** The references of sources as index rows (our own uploads only, each once per field). */
function rowsOf(sources: MediaUsageSource[]): UsageRow[] {
  const rows = new Map<string, UsageRow>();
  for (const source of sources) {
    for (const { url, field } of source.references) {
      const key = uploadKeyOf(url);
      if (!key) continue;
      rows.set(JSON.stringify([source.kind, source.id, field, key]), {
        kind: source.kind,
        recordId: source.id,
        field,
        key,
      });
    }
  }
  return [...rows.values()];
}

/** Columns as arrays, for one `unnest` insert. */
const columns = (rows: UsageRow[]) => [
  rows.map((r) => r.kind),
  rows.map((r) => r.recordId),
  rows.map((r) => r.field),
  rows.map((r) => r.key),
];

const INSERT_ROWS = `
  INSERT INTO media_usage (service, kind, record_id, field, key)
  SELECT $1::varchar, k, r, f, m FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS u(k, r, f, m)
  ON CONFLICT DO NOTHING`;

export interface Drift {
  references: number;
  added: number;
  removed: number;
}

/** The media usage index (issue 33): which records show which uploads. */
@Injectable()
export class MediaUsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A record's references now, replacing what the index held for it, unless a newer report of the
   * same record got in first (false then). The files it shows are kept, and leave the trash.
   * Answers the ids of records that left the trash.
   */
  async apply(service: string, source: MediaUsageSource, at: Date): Promise<{ applied: boolean; restored: number[] }> {
    return this.dataSource.transaction(async (manager) => {
      const fresh = await manager.query<unknown[]>(
        `INSERT INTO media_usage_sources (service, kind, record_id, label, reported_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (service, kind, record_id) DO UPDATE SET label = excluded.label, reported_at = excluded.reported_at
           WHERE media_usage_sources.reported_at <= excluded.reported_at
         RETURNING 1`,
        [service, source.kind, source.id, source.label.slice(0, 200), at],
      );
      if (!fresh.length) return { applied: false, restored: [] };
      await manager.query('DELETE FROM media_usage WHERE service = $1 AND kind = $2 AND record_id = $3', [
        service,
        source.kind,
        source.id,
      ]);
      const rows = rowsOf([source]);
      if (rows.length) await manager.query(INSERT_ROWS, [service, ...columns(rows)]);
      const restored = await this.keep(
        manager,
        rows.map((r) => r.key),
      );
      return { applied: true, restored };
    });
  }

  /**
   * Makes the index of one service match `sources` (all its records that show uploads), leaving
   * alone the records that reported after `since` (their report is newer than this snapshot).
   */
  async replaceService(
    service: string,
    sources: MediaUsageSource[],
    since: Date,
  ): Promise<Drift & { restored: number[] }> {
    return this.dataSource.transaction(async (manager) => {
      const rows = rowsOf(sources);
      await manager.query(
        `CREATE TEMP TABLE wanted (kind text, record_id text, field text, key text) ON COMMIT DROP;
         CREATE TEMP TABLE wanted_sources (kind text, record_id text, label text) ON COMMIT DROP`,
      );
      await manager.query(
        `INSERT INTO wanted SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
        columns(rows),
      );
      await manager.query(`INSERT INTO wanted_sources SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`, [
        sources.map((s) => s.kind),
        sources.map((s) => s.id),
        sources.map((s) => s.label.slice(0, 200)),
      ]);
      // Records that reported since the snapshot was taken: their own report is the truth.
      const newer = `EXISTS (SELECT 1 FROM media_usage_sources s WHERE s.service = $1::varchar AND s.kind = x.kind
                       AND s.record_id = x.record_id AND s.reported_at > $2::timestamptz)`;
      const [, removed] = await manager.query<[unknown, number]>(
        `DELETE FROM media_usage x WHERE x.service = $1::varchar AND NOT ${newer}
           AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.kind = x.kind AND w.record_id = x.record_id
                             AND w.field = x.field AND w.key = x.key)`,
        [service, since],
      );
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO media_usage (service, kind, record_id, field, key)
         SELECT $1::varchar, x.kind, x.record_id, x.field, x.key FROM wanted x WHERE NOT ${newer}
         ON CONFLICT DO NOTHING
         RETURNING 1`,
        [service, since],
      );
      const added = inserted.length;
      await manager.query(
        `INSERT INTO media_usage_sources (service, kind, record_id, label, reported_at)
         SELECT $1::varchar, x.kind, x.record_id, x.label, $2::timestamptz FROM wanted_sources x
         ON CONFLICT (service, kind, record_id) DO UPDATE SET label = excluded.label
           WHERE media_usage_sources.reported_at <= $2::timestamptz`,
        [service, since],
      );
      // Records gone meanwhile leave nothing behind (unless they reported since).
      await manager.query(
        `DELETE FROM media_usage_sources x WHERE x.service = $1::varchar AND x.reported_at <= $2::timestamptz
           AND NOT EXISTS (SELECT 1 FROM wanted_sources w WHERE w.kind = x.kind AND w.record_id = x.record_id)`,
        [service, since],
      );
      const restored = await this.keep(
        manager,
        rows.map((r) => r.key),
      );
      return { references: rows.length, added, removed, restored };
    });
  }

  async recordRebuild(rebuild: { sources: number; references: number; added: number; removed: number; ms: number }) {
    await this.dataSource.query(
      'INSERT INTO media_usage_rebuilds (sources, "references", added, removed, ms) VALUES ($1, $2, $3, $4, $5)',
      [rebuild.sources, rebuild.references, rebuild.added, rebuild.removed, rebuild.ms],
    );
  }

  /** Whether the index has been built once (before that, it cannot say a file is unused). */
  async built(): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM media_usage_rebuilds LIMIT 1');
    return rows.length > 0;
  }

  /** Every place that shows the master under `key`, by service, kind and label. */
  async placesOf(key: string): Promise<MediaUsageView[]> {
    return this.dataSource.query<MediaUsageView[]>(
      `SELECT u.service, u.kind, u.record_id AS id, coalesce(s.label, '') AS label, u.field
       FROM media_usage u
       LEFT JOIN media_usage_sources s ON s.service = u.service AND s.kind = u.kind AND s.record_id = u.record_id
       WHERE u.key = $1
       ORDER BY u.service, u.kind, s.label, u.record_id, u.field`,
      [key],
    );
  }

  /** Of these masters, those nothing shows and the library does not keep (or has no record of). */
  async sweepable(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows = await this.dataSource.query<{ key: string }[]>(
      `SELECT k AS key FROM unnest($1::text[]) k
       WHERE NOT EXISTS (SELECT 1 FROM media_usage u WHERE u.key = k)
         AND NOT EXISTS (SELECT 1 FROM media m WHERE m.key = k AND (m.kept OR m.trashed_at IS NOT NULL))`,
      [keys],
    );
    return rows.map((r) => r.key);
  }

  /** The rows of a kind of record, for tests and checks. */
  async keysOf(service: string, kind: MediaUsageKind, recordId: string): Promise<{ field: string; key: string }[]> {
    return this.dataSource.query(
      'SELECT field, key FROM media_usage WHERE service = $1 AND kind = $2 AND record_id = $3 ORDER BY field, key',
      [service, kind, recordId],
    );
  }

  /** Files shown somewhere stay in the library for good, and out of the trash. */
  private async keep(manager: EntityManager, keys: string[]): Promise<number[]> {
    if (!keys.length) return [];
    const rows = await manager.query<{ id: number; was_trashed: boolean }[]>(
      // A SELECT over the UPDATE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      `WITH old AS (
         SELECT id, trashed_at IS NOT NULL AS was_trashed FROM media
         WHERE key = ANY($1::text[]) AND (NOT kept OR trashed_at IS NOT NULL) FOR UPDATE
       ), changed AS (
         UPDATE media m SET kept = true, trashed_at = NULL FROM old WHERE m.id = old.id RETURNING m.id, old.was_trashed
       )
       SELECT id, was_trashed FROM changed`,
      [[...new Set(keys)]],
    );
    return rows.filter((r) => r.was_trashed).map((r) => r.id);
  }
}
