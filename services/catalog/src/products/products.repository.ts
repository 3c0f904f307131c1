import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CategoryType, ProductStatus } from '@site/contracts';
import { createOnce, type KeyedCreate, preparedQuery } from '@site/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ProductEntity } from './product.entity';
import type { ProductDetailRow, ProductRow } from './product-view';
import { COUNT_SQL, DETAIL_SQL, LIST_SQL } from './products.sql';

export interface ProductFilter {
  /** The category and its descendants. */
  categoryId?: number;
  status?: ProductStatus;
  search?: string;
}

/** The columns a create writes: all but the generated ones. */
export type ProductFields = Omit<ProductEntity, 'id' | 'createdAt' | 'updatedAt' | 'category'>;

/** Written only when given on update. */
type KeptWhenAbsent = 'price' | 'description' | 'descriptionText' | 'seoTitle' | 'seoDescription' | 'promises';

/** An update: price, description (with its text), the SEO fields and the promises only when given. */
export type ProductChanges = Omit<ProductFields, KeptWhenAbsent> & Partial<Pick<ProductFields, KeptWhenAbsent>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Product rows inside one transaction. */
export class ProductsTx {
  constructor(private readonly manager: EntityManager) {}

  /** The category, locked against deletion until the product is written. */
  async lockCategory(id: number): Promise<{ id: number; type: CategoryType } | null> {
    const rows = await this.manager.query<{ id: number; type: CategoryType }[]>(
      'SELECT id, type FROM categories WHERE id = $1 FOR SHARE',
      [id],
    );
    return rows[0] ?? null;
  }

  async lockProduct(id: number): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT id FROM products WHERE id = $1 FOR UPDATE', [id]);
    return rows.length > 0;
  }

  /** `insert` once per Idempotency-Key (createOnce). */
  createOnce(request: KeyedCreate | null, insert: () => Promise<number>) {
    return createOnce(this.manager, 'product', request, insert);
  }

  async insert(fields: ProductFields): Promise<number> {
    const result = await this.manager.insert(ProductEntity, fields);
    return (result.identifiers[0] as { id: number }).id;
  }

  async update(id: number, changes: ProductChanges): Promise<void> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await this.manager.update(ProductEntity, { id }, given);
  }

  /** Deletes the product (its images go with it). */
  async delete(id: number): Promise<void> {
    await this.manager.query('DELETE FROM products WHERE id = $1', [id]);
  }
}

@Injectable()
export class ProductsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private params(filter: ProductFilter): unknown[] {
    return [filter.categoryId ?? null, filter.status ?? null, filter.search ? `%${escapeLike(filter.search)}%` : null];
  }

  // The reads of every product page are prepared statements (preparedQuery): planned once per connection.
  list(filter: ProductFilter, page: { afterId?: number; offset: number; limit: number }): Promise<ProductRow[]> {
    return preparedQuery<ProductRow>(this.dataSource, LIST_SQL, [
      ...this.params(filter),
      page.afterId ?? null,
      page.limit,
      page.afterId ? 0 : page.offset,
    ]);
  }

  async count(filter: ProductFilter): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(this.dataSource, COUNT_SQL, this.params(filter));
    return row.n;
  }

  async findDetail(id: number): Promise<ProductDetailRow | null> {
    const rows = await preparedQuery<ProductDetailRow>(this.dataSource, DETAIL_SQL, [id]);
    return rows[0] ?? null;
  }

  async countAll(): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM products');
    return row.n;
  }

  transaction<T>(work: (tx: ProductsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new ProductsTx(manager)));
  }
}
