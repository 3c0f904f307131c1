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
import type { NewsFilter } from './news.repository';
import { NewsEntity } from './news.entity';
import type { NewsRow } from './news-view';
import { NewsTranslationEntity } from './news-translation.entity';

/** A translation's row; `id` is its article's, as the publishing workflow names a record, and its category. */
export type NewsTranslationRow = NewsTranslationEntity & { id: number; categoryId: number };

/** A translation's own columns (its words), as a working copy writes them. */
export interface NewsTranslationFields {
  title: string;
  content: string;
  summary: string;
  coverAlt: string | null;
  seoTitle: string;
  seoDescription: string;
}

export const translationTable = (locale: TranslatedLocale): PublishingTable => ({
  name: 'news_translations',
  key: 'news_id',
  locale,
});

const COLUMNS = `${entityColumns(NewsTranslationEntity, 't', { except: ['news'] })}, t.news_id AS "id",
  (SELECT category_id FROM news WHERE id = t.news_id) AS "categoryId"`;
/** The article's columns in the language: its words from the translation, the rest its own. */
const WORDS = ['title', 'summary', 'coverAlt', 'seoTitle', 'seoDescription', 'content', 'draft'];
const ARTICLE = `${entityColumns(NewsEntity, 'n', { except: WORDS })}, t.title AS "title", t.summary AS "summary",
  t.cover_alt AS "coverAlt", t.seo_title AS "seoTitle", t.seo_description AS "seoDescription"`;
/** Live in the language: the article and its translation both published. */
const LIVE = `FROM news n JOIN news_translations t ON t.news_id = n.id AND t.locale = $1 AND t.state = 'published'
  WHERE n.state = 'published'`;
/** $2 category ids (NULL = all), $3 search pattern over the translation's title and summary and the author. */
const FILTER = `($2::int[] IS NULL OR n.category_id = ANY($2::int[]))
  AND ($3::text IS NULL OR t.title ILIKE $3 OR t.summary ILIKE $3 OR n.author ILIKE $3)`;
const LIST_SQL = `SELECT ${ARTICLE} ${LIVE} AND ${FILTER} ORDER BY n.published_at DESC, n.id DESC LIMIT $4 OFFSET $5`;
const COUNT_SQL = `SELECT count(*)::int AS n ${LIVE} AND ${FILTER}`;
const GET_SQL = `SELECT ${ARTICLE}, t.content AS "content" ${LIVE} AND n.id = $2`;
/** Where a version stands, without its words; the draft only as present or not. */
const PUBLICATION_COLUMNS = `${entityColumns(NewsTranslationEntity, 't', { except: ['news', 'draft', ...WORDS] })},
  CASE WHEN t.draft IS NULL THEN NULL ELSE '{}'::jsonb END AS "draft"`;
const FIND_SQL = `SELECT ${COLUMNS} FROM news_translations t WHERE t.news_id = $1 AND t.locale = $2`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One language's translations inside one transaction. */
export class NewsTranslationsTx extends PublishingColumns<NewsTranslationEntity> {
  constructor(
    manager: EntityManager,
    private readonly locale: TranslatedLocale,
  ) {
    super(manager, NewsTranslationEntity, translationTable(locale));
  }

  /** The row, locked until the transaction ends. */
  async lock(newsId: number): Promise<NewsTranslationRow | null> {
    const rows = await this.manager.query<NewsTranslationRow[]>(`${FIND_SQL} FOR UPDATE`, [newsId, this.locale]);
    return rows[0] ?? null;
  }

