import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CategoryType, Errors, type ProductStatus, type PublishState } from '@site/contracts';
import {
  PublishingColumns,
  createOnce,
  entityColumns,
  type KeyedCreate,
  lateSql,
  preparedQuery,
  type ScheduledRow,
  scheduledSql,
  type PublishableEntity,
  ServiceException,
} from '@site/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { ProductEntity } from './product.entity';
import type { ProductColumnsRow, ProductDetailRow, ProductRow } from './product-view';
import { ADMIN_COUNT_SQL, ADMIN_DETAIL_SQL, ADMIN_LIST_SQL, COUNT_SQL, DETAIL_SQL, LIST_SQL } from './products.sql';

export interface ProductFilter {
  /** The category and its descendants. */
  categoryId?: number;
  status?: ProductStatus;
  search?: string;
}

/** The product's own columns (the published version, or before a first publish the working copy). */
export type ProductFields = Omit<
  ProductEntity,
  'id' | 'createdAt' | 'updatedAt' | 'category' | keyof PublishableEntity
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Every column, the draft too: every publishing change starts from this. */
const ALL_COLUMNS = entityColumns(ProductEntity, 'products');
const LATE_SQL = lateSql('products', 'name');
const SCHEDULED_SQL = scheduledSql('products', 'name');

/** Product rows inside one transaction. */
export class ProductsTx extends PublishingColumns<ProductEntity> {
  constructor(manager: EntityManager) {
    super(manager, ProductEntity, 'products');
  }

  /** The category, locked against deletion until the product is written. */
  async lockCategory(id: number): Promise<{ id: number; type: CategoryType } | null> {
    const rows = await this.manager.query<{ id: number; type: CategoryType }[]>(
      'SELECT id, type FROM categories WHERE id = $1 FOR SHARE',
      [id],
    );
    return rows[0] ?? null;
  }

  /** A product category that exists (locked until the transaction ends), or the Chinese 400. */
  async requireProductCategory(id: number): Promise<void> {
    requireProductCategory(await this.lockCategory(id));
  }

  /** The row with its draft, locked until the transaction ends. */
  async lock(id: number): Promise<ProductColumnsRow | null> {
    const rows = await this.manager.query<ProductColumnsRow[]>(
      `SELECT ${ALL_COLUMNS} FROM products WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** `insert` once per Idempotency-Key (createOnce). */
  createOnce(request: KeyedCreate | null, insert: () => Promise<number>) {
    return createOnce(this.manager, 'product', request, insert);
  }

  /** A new draft: its columns hold the working copy until it is published. */
  async insert(fields: ProductFields, draft: Record<string, unknown>, updatedBy: string): Promise<number> {
    const row = { ...fields, state: 'draft', draft, updatedBy } as QueryDeepPartialEntity<ProductEntity>;
    const result = await this.manager.insert(ProductEntity, row);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** The columns a working copy writes (a publish, or a product nothing of which is public). */
  async writeColumns(id: number, fields: ProductFields): Promise<void> {
    await this.manager.query(
      `UPDATE products SET name = $2, category_id = $3, model = $4, status = $5, price = $6, stock = $7,
              description = $8, description_text = $9, seo_title = $10, seo_description = $11, promises = $12,
              updated_at = now()
       WHERE id = $1`,
      [
        id,
        fields.name,
        fields.categoryId,
        fields.model,
        fields.status,
        fields.price,
        fields.stock,
        fields.description,
        fields.descriptionText,
        fields.seoTitle,
        fields.seoDescription,
        fields.promises === null ? null : JSON.stringify(fields.promises),
      ],
    );
  }

  /** Deletes the product (its images go with it). */
  async delete(id: number): Promise<void> {
    await this.manager.query('DELETE FROM products WHERE id = $1', [id]);
  }
}

/** The catalog's rule for a product's category: it exists and is a product category. */
export function requireProductCategory(category: { type: CategoryType } | null): void {
  if (!category) throw new ServiceException(Errors.productCategoryNotFound());
  if (category.type !== 'product') throw new ServiceException(Errors.productCategoryWrongType());
}

@Injectable()
export class ProductsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private params(filter: ProductFilter): unknown[] {
    return [filter.categoryId ?? null, filter.status ?? null, filter.search ? `%${escapeLike(filter.search)}%` : null];
  }

  // The reads of every product page are prepared statements (preparedQuery): planned once per connection.
  /** Published products only. */
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

  /** A published product. */
  async findDetail(id: number): Promise<ProductDetailRow | null> {
    const rows = await preparedQuery<ProductDetailRow>(this.dataSource, DETAIL_SQL, [id]);
    return rows[0] ?? null;
  }

  /** Any state, with the draft (the admin, previews). */
  async findAny(id: number): Promise<ProductDetailRow | null> {
    const rows = await preparedQuery<ProductDetailRow>(this.dataSource, ADMIN_DETAIL_SQL, [id]);
    return rows[0] ?? null;
  }

  /** The admin's page, any state or `state`: without the description; `draft` is `{}` when there is one. */
  adminList(filter: ProductFilter, state: PublishState | null, page: { offset: number; limit: number }) {
    return preparedQuery<Omit<ProductRow, 'description'>>(this.dataSource, ADMIN_LIST_SQL, [
      ...this.params(filter),
      state,
      page.limit,
      page.offset,
    ]);
  }

  async adminCount(filter: ProductFilter, state: PublishState | null): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(this.dataSource, ADMIN_COUNT_SQL, [...this.params(filter), state]);
    return row.n;
  }

  /** A category's type and name (a working copy's category may differ from the live one). */
  async category(id: number): Promise<{ id: number; type: CategoryType; name: string } | null> {
    const rows = await this.dataSource.query<{ id: number; type: CategoryType; name: string }[]>(
      'SELECT id, type, name FROM categories WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  /** Schedules late by more than `ms`. */
  late(ms: number) {
    return this.dataSource.query<{ id: number; title: string; due: Date }[]>(LATE_SQL, [ms]);
  }

  /** Every schedule set, soonest first. */
  scheduled() {
    return this.dataSource.query<ScheduledRow[]>(SCHEDULED_SQL);
  }

  async countAll(): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM products');
    return row.n;
  }

  /** For the revision and preview-link stores outside a transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (tx: ProductsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new ProductsTx(manager)));
  }
}
