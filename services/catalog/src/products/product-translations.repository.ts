import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { TranslatedLocale } from '@site/contracts';
import {
  entityColumns,
  lateSql,
  preparedQuery,
  type PublishingTable,
  PublishingColumns,
  type ScheduledRow,
  scheduledSql,
} from '@site/service-kit';
import { ProductImageEntity } from '../product-images/product-image.entity';
import { ProductEntity } from './product.entity';
import type { ProductDetailRow, ProductRow } from './product-view';
import type { ProductFilter } from './products.repository';
import { ProductTranslationEntity } from './product-translation.entity';

/** A translation's row; `id` is its product's, as the publishing workflow names a record. */
export type ProductTranslationRow = Omit<ProductTranslationEntity, 'descriptionText' | 'product'> & { id: number };

/** A translation's own columns (its words), as a working copy writes them. */
export interface ProductTranslationFields {
  name: string;
  description: string;
  descriptionText: string;
  seoTitle: string;
  seoDescription: string;
  imageAlts: Record<string, string>;
}

/** A live product in the language: its row with the words of the translation, and the gallery's alt texts there. */
export type TranslatedProductRow = ProductRow & { imageAlts: Record<string, string> };
export type TranslatedProductDetailRow = ProductDetailRow & { imageAlts: Record<string, string> };

export const translationTable = (locale: TranslatedLocale): PublishingTable => ({
  name: 'product_translations',
  key: 'product_id',
  locale,
});

const COLUMNS = `${entityColumns(ProductTranslationEntity, 't', { except: ['product'] })}, t.product_id AS "id"`;
const FIND_SQL = `SELECT ${COLUMNS} FROM product_translations t WHERE t.product_id = $1 AND t.locale = $2`;
/** Where a version stands, without its words; the draft only as present or not. */
const PUBLICATION_COLUMNS = `${entityColumns(ProductTranslationEntity, 't', {
  except: ['product', 'draft', 'name', 'description', 'descriptionText', 'seoTitle', 'seoDescription', 'imageAlts'],
})},
  CASE WHEN t.draft IS NULL THEN NULL ELSE '{}'::jsonb END AS "draft"`;

// The public reads in a language, as products.sql.ts has them for the product: $1 locale, then the
// filter's category (with descendants), status and search pattern (over the translation's name and
// description and the product's model). Live: the product and its translation both published.
const WORDS = ['name', 'description', 'seoTitle', 'seoDescription', 'draft'];
const PRODUCT = `${entityColumns(ProductEntity, 'p', { except: WORDS })}, t.name AS "name",
  t.description AS "description", t.seo_title AS "seoTitle", t.seo_description AS "seoDescription",
  t.image_alts AS "imageAlts", COALESCE(ct.name, c.name) AS "categoryName"`;
const CATEGORY = `JOIN categories c ON c.id = p.category_id
  LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = $1`;
const SCOPE = `
  WITH RECURSIVE scope(id) AS (
    SELECT id FROM categories WHERE id = $2
    UNION
    SELECT c.id FROM categories c JOIN scope s ON c.parent_id = s.id
  )`;
const LIVE = `FROM products p JOIN product_translations t
  ON t.product_id = p.id AND t.locale = $1 AND t.state = 'published' WHERE p.state = 'published'`;
const FILTER = `($2::int IS NULL OR p.category_id IN (SELECT id FROM scope))
  AND ($3::varchar IS NULL OR p.status = $3)
  AND ($4::text IS NULL OR t.name ILIKE $4 OR p.model ILIKE $4 OR t.description_text ILIKE $4)`;
/** $5 "ids below" (keyset, or NULL), $6 limit, $7 offset. */
const LIST_SQL = `${SCOPE},
  page AS (
    SELECT p.id ${LIVE} AND ${FILTER} AND ($5::int IS NULL OR p.id < $5)
    ORDER BY p.id DESC LIMIT $6 OFFSET $7
  )
  SELECT ${PRODUCT}, fi.image_url AS "firstImage", pi.image_url AS "primaryImage"
  FROM page JOIN products p ON p.id = page.id
  JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
  ${CATEGORY}
  LEFT JOIN LATERAL (
    SELECT image_url FROM product_images WHERE product_id = p.id ORDER BY image_order, id LIMIT 1
  ) fi ON true
  LEFT JOIN LATERAL (
    SELECT image_url FROM product_images WHERE product_id = p.id AND is_primary LIMIT 1
  ) pi ON true
  ORDER BY p.id DESC`;
const COUNT_SQL = `${SCOPE} SELECT count(*)::int AS n ${LIVE} AND ${FILTER}`;
const DETAIL_SQL = `
  SELECT ${PRODUCT},
         (SELECT image_url FROM product_images WHERE product_id = p.id ORDER BY image_order, id LIMIT 1) AS "firstImage",
         (SELECT image_url FROM product_images WHERE product_id = p.id AND is_primary LIMIT 1) AS "primaryImage",
         COALESCE((
           SELECT json_agg(i) FROM (
             SELECT ${entityColumns(ProductImageEntity, 'i')} FROM product_images i
             WHERE i.product_id = p.id ORDER BY i.image_order, i.id
           ) i
         ), '[]'::json) AS images
  FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = $1 AND t.state = 'published'
  ${CATEGORY}
  WHERE p.state = 'published' AND p.id = $2`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One language's translations inside one transaction. */
export class ProductTranslationsTx extends PublishingColumns<ProductTranslationEntity> {
  constructor(
    manager: EntityManager,
    private readonly locale: TranslatedLocale,
  ) {
    super(manager, ProductTranslationEntity, translationTable(locale));
  }