  /** Whether the article exists, held against deletion until the transaction ends. */
  async holdRecord(newsId: number): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT 1 FROM news WHERE id = $1 FOR SHARE', [newsId]);
    return rows.length > 0;
  }

  /** A first save: a draft whose columns hold the working copy until it is published. */
  async insert(newsId: number, fields: NewsTranslationFields, draft: Record<string, unknown>, by: string) {
    await this.manager.query(
      `INSERT INTO news_translations (news_id, locale, title, content, summary, cover_alt, seo_title,
                                      seo_description, state, draft, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'draft', $9, $10)`,
      [...this.values(newsId, fields), draft, by],
    );
  }

  async writeColumns(newsId: number, fields: NewsTranslationFields): Promise<void> {
    await this.manager.query(
      `UPDATE news_translations SET title = $3, content = $4, summary = $5, cover_alt = $6, seo_title = $7,
              seo_description = $8, updated_at = now()
       WHERE news_id = $1 AND locale = $2`,
      this.values(newsId, fields),
    );
  }

  /** $1 … $8 of the insert and the update: the row's key, then its words in column order. */
  private values(newsId: number, fields: NewsTranslationFields): unknown[] {
    const { title, content, summary, coverAlt, seoTitle, seoDescription } = fields;
    return [newsId, this.locale, title, content, summary, coverAlt, seoTitle, seoDescription];
  }

  async delete(newsId: number): Promise<boolean> {
    const [, deleted] = await this.manager.query<[unknown[], number]>(
      'DELETE FROM news_translations WHERE news_id = $1 AND locale = $2',
      [newsId, this.locale],
    );
    return deleted > 0;
  }
}

/** The only code touching news_translations. */
@Injectable()
export class NewsTranslationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Any state, with the draft. */
  async findAny(newsId: number, locale: TranslatedLocale): Promise<NewsTranslationRow | null> {
    const rows = await preparedQuery<NewsTranslationRow>(this.dataSource, FIND_SQL, [newsId, locale]);
    return rows[0] ?? null;
  }

  /** Every language's translation of an article. */
  listFor(newsId: number): Promise<NewsTranslationRow[]> {
    return this.dataSource.query<NewsTranslationRow[]>(
      `SELECT ${COLUMNS} FROM news_translations t WHERE t.news_id = $1 ORDER BY t.locale`,
      [newsId],
    );
  }

  /** Where every language's version of these articles stands (the admin list). */
  publicationsOf(newsIds: number[]): Promise<NewsTranslationEntity[]> {
    if (!newsIds.length) return Promise.resolve([]);
    return this.dataSource.query<NewsTranslationEntity[]>(
      `SELECT ${PUBLICATION_COLUMNS} FROM news_translations t WHERE t.news_id = ANY($1::int[])`,
      [newsIds],
    );
  }

  /** A live article in the language, its words from the translation. */
  async findPublished(newsId: number, locale: TranslatedLocale): Promise<NewsRow | null> {
    const rows = await preparedQuery<NewsRow>(this.dataSource, GET_SQL, [locale, newsId]);
    return rows[0] ?? null;
  }

  /** A page of the live articles in the language, newest first. */
  listPublished(filter: Omit<NewsFilter, 'state'>, locale: TranslatedLocale, page: { offset: number; limit: number }) {
    return preparedQuery<NewsRow>(this.dataSource, LIST_SQL, [...this.params(filter, locale), page.limit, page.offset]);
  }

  async countPublished(filter: Omit<NewsFilter, 'state'>, locale: TranslatedLocale): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(this.dataSource, COUNT_SQL, this.params(filter, locale));
    return row.n;
  }

  late(locale: TranslatedLocale, ms: number) {
    return this.dataSource.query<{ id: number; title: string; due: Date }[]>(
      lateSql(translationTable(locale), 'title'),
      [ms],
    );
  }

  scheduled(locale: TranslatedLocale) {
    return this.dataSource.query<ScheduledRow[]>(scheduledSql(translationTable(locale), 'title'));
  }

  /** Live articles, and how many of them are live in the language too (the dashboard's 翻译进度). */
  async liveCount(locale: TranslatedLocale): Promise<{ total: number; translated: number }> {
    const [row] = await this.dataSource.query<{ total: number; translated: number }[]>(
      `SELECT count(*)::int AS total, count(t.news_id)::int AS translated FROM news n
       LEFT JOIN news_translations t ON t.news_id = n.id AND t.locale = $1 AND t.state = 'published'
       WHERE n.state = 'published'`,
      [locale],
    );
    return row;
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(locale: TranslatedLocale, work: (tx: NewsTranslationsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new NewsTranslationsTx(manager, locale)));
  }

  private params(filter: Omit<NewsFilter, 'state'>, locale: TranslatedLocale): unknown[] {
    return [locale, filter.categoryIds ?? null, filter.search ? `%${escapeLike(filter.search)}%` : null];
  }
}
