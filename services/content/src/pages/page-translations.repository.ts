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
import { PageTranslationEntity } from './page-translation.entity';

/** A translation's row; `id` is its page's, as the publishing workflow names a record, and `key` the page's key. */
export type PageTranslationRow = PageTranslationEntity & { id: number; key: string };

/** A translation's own columns, as a working copy writes them. */
export interface PageTranslationColumns {
  title: string;
  texts: Record<string, unknown>;
}

export const pageTranslationTable = (locale: TranslatedLocale): PublishingTable => ({
  name: 'page_translations',
  key: 'page_id',
  locale,
});

const COLUMNS = `${entityColumns(PageTranslationEntity, 't', { except: ['page'] })}, t.page_id AS "id",
  (SELECT key FROM pages WHERE id = t.page_id) AS "key"`;
const FIND_SQL = `SELECT ${COLUMNS} FROM page_translations t WHERE t.page_id = $1 AND t.locale = $2`;
/** The page's translation where it is published (the page itself always is). */
const PUBLISHED_SQL = `SELECT ${COLUMNS} FROM page_translations t JOIN pages p ON p.id = t.page_id
  WHERE p.key = $1 AND t.locale = $2 AND t.state = 'published'`;

/** One language's page translations inside one transaction. */
export class PageTranslationsTx extends PublishingColumns<PageTranslationEntity> {
  constructor(
    manager: EntityManager,
    private readonly locale: TranslatedLocale,
  ) {
    super(manager, PageTranslationEntity, pageTranslationTable(locale));
  }

  /** The row, locked until the transaction ends. */
  async lock(pageId: number): Promise<PageTranslationRow | null> {
    const rows = await this.manager.query<PageTranslationRow[]>(`${FIND_SQL} FOR UPDATE`, [pageId, this.locale]);
    return rows[0] ?? null;
  }

  /** Whether the page exists, held against deletion until the transaction ends. */
  async holdRecord(pageId: number): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT 1 FROM pages WHERE id = $1 FOR SHARE', [pageId]);
    return rows.length > 0;
  }

  /** A first save: a draft whose columns hold the working copy until it is published. */
  async insert(pageId: number, columns: PageTranslationColumns, draft: Record<string, unknown>, by: string) {
    await this.manager.query(
      `INSERT INTO page_translations (page_id, locale, title, texts, state, draft, updated_by)
       VALUES ($1, $2, $3, $4::jsonb, 'draft', $5::jsonb, $6)`,
      [pageId, this.locale, columns.title, JSON.stringify(columns.texts), JSON.stringify(draft), by],
    );
  }

  async writeColumns(pageId: number, columns: PageTranslationColumns): Promise<void> {
    await this.manager.query(
      `UPDATE page_translations SET title = $3, texts = $4::jsonb, updated_at = now() WHERE page_id = $1 AND locale = $2`,
      [pageId, this.locale, columns.title, JSON.stringify(columns.texts)],
    );
  }

  async delete(pageId: number): Promise<boolean> {
    const [, deleted] = await this.manager.query<[unknown[], number]>(
      'DELETE FROM page_translations WHERE page_id = $1 AND locale = $2',
      [pageId, this.locale],
    );
    return deleted > 0;
  }
}

/** The only code touching page_translations. */
@Injectable()
export class PageTranslationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Any state, with the draft. */
  async findAny(pageId: number, locale: TranslatedLocale): Promise<PageTranslationRow | null> {
    const rows = await preparedQuery<PageTranslationRow>(this.dataSource, FIND_SQL, [pageId, locale]);
    return rows[0] ?? null;
  }

  /** Every language's translation of a page. */
  listFor(pageId: number): Promise<PageTranslationRow[]> {
    return this.dataSource.query<PageTranslationRow[]>(
      `SELECT ${COLUMNS} FROM page_translations t WHERE t.page_id = $1 ORDER BY t.locale`,
      [pageId],
    );
  }

  async findPublished(key: string, locale: TranslatedLocale): Promise<PageTranslationRow | null> {
    const rows = await preparedQuery<PageTranslationRow>(this.dataSource, PUBLISHED_SQL, [key, locale]);
    return rows[0] ?? null;
  }

  /** The languages page `key` is published in besides its own. */
  async publishedLocales(key: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ locale: string }[]>(
      `SELECT t.locale FROM page_translations t JOIN pages p ON p.id = t.page_id
       WHERE p.key = $1 AND t.state = 'published' ORDER BY t.locale`,
      [key],
    );
    return rows.map((r) => r.locale);
  }

  late(locale: TranslatedLocale, ms: number) {
    return this.dataSource.query<{ id: number; title: string; due: Date }[]>(
      lateSql(pageTranslationTable(locale), '(SELECT key FROM pages WHERE id = page_id)'),
      [ms],
    );
  }

  scheduled(locale: TranslatedLocale) {
    return this.dataSource.query<ScheduledRow[]>(
      scheduledSql(pageTranslationTable(locale), '(SELECT key FROM pages WHERE id = page_id)'),
    );
  }

  /** Pages, and how many of them are live in the language (the dashboard's 翻译进度; a page is always live). */
  async liveCount(locale: TranslatedLocale, total: number): Promise<{ total: number; translated: number }> {
    const [row] = await this.dataSource.query<{ translated: number }[]>(
      `SELECT count(*)::int AS translated FROM page_translations WHERE locale = $1 AND state = 'published'`,
      [locale],
    );
    return { total, translated: row.translated };
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(locale: TranslatedLocale, work: (tx: PageTranslationsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new PageTranslationsTx(manager, locale)));
  }
}
