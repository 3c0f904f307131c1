import type { ProductImageView } from '@site/contracts';
import type { ProductImageEntity } from './product-image.entity';

export const toProductImageView = (image: ProductImageEntity): ProductImageView => ({
  id: image.id,
  product_id: image.productId,
  image_url: image.imageUrl,
  image_order: image.imageOrder,
  is_primary: image.isPrimary,
  alt_text: image.altText,
});
