import { PublishableEntity } from '@site/service-kit';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A site page (issue 34), made on first use from its default (default-pages.ts) and published like
 * news (docs/publishing.md): `sections` is what is live, `draft` the working copy while it differs.
 */
@Entity('pages')
@Check('pages_state_check', `state IN ('draft', 'scheduled', 'published', 'archived')`)
@Index('pages_publish_at', ['publishAt'], { where: 'publish_at IS NOT NULL' })
export class PageEntity extends PublishableEntity {
  /** The id the publishing calls name it by (`/api/pages/{id}/publish`); the key is its name. */
  @PrimaryGeneratedColumn()
  id: number;

  @Index('pages_key', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  key: string;

  /** The published sections: `{ key, type, hidden, locked, version, data }[]`, each checked against its type. */
  @Column({ type: 'jsonb' })
  sections: unknown[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
