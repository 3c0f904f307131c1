import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The usage index (issue 33): one row per upload a record's field shows. Keyed by the master's
 * storage key, not the media id: a reference counts even before (or without) a library record.
 */
@Entity('media_usage')
@Index('media_usage_key', ['key'])
export class MediaUsageEntity {
  /** The service that owns the record (`catalog`, `content`…). */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  service: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: string;

  @PrimaryColumn({ name: 'record_id', type: 'varchar', length: 64 })
  recordId: string;

  @PrimaryColumn({ type: 'varchar', length: 50 })
  field: string;

  @PrimaryColumn({ type: 'varchar', length: 500 })
  key: string;
}

/** Each record that reported its uploads: its label, and when it reported (older reports are ignored). */
@Entity('media_usage_sources')
export class MediaUsageSourceEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  service: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: string;

  @PrimaryColumn({ name: 'record_id', type: 'varchar', length: 64 })
  recordId: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  label: string;

  @Column({ name: 'reported_at', type: 'timestamptz' })
  reportedAt: Date;
}

/** Each rebuild of the index and the drift it corrected; until the first, nothing may be swept or deleted. */
@Entity('media_usage_rebuilds')
export class MediaUsageRebuildEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'finished_at', type: 'timestamptz', default: () => 'now()' })
  finishedAt: Date;

  @Column({ type: 'integer' })
  sources: number;

  @Column({ type: 'integer' })
  references: number;

  @Column({ type: 'integer' })
  added: number;

  @Column({ type: 'integer' })
  removed: number;

  @Column({ type: 'integer' })
  ms: number;
}
