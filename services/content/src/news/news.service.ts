import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  type NewsDeletedEvent,
  type NewsInput,
  type NewsListAnswer,
  type NewsListMessage,
  type NewsUpdatedEvent,
  type NewsView,
  type SessionUser,
} from '@site/contracts';
import {
  afterId,
  EventBus,
  keyedCreate,
  reportMediaUsage,
  sanitizeRichHtml,
  ServiceException,
  usagePage,
} from '@site/service-kit';
import { MediaService } from '../media/media.service';
import { newsUsage } from './news-usage';
import { NewsCategoriesClient } from './news-categories.client';
import { type NewsFields, NewsRepository } from './news.repository';
import { hasVisibleContent, makeNewsSummary, plainSummary } from './news-summary';
import { type NewsRow, toNewsListItem, toNewsView } from './news-view';

/** The sanitised body above this would not fit in one NATS reply with its article. */
export const MAX_CONTENT_BYTES = 512 * 1024;
const MAX_AUTHOR_CHARS = 100;

/** The author shown on an article: the signed-in user's name, else their username. */
export function authorOf(actor: SessionUser): string {
  return Array.from(actor.name.trim() || actor.username)
    .slice(0, MAX_AUTHOR_CHARS)
    .join('');
}

/**
 * The rules of news: a title, a news category (the catalog says which exist), content
 * with something in it, sanitised on write; an empty summary made from the content; the author
 * from the session. Events go out after the commit.
 */
@Injectable()
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly categories: NewsCategoriesClient,
    private readonly events: EventBus,
    private readonly library: MediaService,
  ) {}

  /** A page of the list, newest first; `category` includes its descendants. */
  async list(m: NewsListMessage): Promise<NewsListAnswer> {
    const categoryIds = m.category === undefined ? undefined : await this.categories.subtree(m.category);
    const filter = { categoryIds, search: m.search };
    const [rows, total] = await Promise.all([
      this.news.list(filter, { offset: (m.page - 1) * m.limit, limit: m.limit }),
      this.news.count(filter),
    ]);
    const names = await this.categories.names([...new Set(rows.map((r) => r.categoryId))]);
    return {
      items: rows.map((row) => toNewsListItem(row, names.get(row.categoryId) ?? '')),
      total,
      page: m.page,
      totalPages: Math.ceil(total / m.limit),
    };
  }

  /** One article (views are counted apart, by NewsViewsCounter). */
  async get(id: number): Promise<NewsView> {
    const row = await this.news.findById(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return this.view(row);
  }

  /** With an Idempotency-Key, a retry answers the article the first try made. */
  async create(actor: SessionUser, input: NewsInput, idempotencyKey?: string | null): Promise<NewsView> {
    const fields = await this.fields(input);
    const category = await this.categories.requireNewsCategory(fields.categoryId);
    const { id, created } = await this.news.transaction((tx) =>
      tx.createOnce(keyedCreate(idempotencyKey, input), () =>
        tx.insert({ ...fields, author: authorOf(actor), userId: actor.id }),
      ),
    );
    const row = await this.news.findById(id);
    if (created) {
      await this.events.publish(ContentEvents.newsCreated, { id, categoryId: fields.categoryId });
      await this.reportUsage(id, row);
    }
    // Only a replay can miss it: the article its first try made was deleted since.
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return this.view(row, row.categoryId === category.id ? category.name : undefined);
  }

  /**
   * Author, user_id and views stay as they are; an absent date or SEO field keeps what it was. The
   * catalog is asked only when the category changes, so an edit works while it is down.
   */
  async update(id: number, input: NewsInput): Promise<NewsView> {
    const fields = await this.fields(input);
    const current = await this.news.findById(id);
    if (!current) throw new ServiceException(Errors.newsNotFound());
    if (current.categoryId !== fields.categoryId) await this.categories.requireNewsCategory(fields.categoryId);
    const event = await this.news.transaction(async (tx): Promise<NewsUpdatedEvent> => {
      const locked = await tx.lock(id);
      if (!locked) throw new ServiceException(Errors.newsNotFound());
      // Another edit moved it in between: the category we keep is no longer known to be in use.
      if (locked.categoryId !== fields.categoryId && current.categoryId === fields.categoryId) {
        await this.categories.requireNewsCategory(fields.categoryId);
      }
      await tx.update(id, fields);
      return { id, categoryId: fields.categoryId };
    });
    await this.events.publish(ContentEvents.newsUpdated, event);
    const row = (await this.news.findById(id))!;
    await this.reportUsage(id, row);
    return this.view(row);
  }

  /** Its cover and pictures stay in the media library (ADR 0010). */
  async remove(id: number): Promise<void> {
    const event = await this.news.transaction(async (tx): Promise<NewsDeletedEvent> => {
      const locked = await tx.lock(id);
      if (!locked) throw new ServiceException(Errors.newsNotFound());
      await tx.delete(id);
      return { id, categoryId: locked.categoryId };
    });
    await this.events.publish(ContentEvents.newsDeleted, event);
    await this.reportUsage(id, null);
  }

  /** How many articles are filed under these categories (the catalog asks before deleting one). */
  countInCategories(categoryIds: number[]): Promise<number> {
    return this.news.countInCategories(categoryIds);
  }

  /** Articles that show uploads, by id after the cursor (the media usage index's rebuild). */
  async usageList(after: string | null, limit: number) {
    return usagePage(await this.news.usageRows(afterId(after), limit), limit, (row) => newsUsage(row.id, row));
  }

  private reportUsage(id: number, row: NewsRow | null): Promise<void> {
    return reportMediaUsage(this.events, ContentEvents.mediaUsageReported, newsUsage(id, row));
  }

  /**
   * The stored fields of an input: content sanitised and not blank, summary plain text or made from
   * it, every image with alt text (or marked decorative).
   */
  private async fields(input: NewsInput): Promise<NewsFields> {
    const content = sanitizeRichHtml(input.content);
    if (!hasVisibleContent(content)) throw new ServiceException(Errors.newsContentBlank());
    if (Buffer.byteLength(content) > MAX_CONTENT_BYTES) throw new ServiceException(Errors.newsContentTooLong());
    const coverAlt = await this.imageAlt(content, input.cover_image, input.cover_alt);
    const summary = plainSummary(input.summary);
    return {
      title: input.title,
      categoryId: input.category,
      content,
      summary: summary || makeNewsSummary(content),
      coverImage: input.cover_image,
      coverAlt,
      publishedAt: input.date === undefined ? undefined : new Date(input.date),
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
    };
  }

  /**
   * Refuses an image in the body without an alt attribute, and a cover without alt text here or in
   * the media library; answers the cover's alt text to store ('' decorative, null without a cover).
   */
  /** The cover's alt text as stored (null without a cover); refused while a picture has none. */
  private async imageAlt(content: string, cover: string | null, coverAlt: string | null): Promise<string | null> {
    const [alt] = await this.library.altTexts(cover ? [{ url: cover, alt: coverAlt, place: '封面：' }] : [], [content]);
    return cover === null ? null : alt;
  }

  private async view(row: NewsRow, categoryName?: string): Promise<NewsView> {
    const name = categoryName ?? (await this.categories.names([row.categoryId])).get(row.categoryId) ?? '';
    return toNewsView(row, name);
  }
}