  /** The row, locked until the transaction ends. */
  async lock(productId: number): Promise<ProductTranslationRow | null> {
    const rows = await this.manager.query<ProductTranslationRow[]>(`${FIND_SQL} FOR UPDATE`, [productId, this.locale]);
    return rows[0] ?? null;
  }

  /** Whether the product exists, held against deletion until the transaction ends. */
  async holdRecord(productId: number): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT 1 FROM products WHERE id = $1 FOR SHARE', [productId]);
    return rows.length > 0;
  }

  /** A first save: a draft whose columns hold the working copy until it is published. */
  async insert(productId: number, fields: ProductTranslationFields, draft: Record<string, unknown>, by: string) {
    await this.manager.query(
      `INSERT INTO product_translations (product_id, locale, name, description, description_text, seo_title,
                                         seo_description, image_alts, state, draft, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'draft', $9, $10)`,
      [...this.values(productId, fields), draft, by],
    );
  }

  async writeColumns(productId: number, fields: ProductTranslationFields): Promise<void> {
    await this.manager.query(
      `UPDATE product_translations SET name = $3, description = $4, description_text = $5, seo_title = $6,
              seo_description = $7, image_alts = $8, updated_at = now()
       WHERE product_id = $1 AND locale = $2`,
      this.values(productId, fields),
    );
  }

  /** $1 … $8 of the insert and the update: the row's key, then its words in column order. */
  private values(productId: number, fields: ProductTranslationFields): unknown[] {
    const { name, description, descriptionText, seoTitle, seoDescription, imageAlts } = fields;
    return [productId, this.locale, name, description, descriptionText, seoTitle, seoDescription, imageAlts];
  }

  async delete(productId: number): Promise<void> {
    await this.manager.query('DELETE FROM product_translations WHERE product_id = $1 AND locale = $2', [
      productId,
      this.locale,
    ]);
  }
}

/** The only code touching product_translations (but the media usage's read of the descriptions). */
@Injectable()
export class ProductTranslationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Any state, with the draft. */
  async findAny(productId: number, locale: TranslatedLocale): Promise<ProductTranslationRow | null> {
    const rows = await preparedQuery<ProductTranslationRow>(this.dataSource, FIND_SQL, [productId, locale]);
    return rows[0] ?? null;
  }

  /** Every language's translation of a product. */
  listFor(productId: number): Promise<ProductTranslationRow[]> {
    return this.dataSource.query<ProductTranslationRow[]>(
      `SELECT ${COLUMNS} FROM product_translations t WHERE t.product_id = $1 ORDER BY t.locale`,
      [productId],
    );
  }

  /** Where every language's version of these products stands (the admin list). */
  publicationsOf(productIds: number[]): Promise<ProductTranslationEntity[]> {
    if (!productIds.length) return Promise.resolve([]);
    return this.dataSource.query<ProductTranslationEntity[]>(
      `SELECT ${PUBLICATION_COLUMNS} FROM product_translations t WHERE t.product_id = ANY($1::int[])`,
      [productIds],
    );
  }

  /** A live product in the language, its words from the translation. */
  async findPublished(productId: number, locale: TranslatedLocale): Promise<TranslatedProductDetailRow | null> {
    const rows = await preparedQuery<TranslatedProductDetailRow>(this.dataSource, DETAIL_SQL, [locale, productId]);
    return rows[0] ?? null;
  }

  /** A batch of the live products in the language, newest first. */
  listPublished(
    filter: ProductFilter,
    locale: TranslatedLocale,
    page: { afterId?: number; offset: number; limit: number },
  ): Promise<TranslatedProductRow[]> {
    return preparedQuery<TranslatedProductRow>(this.dataSource, LIST_SQL, [
      ...this.params(filter, locale),
      page.afterId ?? null,
      page.limit,
      page.afterId ? 0 : page.offset,
    ]);
  }

  async countPublished(filter: ProductFilter, locale: TranslatedLocale): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(this.dataSource, COUNT_SQL, this.params(filter, locale));
    return row.n;
  }

  /** A category's name in the language, else its own ('' for none). */
  async categoryName(id: number, locale: TranslatedLocale): Promise<string> {
    const rows = await this.dataSource.query<{ name: string }[]>(
      `SELECT COALESCE(ct.name, c.name) AS name FROM categories c
       LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = $2 WHERE c.id = $1`,
      [id, locale],
    );
    return rows[0]?.name ?? '';
  }

  late(locale: TranslatedLocale, ms: number) {
    return this.dataSource.query<{ id: number; title: string; due: Date }[]>(
      lateSql(translationTable(locale), 'name'),
      [ms],
    );
  }

  scheduled(locale: TranslatedLocale) {
    return this.dataSource.query<ScheduledRow[]>(scheduledSql(translationTable(locale), 'name'));
  }

  /** Live products, and how many of them are live in the language too (the dashboard's 翻译进度). */
  async liveCount(locale: TranslatedLocale): Promise<{ total: number; translated: number }> {
    const [row] = await this.dataSource.query<{ total: number; translated: number }[]>(
      `SELECT count(*)::int AS total, count(t.product_id)::int AS translated FROM products p
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = $1 AND t.state = 'published'
       WHERE p.state = 'published'`,
      [locale],
    );
    return row;
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(locale: TranslatedLocale, work: (tx: ProductTranslationsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new ProductTranslationsTx(manager, locale)));
  }

  private params(filter: ProductFilter, locale: TranslatedLocale): unknown[] {
    const search = filter.search ? `%${escapeLike(filter.search)}%` : null;
    return [locale, filter.categoryId ?? null, filter.status ?? null, search];
  }
}
