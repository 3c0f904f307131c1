import type { MediaTranslationView, TranslatedLocale } from '@site/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { MediaFolderEntity } from './media-folder.entity';

/** One upload in the media library (ADR 0010): the bytes are in object storage under `key`. */
@Entity('media')
@Unique('media_key_key', ['key'])
// The same bytes uploaded again find this record (per kind: a QR code is kept lossless, a picture is not).
@Unique('media_kind_sha256_key', ['kind', 'sha256'])
@Check('media_kind_check', `kind IN ('image', 'qrcode')`)
@Check('media_size_check', 'width > 0 AND height > 0 AND bytes > 0')
// Newest first, with the id as tie-breaker; the files out of the trash alone, so the list's count is an
// index-only scan.
@Index('media_live', ['createdAt', 'id'], { where: 'trashed_at IS NULL' })
export class MediaEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 500 })
  key: string;

  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'varchar', length: 10 })
  kind: 'image' | 'qrcode';

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'integer' })
  bytes: number;

  @Column({ name: 'file_name', type: 'varchar', length: 255, default: '' })
  fileName: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ name: 'alt_text', type: 'varchar', length: 300, default: '' })
  altText: string;

  /** Title and alt text in each other language (`{"en": {"title", "alt_text"}}`), docs/languages.md. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations: Partial<Record<TranslatedLocale, MediaTranslationView>>;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Its folder; a folder with files cannot be removed. */
  @Index('media_folder_id')
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId: number | null;

  @ManyToOne(() => MediaFolderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'folder_id', foreignKeyConstraintName: 'media_folder_id_fkey' })
  folder?: MediaFolderEntity;

  /**
   * File name, title, alt text and tags, lower-cased, one per line: what the search reads (one LIKE
   * instead of four and a tag scan). Kept by the trigger media_search_text (migration MediaSearchText).
   */
  @Column({ name: 'search_text', type: 'text', default: '', select: false, insert: false, update: false })
  searchText: string;

  /**
   * Kept until staff delete it: uploaded in the library, used somewhere once, or described. A file
   * uploaded in a form and never used is swept after a day.
   */
  @Column({ type: 'boolean', default: false })
  kept: boolean;

  /** 1, then one more at each replace (the bytes under the key changed). */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** In the trash since; purged MEDIA_TRASH_DAYS later. */
  @Column({ name: 'trashed_at', type: 'timestamptz', nullable: true })
  trashedAt: Date | null;

  /** The staff account that uploaded it (identity's user id); null for seeded files. */
  @Column({ name: 'uploaded_by', type: 'integer', nullable: true })
  uploadedBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
