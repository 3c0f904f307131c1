import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PublishState } from '@site/contracts';
import {
  PublishingColumns,
  createOnce,
  entityColumns,
  type KeyedCreate,
  lateSql,
  preparedQuery,
  type ScheduledRow,
  scheduledSql,
} from '@site/service-kit';
import type { NewsRow } from './news-view';
import type { TranslatedBody } from './news-usage';
import { NewsEntity } from './news.entity';

export interface NewsFilter {
  /** A category and its descendants; an empty list matches nothing. */
  categoryIds?: number[];
  search?: string;
  /** null: any state (the admin list). */
  state: PublishState | null;
}

export interface NewsFields {
  title: string;
  categoryId: number;
  content: string;
  summary: string;
  coverImage: string | null;
  coverAlt: string | null;
  publishedAt?: Date;
  /** Left out: '' on insert, kept on update. */
  seoTitle?: string;
  seoDescription?: string;
}

export interface NewNews extends NewsFields {
  author: string;
  userId: number | null;
  draft: Record<string, unknown>;
  updatedBy: string;
}

/** Public reads leave the draft out, lists the content too; the admin list marks a draft without reading it. */
const ALL_COLUMNS = entityColumns(NewsEntity, 'news');
const PUBLIC_COLUMNS = entityColumns(NewsEntity, 'news', { except: ['draft'] });
const LIST_COLUMNS = entityColumns(NewsEntity, 'news', { except: ['content', 'draft'] });
const ADMIN_LIST_COLUMNS = `${LIST_COLUMNS}, CASE WHEN draft IS NULL THEN NULL ELSE '{}'::jsonb END AS "draft"`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * $1 category ids (NULL = all), $2 search pattern (NULL = none): title, summary and author,
 * case-insensitive; $3 state (NULL = any).
 */
const FILTER = `($1::int[] IS NULL OR category_id = ANY($1::int[]))
  AND ($2::text IS NULL OR title ILIKE $2 OR summary ILIKE $2 OR author ILIKE $2)
  AND ($3::varchar IS NULL OR state = $3)`;

// The news pages' reads, built once: each is a prepared statement keyed by its text.
// The public's: `state = 'published'` written out, so even a generic plan takes the partial index of live
// news (news_published_live) and never walks past drafts.
const LIST_SQL = `SELECT ${LIST_COLUMNS} FROM news WHERE state = 'published' AND ${FILTER}
  ORDER BY published_at DESC, id DESC LIMIT $4 OFFSET $5`;
const ADMIN_LIST_SQL = `SELECT ${ADMIN_LIST_COLUMNS} FROM news WHERE ${FILTER}
  ORDER BY published_at DESC, id DESC LIMIT $4 OFFSET $5`;
const COUNT_SQL = `SELECT count(*)::int AS n FROM news WHERE ${FILTER}`;
const PUBLISHED_COUNT_SQL = `SELECT count(*)::int AS n FROM news WHERE state = 'published' AND ${FILTER}`;
const GET_SQL = `SELECT ${PUBLIC_COLUMNS} FROM news WHERE id = $1 AND state = 'published'`;
const ADMIN_GET_SQL = `SELECT ${ALL_COLUMNS} FROM news WHERE id = $1`;
const LATE_SQL = lateSql('news', 'title');
const SCHEDULED_SQL = scheduledSql('news', 'title');

export interface NewsUsageRow {
  id: number;
  title: string;
  coverImage: string | null;
  content: string;
  draft: Record<string, unknown> | null;
  translations: TranslatedBody[];
}

/** News rows inside one transaction. */
export class NewsTx extends PublishingColumns<NewsEntity> {
  constructor(manager: EntityManager) {
    super(manager, NewsEntity, 'news');
  }

