import type { ProductStatus } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('products')
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @Column({ type: 'varchar', length: 10 })
  status: ProductStatus;

  /** '' = 价格面议. */
  @Column({ type: 'varchar', length: 32 })
  price: string;

  @Column({ type: 'integer' })
  stock: number;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'description_text', type: 'text', select: false })
  descriptionText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
