import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductEntity } from '../products/product.entity';

@Entity('product_images')
@Check('product_images_image_order_check', 'image_order >= 0')
// The gallery order, and the first image of each product for the list (LATERAL ... LIMIT 1).
@Index('product_images_order', ['productId', 'imageOrder', 'id'])
// At most one primary image per product, whatever the application does.
@Index('product_images_one_primary', ['productId'], { unique: true, where: 'is_primary' })
@Index('product_images_product_url', ['productId', 'imageUrl'], { unique: true })
export class ProductImageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'product_images_product_id_fkey' })
  product?: ProductEntity;

  /** "Is this file still used by another image?" when an image or a product is deleted. */
  @Index('product_images_url')
  @Column({ name: 'image_url', type: 'varchar', length: 500 })
  imageUrl: string;

  @Column({ name: 'image_order', type: 'integer', default: 0 })
  imageOrder: number;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Column({ name: 'alt_text', type: 'varchar', length: 200, default: '' })
  altText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
