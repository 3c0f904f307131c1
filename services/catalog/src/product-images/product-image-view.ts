import type { ProductImageView } from '@site/contracts';
import type { ProductImageEntity } from './product-image.entity';

/** An image row, read by the repository or inside a product's detail query. */
export type ProductImageRow = Omit<ProductImageEntity, 'product' | 'createdAt'>;

export const toProductImageView = (image: ProductImageRow): ProductImageView => ({
  id: image.id,
  product_id: image.productId,
  image_url: image.imageUrl,
  image_order: image.imageOrder,
  is_primary: image.isPrimary,
  alt_text: image.altText,
});
