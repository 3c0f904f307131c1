import type { PublishState } from '@site/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A revision of a record with publishing (docs/publishing.md): a full snapshot of its input fields.
 * The services whose records have drafts list this entity in their schema.
 */
@Entity('revisions')
@Index('revisions_record', ['recordType', 'recordId', 'locale', 'id'])
// One rolling autosave per user, record and language.
@Index('revisions_autosave', ['recordType', 'recordId', 'locale', 'actorId'], {
  unique: true,
  where: `action = 'autosave'`,
})
@Check(
  'revisions_action_check',
  `action IN ('create', 'save', 'publish', 'unpublish', 'schedule', 'unschedule', 'restore', 'autosave')`,
)
export class RevisionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'news', 'product', 'page' */
  @Column({ name: 'record_type', type: 'varchar', length: 20 })
  recordType: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  /** Each language has its own drafts and history (the bilingual site). */
  @Column({ type: 'varchar', length: 10, default: 'zh' })
  locale: string;

  @Column({ type: 'varchar', length: 12 })
  action: string;

  /** The record's version this revision made. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'jsonb' })
  fields: Record<string, unknown>;

  /** null: the schedule poller. */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 100 })
  actorName: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** A shareable preview of a record's working copy: the token is stored as its SHA-256 only. */
@Entity('preview_links')
@Index('preview_links_record', ['recordType', 'recordId'])
export class PreviewLinkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('preview_links_token', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'record_type', type: 'varchar', length: 20 })
  recordType: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  @Column({ type: 'varchar', length: 10, default: 'zh' })
  locale: string;

  @Column({ name: 'created_by', type: 'varchar', length: 100 })
  createdBy: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

/**
 * The publishing columns of a record's table: its entity extends this. The table's other columns
 * are the published version (or, before a first publish, the working copy); `draft` holds the
 * working copy, in the input's shape, while it differs from them.
 */
export abstract class PublishableEntity {
  @Column({ type: 'varchar', length: 10, default: 'draft' })
  state: PublishState;

  /** Bumped by every change; a save names the one it started from. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'jsonb', nullable: true })
  draft: Record<string, unknown> | null;

  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ name: 'unpublish_at', type: 'timestamptz', nullable: true })
  unpublishAt: Date | null;

  /** The last time a version went live; null if never. */
  @Column({ name: 'last_published_at', type: 'timestamptz', nullable: true })
  lastPublishedAt: Date | null;

  /** The revision that is live: retention never deletes it. */
  @Column({ name: 'published_revision_id', type: 'integer', nullable: true })
  publishedRevisionId: number | null;

  /**
   * When it was last changed in any way (a draft save too). The record's own `updated_at` moves only
   * when its columns do, so a draft nobody can see does not change what the public site dates.
   */
  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt: Date;

  /** Who saved last (the 409's "who saved meanwhile"). */
  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy: string | null;
}

/** The publishing columns a change writes; the version is bumped by every one. */
export type PublishingChanges = Partial<
  Pick<
    PublishableEntity,
    'state' | 'draft' | 'publishAt' | 'unpublishAt' | 'lastPublishedAt' | 'publishedRevisionId' | 'updatedBy'
  >
>;
