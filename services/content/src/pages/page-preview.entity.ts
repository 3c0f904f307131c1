import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An unsaved draft of a page behind a preview link; gone an hour after it was made. */
@Entity('page_previews')
export class PagePreviewEntity {
  /** SHA-256 of the link's token: a database read does not give working links away. */
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'page_key', type: 'varchar', length: 40 })
  pageKey: string;

  /** Checked, sanitised and described like a save. */
  @Column({ type: 'jsonb' })
  sections: unknown[];

  @Column({ name: 'created_by', type: 'varchar', length: 50 })
  createdBy: string;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
