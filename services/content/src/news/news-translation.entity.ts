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
import { NewsEntity } from './news.entity';

/**
 * An article in another language (docs/languages.md): its words, with publishing of their own. The
 * category, cover picture, date and views are the article's. Gone with the article.
 */
@Entity('news_translations')
@Check('news_translations_title_check', `btrim(title) <> ''`)
@Check('news_translations_state_check', `state IN ('draft', 'scheduled', 'published', 'archived')`)
@Index('news_translations_publish_at', ['publishAt'], { where: 'publish_at IS NOT NULL' })
@Index('news_translations_unpublish_at', ['unpublishAt'], { where: 'unpublish_at IS NOT NULL' })
export class NewsTranslationEntity extends PublishableEntity {
  @PrimaryColumn({ name: 'news_id', type: 'integer' })
  newsId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  locale: string;

  @ManyToOne(() => NewsEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'news_id' })
  news?: NewsEntity;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  summary: string;

  /** The cover's alt text in this language; null: the media library's in this language. */
  @Column({ name: 'cover_alt', type: 'varchar', length: 300, nullable: true })
  coverAlt: string | null;

  @Column({ name: 'seo_title', type: 'varchar', length: 60, default: '' })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 160, default: '' })
  seoDescription: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
