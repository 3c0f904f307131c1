import { PublishableEntity } from '@site/service-kit';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('news')
@Check('news_title_check', `btrim(title) <> ''`)
@Check('news_category_id_check', 'category_id > 0')
@Check('news_views_check', 'views >= 0')
// Newest first, with the id as tie-breaker (both descending in the migration).
@Index('news_published_at', ['publishedAt', 'id'])
// Trigram (gin) indexes for the search, and a partial one: kinds TypeORM cannot declare.
@Index('news_title_trgm', { synchronize: false })
@Index('news_summary_trgm', { synchronize: false })
@Index('news_author_trgm', { synchronize: false })
@Index('news_cover_image', { synchronize: false })
// Publishing (docs/publishing.md): the columns above the draft are the published version.
@Check('news_state_check', `state IN ('draft', 'scheduled', 'published', 'archived')`)
@Index('news_publish_at', ['publishAt'], { where: 'publish_at IS NOT NULL' })
// The public list's order over live news only (descending, in the migration).
@Index('news_published_live', { synchronize: false })
@Index('news_unpublish_at', ['unpublishAt'], { where: 'unpublish_at IS NOT NULL' })
export class NewsEntity extends PublishableEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  author: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Index('news_category_id')
  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'cover_image', type: 'varchar', length: 500, nullable: true })
  coverImage: string | null;

  /** The cover's alt text; '' decorative; null without a cover or from before alt text was asked. */
  @Column({ name: 'cover_alt', type: 'varchar', length: 300, nullable: true })
  coverAlt: string | null;

  /** Plain text. */
  @Column({ type: 'varchar', length: 500, default: '' })
  summary: string;

  /** Search-engine overrides (docs/seo.md), '' when none. */
  @Column({ name: 'seo_title', type: 'varchar', length: 60, default: '' })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 160, default: '' })
  seoDescription: string;

  /** The publication date (`date` in answers). */
  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
