import type { ProductDetailView, ProductInput, ProductView } from '@site/contracts';
import { toProductImageView, type ProductImageRow } from '../product-images/product-image-view';
import type { ProductEntity } from './product.entity';
import type { ProductFields } from './products.repository';

/** A product as the list and detail queries answer it: the entity's selected columns, plus joined values. */
export type ProductRow = Omit<ProductEntity, 'descriptionText' | 'category'> & {
  categoryName: string;
  /** The first image by order. */
  firstImage: string | null;
  /** The primary image. */
  primaryImage: string | null;
};

export type ProductDetailRow = ProductRow & { images: ProductImageRow[] };

/**
 * The columns taken from the input as given (price and description have rules of their own in the
 * service); the SEO fields undefined when left out, which an update keeps.
 */
export function toProductColumns(
  input: ProductInput,
): Omit<ProductFields, 'price' | 'description' | 'descriptionText' | 'seoTitle' | 'seoDescription'> &
  Partial<Pick<ProductFields, 'seoTitle' | 'seoDescription'>> {
  return {
    name: input.name,
    model: input.model,
    categoryId: input.category,
    status: input.status,
    stock: input.stock,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
  };
}

export function toProductView(row: ProductRow): ProductView {
  const image = row.firstImage;
  const cover = row.primaryImage;
  return {
    id: row.id,
    name: row.name,
    category: row.categoryId,
    category_name: row.categoryName,
    model: row.model,
    status: row.status,
    price: row.price,
    stock: row.stock,
    description: row.description,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    date: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    image,
    cover_image: cover,
    primary_image: cover ?? image,
  };
}

export function toProductDetailView(row: ProductDetailRow): ProductDetailView {
  const images = row.images.map(toProductImageView);
  return { ...toProductView(row), images, product_images: images };
}
