import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { claimDueSql, type PublishingTable, tableParts } from './publication';
import type { PublishingChanges } from './publishing.entity';

/** A due schedule, claimed. */
export interface DueRecord {
  id: number;
  action: 'publish' | 'unpublish';
  due: Date;
}

/**
 * The publishing writes of one record table inside a transaction: what every PublishingTx shares
 * (a record type's transaction class extends it). The table's `updated_at` names its live columns'
 * last change, so only the record's own column writes move it; `saved_at` says when anything was saved.
 */
export abstract class PublishingColumns<E extends ObjectLiteral> {
  private readonly claimSql: string;
  /** `<key> = $1` and the table's language, if any: one record's row. */
  private readonly rowSql: string;
  private readonly name: string;

  constructor(
    readonly manager: EntityManager,
    private readonly entity: EntityTarget<E>,
    table: PublishingTable,
  ) {
    const { name, key, scope } = tableParts(table);
    this.claimSql = claimDueSql(table);
    this.rowSql = `${key} = $1${scope}`;
    this.name = name;
  }

  /** Writes where it stands, bumping the version; answers the new version. */
  async setPublishing(id: number, changes: PublishingChanges): Promise<number> {
    const set = {
      ...changes,
      version: () => 'version + 1',
      savedAt: () => 'now()',
      updatedAt: () => 'updated_at',
    } as unknown as QueryDeepPartialEntity<E>;
    const result = await this.manager
      .createQueryBuilder()
      .update(this.entity)
      .set(set)
      .where(this.rowSql.replace('$1', ':id'), { id })
      .returning('version')
      .execute();
    return (result.raw as { version: number }[])[0].version;
  }

  /** The revision now live (retention keeps it). */
  async setPublishedRevision(id: number, revision: number): Promise<void> {
    await this.manager.query(`UPDATE ${this.name} SET published_revision_id = $2 WHERE ${this.rowSql}`, [id, revision]);
  }

  /** Claims up to `limit` due schedules (locked; skipped by other replicas until this transaction ends). */
  claimDue(limit: number): Promise<DueRecord[]> {
    return this.manager.query<DueRecord[]>(this.claimSql, [limit]);
  }
}
