import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ProductImageEntity } from './product-image.entity';

export interface NewProductImage {
  productId: number;
  imageUrl: string;
  imageOrder: number;
  isPrimary: boolean;
  altText: string;
}

/** What the media usage index needs of a product. */
export interface ProductUsageRow {
  id: number;
  name: string;
  description: string;
  images: string[];
}

const GALLERY_ORDER = { imageOrder: 'ASC', id: 'ASC' } as const;

/** A product's images inside one transaction, with the product row locked. */
export class ProductImagesTx {
  constructor(private readonly manager: EntityManager) {}

  /** Locks the product: image changes of one product happen one at a time. */
  async lockProduct(productId: number): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
    return rows.length > 0;
  }

  list(productId: number): Promise<ProductImageEntity[]> {
    return this.manager.find(ProductImageEntity, { where: { productId }, order: GALLERY_ORDER });
  }

  async insert(image: NewProductImage): Promise<ProductImageEntity> {
    const result = await this.manager.insert(ProductImageEntity, image);
    const id = (result.identifiers[0] as { id: number }).id;
    return this.manager.findOneByOrFail(ProductImageEntity, { id });
  }

  async delete(id: number): Promise<void> {
    await this.manager.delete(ProductImageEntity, { id });
  }

  /** Exactly one primary: the others are cleared first (the partial unique index allows one). */
  async setPrimary(productId: number, id: number): Promise<void> {
    await this.manager.query(
      'UPDATE product_images SET is_primary = false WHERE product_id = $1 AND is_primary AND id <> $2',
      [productId, id],
    );
    await this.manager.query('UPDATE product_images SET is_primary = true WHERE id = $1 AND product_id = $2', [
      id,
      productId,
    ]);
  }

  async clearPrimary(productId: number): Promise<void> {
    await this.manager.query('UPDATE product_images SET is_primary = false WHERE product_id = $1 AND is_primary', [
      productId,
    ]);
  }

  /** Every listed image's order, in one statement. */
  async setOrders(productId: number, orders: { id: number; image_order: number }[]): Promise<void> {
    await this.manager.query(
      `UPDATE product_images i SET image_order = o.image_order
       FROM unnest($2::int[], $3::int[]) AS o(id, image_order)
       WHERE i.id = o.id AND i.product_id = $1`,
      [productId, orders.map((o) => o.id), orders.map((o) => o.image_order)],
    );
  }

  /** The gallery is part of the product: its "date" (last update) moves too. */
  async touchProduct(productId: number): Promise<void> {
    await this.manager.query('UPDATE products SET updated_at = now() WHERE id = $1', [productId]);
  }
}

@Injectable()
export class ProductImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async productExists(productId: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM products WHERE id = $1', [productId]);
    return rows.length > 0;
  }

  list(productId: number): Promise<ProductImageEntity[]> {
    return this.dataSource.getRepository(ProductImageEntity).find({ where: { productId }, order: GALLERY_ORDER });
  }

  /** Of these URLs, those a product shows (as an image or in its description). */
  /** Name, description (with a draft's) and image URLs of the products after `afterId` (or of one), by id. */
  usageRows(afterId: number, limit: number, only?: number): Promise<ProductUsageRow[]> {
    return this.dataSource.query<ProductUsageRow[]>(
      // A draft's description shows its pictures to staff and previews: they count as used too, as do
      // those of the product's translations (their drafts too).
      `SELECT p.id, p.name, p.description || COALESCE(' ' || (p.draft->>'description'), '')
                || COALESCE(' ' || (SELECT string_agg(t.description || COALESCE(' ' || (t.draft->>'description'), ''), ' ')
                                    FROM product_translations t WHERE t.product_id = p.id), '') AS description,
              coalesce(array_agg(i.image_url ORDER BY i.image_order, i.id) FILTER (WHERE i.id IS NOT NULL), '{}') AS images
       FROM products p LEFT JOIN product_images i ON i.product_id = p.id
       WHERE p.id > $1 AND ($3::int IS NULL OR p.id = $3)
       GROUP BY p.id ORDER BY p.id LIMIT $2`,
      [afterId, limit, only ?? null],
    );
  }

  transaction<T>(work: (tx: ProductImagesTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new ProductImagesTx(manager)));
  }
}
