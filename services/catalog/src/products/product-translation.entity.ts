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
import { ProductEntity } from './product.entity';

/**
 * A product in another language (docs/languages.md): its words, with publishing of their own. Prices,
 * stock, pictures, category and status are the product's. Gone with the product.
 */
@Entity('product_translations')
@Check('product_translations_name_check', `btrim(name) <> ''`)
@Check('product_translations_state_check', `state IN ('draft', 'scheduled', 'published', 'archived')`)
@Index('product_translations_publish_at', ['publishAt'], { where: 'publish_at IS NOT NULL' })
@Index('product_translations_unpublish_at', ['unpublishAt'], { where: 'unpublish_at IS NOT NULL' })
export class ProductTranslationEntity extends PublishableEntity {
  @PrimaryColumn({ name: 'product_id', type: 'integer' })
  productId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  locale: string;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'product_translations_product_id_fkey' })
  product?: ProductEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Sanitised HTML. */
  @Column({ type: 'text', default: '' })
  description: string;

  /** Plain text of the description, for search. */
  @Column({ name: 'description_text', type: 'text', default: '', select: false })
  descriptionText: string;

  @Column({ name: 'seo_title', type: 'varchar', length: 60, default: '' })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 160, default: '' })
  seoDescription: string;

  /** The gallery's alt texts in this language, by image id; an image left out has none. */
  @Column({ name: 'image_alts', type: 'jsonb', default: () => `'{}'` })
  imageAlts: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
