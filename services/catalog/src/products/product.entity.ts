import type { ProductPromiseOverrides, ProductStatus } from '@site/contracts';
import { PublishableEntity } from '@site/service-kit';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CategoryEntity } from '../categories/category.entity';

@Entity('products')
@Check('products_name_check', `btrim(name) <> ''`)
@Check('products_status_check', `status IN ('开发中', '测试中', '已发布', '已停产')`)
@Check('products_stock_check', 'stock >= 0')
// Publishing (docs/publishing.md): the columns above the draft are the published version.
@Check('products_state_check', `state IN ('draft', 'scheduled', 'published', 'archived')`)
// The public list's order over live products only (descending, in the migration).
@Index('products_live', { synchronize: false })
@Index('products_publish_at', ['publishAt'], { where: 'publish_at IS NOT NULL' })
@Index('products_unpublish_at', ['unpublishAt'], { where: 'unpublish_at IS NOT NULL' })
export class ProductEntity extends PublishableEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Index('products_category_id')
  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'products_category_id_fkey' })
  category?: CategoryEntity;

  /** 型号, '' when none. */
  @Column({ type: 'varchar', length: 64, default: '' })
  model: string;

  @Index('products_status')
  @Column({ type: 'varchar', length: 10 })
  status: ProductStatus;

  /** '' = 价格面议. */
  @Column({ type: 'varchar', length: 32, default: '' })
  price: string;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  /** Sanitised HTML. */
  @Column({ type: 'text', default: '' })
  description: string;

  /** Plain text of the description, for search. */
  @Column({ name: 'description_text', type: 'text', default: '', select: false })
  descriptionText: string;

  /** Search-engine overrides (docs/seo.md), '' when none. */
  @Column({ name: 'seo_title', type: 'varchar', length: 60, default: '' })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 160, default: '' })
  seoDescription: string;

  /** The product's own 商品页承诺 lines over the settings' (docs/pages.md); null: none. */
  @Column({ type: 'jsonb', nullable: true })
  promises: ProductPromiseOverrides | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Descending (the migration says so; TypeORM compares only the columns). */
  @Index('products_updated_at')
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The columns the product list's `search` matches (case-insensitive, anywhere in the text). */
export const PRODUCT_SEARCH_COLUMNS = [
  'name',
  'model',
  'descriptionText',
] as const satisfies readonly (keyof ProductEntity)[];
