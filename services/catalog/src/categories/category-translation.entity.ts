import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { CategoryEntity } from './category.entity';

/**
 * A category in a language other than the default (docs/languages.md): its name and slug there.
 * Unique slugs per language and type are checked under the tree lock, as the category's own are.
 */
@Entity('category_translations')
@Check('category_translations_name_check', `btrim(name) <> ''`)
@Check('category_translations_slug_check', `slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
export class CategoryTranslationEntity {
  @PrimaryColumn({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  locale: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @ManyToOne(() => CategoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'category_translations_category_id_fkey' })
  category?: CategoryEntity;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
