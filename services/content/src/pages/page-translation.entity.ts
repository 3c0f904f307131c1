import { PublishableEntity } from '@site/service-kit';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { PageEntity } from './page.entity';

/**
 * A site page in another language (docs/languages.md): its title and its sections' texts by section
 * key, laid over the page's own sections when read; with publishing of its own. Gone with the page.
 */
@Entity('page_translations')
@Check('page_translations_state_check', `state IN ('draft', 'scheduled', 'published', 'archived')`)
@Index('page_translations_publish_at', ['publishAt'], { where: 'publish_at IS NOT NULL' })
@Index('page_translations_unpublish_at', ['unpublishAt'], { where: 'unpublish_at IS NOT NULL' })
export class PageTranslationEntity extends PublishableEntity {
  @PrimaryColumn({ name: 'page_id', type: 'integer' })
  pageId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  locale: string;

  @ManyToOne(() => PageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'page_id' })
  page?: PageEntity;

  @Column({ type: 'varchar', length: 60, default: '' })
  title: string;

  /** The published texts: `{ [sectionKey]: texts in the shape of the section's data }` (page-translations.ts). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  texts: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
