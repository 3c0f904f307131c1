import type { CategoryType } from '@site/contracts';
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

@Entity('categories')
@Check('categories_name_check', `btrim(name) <> ''`)
@Check('categories_slug_check', `slug <> ''`)
@Check('categories_check', 'parent_id <> id')
@Check('categories_type_check', `type IN ('news', 'product')`)
// Slugs are unique per type whatever their case (an expression index TypeORM cannot declare).
@Index('categories_type_slug', { synchronize: false })
export class CategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Index('categories_parent_id')
  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  /** A parent with children or products cannot be deleted (RESTRICT): the rules say so first. */
  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parent_id', foreignKeyConstraintName: 'categories_parent_id_fkey' })
  parent?: CategoryEntity;

  @Column({ type: 'varchar', length: 10 })
  type: CategoryType;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
