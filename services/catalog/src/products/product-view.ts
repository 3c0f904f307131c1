import type { ProductDetailView, ProductImageView, ProductStatus, ProductView } from '@site/contracts';

/** A product row as the list and detail queries return it. */
export interface ProductRow {
  id: number;
  name: string;
  category_id: number;
  category_name: string;
  status: ProductStatus;
  price: string;
  stock: number;
  description: string;
  created_at: Date;
  updated_at: Date;
  /** The first image by order. */
  first_image: string | null;
  /** The primary image. */
  primary_image: string | null;
  /** List rows: the JSON size of the texts above (see products.sql.ts). */
  json_bytes?: number;
}

export function toProductView(row: ProductRow): ProductView {
  const image = row.first_image ?? null;
  const cover = row.primary_image ?? null;
  return {
    id: row.id,
    name: row.name,
    category: row.category_id,
    category_name: row.category_name,
    status: row.status,
    price: row.price,
    stock: row.stock,
    description: row.description,
    date: row.updated_at.toISOString(),
    created_at: row.created_at.toISOString(),
    image,
    cover_image: cover,
    primary_image: cover ?? image,
  };
}

export function toProductDetailView(row: ProductRow, images: ProductImageView[]): ProductDetailView {
  return { ...toProductView(row), images, product_images: images };
}

/** JSON bytes of a list item beyond its texts: keys, punctuation, ids, dates, status and stock at their longest. */
export const PRODUCT_VIEW_OVERHEAD_BYTES = Buffer.byteLength(
  JSON.stringify(
    toProductView({
      id: 2147483647,
      name: '',
      category_id: 2147483647,
      category_name: '',
      status: '已停产',
      price: '',
      stock: 2147483647,
      description: '',
      created_at: new Date(253402300799999),
      updated_at: new Date(253402300799999),
      first_image: null,
      primary_image: null,
    }),
  ),
);
