import {
  productInputSchema,
  productViewSchema,
  type ProductDetailView,
  type ProductInput,
  type ProductView,
} from '@site/contracts';
import { plainInputColumns, viewWithPlainFields } from '@site/service-kit';
import { toProductImageView, type ProductImageRow } from '../product-images/product-image-view';
import { ProductEntity } from './product.entity';
import type { ProductFields } from './products.repository';

/** The product table's selected columns (the publishing ones too). */
export type ProductColumnsRow = Omit<ProductEntity, 'descriptionText' | 'category'>;

/** A product as the list and detail queries answer it: the entity's selected columns, plus joined values. */
export type ProductRow = ProductColumnsRow & {
  categoryName: string;
  /** The first image by order. */
  firstImage: string | null;
  /** The primary image. */
  primaryImage: string | null;
};

export type ProductDetailRow = ProductRow & { images: ProductImageRow[] };

/** Made by hand below; every other view field is the row's column of the same name. */
const productView = viewWithPlainFields(productViewSchema, [
  'category',
  'date',
  'created_at',
  'image',
  'cover_image',
  'primary_image',
]);

/**
 * The columns taken from the input as given: all its fields but the category (a relation), and price
 * and description, which have rules of their own in the service. The SEO fields and the promises are
 * undefined when left out, which an update keeps.
 */
const plainInput = plainInputColumns(productInputSchema.out, ProductEntity, ['category', 'price', 'description']);

export function toProductColumns(
  input: ProductInput,
): Omit<ProductFields, 'price' | 'description' | 'descriptionText' | 'seoTitle' | 'seoDescription' | 'promises'> &
  Partial<Pick<ProductFields, 'seoTitle' | 'seoDescription' | 'promises'>> {
  const { name, model, status, stock, seoTitle, seoDescription, promises } = plainInput(input);
  return { name, categoryId: input.category, model, status, stock, seoTitle, seoDescription, promises };
}

export function toProductView(row: ProductRow): ProductView {
  const image = row.firstImage;
  const cover = row.primaryImage;
  return productView(row, {
    category: row.categoryId,
    date: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    image,
    cover_image: cover,
    primary_image: cover ?? image,
  });
}

export function toProductDetailView(row: ProductDetailRow): ProductDetailView {
  const images = row.images.map(toProductImageView);
  return { ...toProductView(row), images, product_images: images };
}
