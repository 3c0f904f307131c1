import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { CategoryTranslationView, CategoryType, TranslatedLocale } from '@site/contracts';
import { createOnce, entityColumns, type KeyedCreate, preparedQuery } from '@site/service-kit';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { CategoryEntity } from './category.entity';
import { CategoryTranslationEntity } from './category-translation.entity';

export interface CategoryFields {
  name: string;
  slug: string;
  parentId: number | null;
  type: CategoryType;
}

/** Every server-rendered product and news list reads it: one prepared statement, not a query built per call. */
const LIST_SQL = `SELECT ${entityColumns(CategoryEntity, 'c')} FROM categories c
  WHERE ($1::varchar IS NULL OR c.type = $1) ORDER BY c.id`;

/** The categories that have a version in the language, with its name and slug. */
const TRANSLATED_LIST_SQL = `SELECT ${entityColumns(CategoryEntity, 'c', { except: ['name', 'slug'] })},
  t.name AS "name", t.slug AS "slug"
  FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = $2
  WHERE ($1::varchar IS NULL OR c.type = $1) ORDER BY c.id`;

const likePrefix = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Category rows inside one transaction: the tree lock, reads for the rules, and the writes. */
export class CategoriesTx {
  constructor(private readonly manager: EntityManager) {}

  /** Serialises every change to the tree, so two moves cannot make a cycle and slugs cannot race. */
  async lockTree(): Promise<void> {
    await this.manager.query("SELECT pg_advisory_xact_lock(hashtext('catalog.categories'))");
  }

  findById(id: number): Promise<CategoryEntity | null> {
    return this.manager.findOneBy(CategoryEntity, { id });
  }

  async parentMap(): Promise<Map<number, number | null>> {
    const rows = await this.manager.query<{ id: number; parent_id: number | null }[]>(
      'SELECT id, parent_id FROM categories',
    );
    return new Map(rows.map((r) => [r.id, r.parent_id]));
  }

  async slugTaken(type: CategoryType, slug: string, exceptId: number | null): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      'SELECT 1 FROM categories WHERE type = $1 AND lower(slug) = lower($2) AND id <> $3 LIMIT 1',
      [type, slug, exceptId ?? 0],
    );
    return rows.length > 0;
  }

  /** Slugs of the type equal to `base` or starting with `base-`, lower-cased. */
  async slugsLike(type: CategoryType, base: string, exceptId: number | null): Promise<Set<string>> {
    const rows = await this.manager.query<{ slug: string }[]>(
      `SELECT lower(slug) AS slug FROM categories
       WHERE type = $1 AND id <> $3 AND (lower(slug) = lower($2) OR lower(slug) LIKE $4 ESCAPE '\\')`,
      [type, base, exceptId ?? 0, `${likePrefix(base)}-%`],
    );
    return new Set(rows.map((r) => r.slug));
  }

  /** Whether another category of the type uses `slug` in the language. */
  async translatedSlugTaken(
    locale: TranslatedLocale,
    type: CategoryType,
    slug: string,
    exceptId: number,
  ): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `SELECT 1 FROM category_translations t JOIN categories c ON c.id = t.category_id
       WHERE t.locale = $1 AND c.type = $2 AND t.slug = $3 AND c.id <> $4 LIMIT 1`,
      [locale, type, slug, exceptId],
    );
    return rows.length > 0;
  }

  async translationsOf(id: number): Promise<CategoryTranslationEntity[]> {
    return this.manager.findBy(CategoryTranslationEntity, { categoryId: id });
  }

  async setTranslation(id: number, locale: TranslatedLocale, fields: CategoryTranslationView | null): Promise<void> {
    if (fields === null) {
      await this.manager.delete(CategoryTranslationEntity, { categoryId: id, locale });
      return;
    }
    await this.manager.upsert(CategoryTranslationEntity, { categoryId: id, locale, ...fields }, [
      'categoryId',
      'locale',
    ]);
  }

  async countChildren(id: number): Promise<number> {
    const [row] = await this.manager.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM categories WHERE parent_id = $1',
      [id],
    );
    return row.n;
  }

  /** Products filed under these categories, by their columns or their draft (docs/publishing.md). */
  async countProducts(categoryIds: number[]): Promise<number> {
    const [row] = await this.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM products
       WHERE category_id = ANY($1::int[]) OR (draft->>'category')::int = ANY($1::int[])`,
      [categoryIds],
    );
    return row.n;
  }

  /** `insert` once per Idempotency-Key (createOnce). */
  createOnce(request: KeyedCreate | null, insert: () => Promise<number>) {
    return createOnce(this.manager, 'category', request, insert);
  }

  async insert(fields: CategoryFields): Promise<CategoryEntity> {
    const saved = await this.manager.save(CategoryEntity, this.manager.create(CategoryEntity, fields));
    return this.manager.findOneByOrFail(CategoryEntity, { id: saved.id });
  }

  async update(id: number, fields: CategoryFields): Promise<CategoryEntity> {
    await this.manager.update(CategoryEntity, { id }, fields);
    return this.manager.findOneByOrFail(CategoryEntity, { id });
  }

  async delete(id: number): Promise<void> {
    await this.manager.delete(CategoryEntity, { id });
  }
}

@Injectable()
export class CategoriesRepository {
  constructor(
    @InjectRepository(CategoryEntity) private readonly rows: Repository<CategoryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  list(type?: CategoryType): Promise<CategoryEntity[]> {
    return preparedQuery<CategoryEntity>(this.dataSource, LIST_SQL, [type ?? null]);
  }

  /** The categories with a version in `locale`, their name and slug in it. */
  listTranslated(type: CategoryType | undefined, locale: TranslatedLocale): Promise<CategoryEntity[]> {
    return preparedQuery<CategoryEntity>(this.dataSource, TRANSLATED_LIST_SQL, [type ?? null, locale]);
  }

  /** Every translation of the categories of a type (all types when none). */
  translations(type?: CategoryType): Promise<CategoryTranslationEntity[]> {
    return this.dataSource
      .getRepository(CategoryTranslationEntity)
      .createQueryBuilder('t')
      .innerJoin(CategoryEntity, 'c', 'c.id = t.category_id')
      .where(type ? 'c.type = :type' : 'TRUE', { type })
      .getMany();
  }

  findById(id: number): Promise<CategoryEntity | null> {
    return this.rows.findOneBy({ id });
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  /** How many categories there are, and how many of them have a version in `locale`. */
  async translatedCount(locale: TranslatedLocale): Promise<{ total: number; translated: number }> {
    const [row] = await this.dataSource.query<{ total: number; translated: number }[]>(
      `SELECT count(*)::int AS total, count(t.category_id)::int AS translated
       FROM categories c LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = $1`,
      [locale],
    );
    return row;
  }

  /** The category and its descendants, in one recursive query (UNION ends even on a bad loop). */
  async subtreeIds(id: number): Promise<number[]> {
    const rows = await this.dataSource.query<{ id: number }[]>(
      `WITH RECURSIVE tree(id) AS (
         SELECT id FROM categories WHERE id = $1
         UNION
         SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
       )
       SELECT id FROM tree ORDER BY (id = $1) DESC, id`,
      [id],
    );
    return rows.map((r) => r.id);
  }

  transaction<T>(work: (tx: CategoriesTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new CategoriesTx(manager)));
  }
}