  /** The row, locked until the transaction ends. */
  async lock(id: number): Promise<NewsRow | null> {
    // With the draft: every publishing change starts here.
    const rows = await this.manager.query<NewsRow[]>(`SELECT ${ALL_COLUMNS} FROM news WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /** `insert` once per Idempotency-Key (createOnce). */
  createOnce(request: KeyedCreate | null, insert: () => Promise<number>) {
    return createOnce(this.manager, 'news', request, insert);
  }

  /** A new draft: its columns hold the working copy until it is published. */
  async insert(news: NewNews): Promise<number> {
    const [row] = await this.manager.query<{ id: number }[]>(
      `INSERT INTO news (title, author, user_id, category_id, content, summary, cover_image, published_at,
                         seo_title, seo_description, cover_alt, state, draft, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, now()), $9, $10, $11, 'draft', $12, $13) RETURNING id`,
      [
        news.title,
        news.author,
        news.userId,
        news.categoryId,
        news.content,
        news.summary,
        news.coverImage,
        news.publishedAt ?? null,
        news.seoTitle ?? '',
        news.seoDescription ?? '',
        news.coverAlt,
        news.draft,
        news.updatedBy,
      ],
    );
    return row.id;
  }

  /** Author, user and views stay; an absent publication date and absent SEO fields too. */
  async writeColumns(id: number, fields: NewsFields): Promise<void> {
    await this.manager.query(
      `UPDATE news SET title = $2, category_id = $3, content = $4, summary = $5, cover_image = $6,
              published_at = COALESCE($7, published_at), seo_title = COALESCE($8, seo_title),
              seo_description = COALESCE($9, seo_description), cover_alt = $10, updated_at = now()
       WHERE id = $1`,
      [
        id,
        fields.title,
        fields.categoryId,
        fields.content,
        fields.summary,
        fields.coverImage,
        fields.publishedAt ?? null,
        fields.seoTitle ?? null,
        fields.seoDescription ?? null,
        fields.coverAlt,
      ],
    );
  }

  async delete(id: number): Promise<void> {
    await this.manager.query('DELETE FROM news WHERE id = $1', [id]);
  }
}

/** The only code touching the news table. The news pages' reads are prepared statements (preparedQuery). */
@Injectable()
export class NewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private params(filter: NewsFilter): unknown[] {
    return [filter.categoryIds ?? null, filter.search ? `%${escapeLike(filter.search)}%` : null, filter.state];
  }

  /** A page of the public list (published news only), newest first (publication date, then id). */
  list(filter: NewsFilter, page: { offset: number; limit: number }): Promise<NewsRow[]> {
    return preparedQuery<NewsRow>(this.dataSource, LIST_SQL, [...this.params(filter), page.limit, page.offset]);
  }

  /** The admin's page: `draft` is `{}` when there is one (not read), null otherwise. */
  adminList(filter: NewsFilter, page: { offset: number; limit: number }): Promise<NewsRow[]> {
    return preparedQuery<NewsRow>(this.dataSource, ADMIN_LIST_SQL, [...this.params(filter), page.limit, page.offset]);
  }

  /** Any state, with the draft (the admin, previews). */
  async findAny(id: number): Promise<NewsRow | null> {
    const rows = await preparedQuery<NewsRow>(this.dataSource, ADMIN_GET_SQL, [id]);
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

  async count(filter: NewsFilter): Promise<number> {
    const sql = filter.state === 'published' ? PUBLISHED_COUNT_SQL : COUNT_SQL;
    const [row] = await preparedQuery<{ n: number }>(this.dataSource, sql, this.params(filter));
    return row.n;
  }

  /** A published article. */
  async findById(id: number): Promise<NewsRow | null> {
    const rows = await preparedQuery<NewsRow>(this.dataSource, GET_SQL, [id]);
    return rows[0] ?? null;
  }

  /** Adds counted views in one statement; answers the articles that still exist. */
  async addViews(counts: Map<number, number>): Promise<number[]> {
    const rows = await this.dataSource.query<[{ id: number }[], number]>(
      `UPDATE news SET views = LEAST(views::bigint + v.n, 2147483647)
         FROM unnest($1::int[], $2::int[]) AS v(id, n)
        WHERE news.id = v.id
        RETURNING news.id`,
      [[...counts.keys()], [...counts.values()]],
    );
    return rows[0].map((r) => r.id);
  }

  async countInCategories(categoryIds: number[]): Promise<number> {
    if (!categoryIds.length) return 0;
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM news
       WHERE category_id = ANY($1::int[]) OR (draft->>'category')::int = ANY($1::int[])`,
      [categoryIds],
    );
    return row.n;
  }

  /** Id, title, cover and body (with the draft's) of the articles after `afterId`, by id. */
  usageRows(afterId: number, limit: number) {
    return this.dataSource.query<NewsUsageRow[]>(
      `SELECT id, title, cover_image AS "coverImage", content, draft,
              (SELECT coalesce(json_agg(json_build_object('content', t.content, 'draft', t.draft)), '[]'::json)
                 FROM news_translations t WHERE t.news_id = news.id) AS translations
       FROM news WHERE id > $1 ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /** For the revision and preview-link stores outside a transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (tx: NewsTx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new NewsTx(manager)));
  }
}
