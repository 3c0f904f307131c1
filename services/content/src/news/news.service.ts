import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  type NewsAdminListAnswer,
  type NewsAdminListMessage,
  type NewsAdminView,
  type NewsDeletedEvent,
  type NewsInput,
  type NewsListAnswer,
  type NewsListMessage,
  type NewsView,
  type SessionUser,
  isTranslatedLocale,
  type Locale,
} from '@site/contracts';
import { actorName, afterId, type Done, EventBus, keyedCreate, ServiceException, usagePage } from '@site/service-kit';
import { newsUsage } from './news-usage';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsRepository } from './news.repository';
import { NewsTranslationsRepository } from './news-translations.repository';
import { cleanDraft, toColumns, toNewsAdminListItem } from './news-draft';
import { NewsPublishingService } from './news-publishing.service';
import { type NewsRow, toNewsListItem, toNewsView } from './news-view';

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
 * from the session. A new article is a draft, and a save changes the working copy only: it goes live
 * on publish (NewsPublishingService). Events go out after the commit.
 */
@Injectable()
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly categories: NewsCategoriesClient,
    private readonly events: EventBus,
    private readonly publishing: NewsPublishingService,
    private readonly translations: NewsTranslationsRepository,
  ) {}

  /** A page of the public list (published articles), newest first; `category` includes its descendants. */
  async list(m: NewsListMessage): Promise<NewsListAnswer> {
    const { rows, total, names } = await this.page(m, 'published', false, m.locale);
    return {
      items: rows.map((row) => toNewsListItem(row, names.get(row.categoryId) ?? '')),
      total,
      page: m.page,
      totalPages: Math.ceil(total / m.limit),
    };
  }

  /** The admin's list: any state, or the one asked for. */
  async adminList(m: NewsAdminListMessage): Promise<NewsAdminListAnswer> {
    const { rows, total, names } = await this.page(m, m.status ?? null, true);
    const versions = await this.translations.publicationsOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) =>
        toNewsAdminListItem(
          row,
          names.get(row.categoryId) ?? '',
          versions.filter((v) => v.newsId === row.id),
        ),
      ),
      total,
      page: m.page,
      totalPages: Math.ceil(total / m.limit),
    };
  }

  /**
   * One published article (views are counted apart, by NewsViewsCounter); in another language, with
   * its words there, if that translation is published too.
   */
  async get(id: number, locale?: Locale): Promise<NewsView> {
    const translated = locale && isTranslatedLocale(locale) ? locale : undefined;
    const row = translated ? await this.translations.findPublished(id, translated) : await this.news.findById(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return toNewsView(row, (await this.categories.names([row.categoryId], translated)).get(row.categoryId) ?? '');
  }

  /** The admin's article in any state: its working copy and where it stands. */
  async adminGet(id: number): Promise<NewsAdminView> {
    return this.publishing.adminView(id);
  }

  /** A new draft; `publish` makes it live at once. With an Idempotency-Key, a retry answers what the first try made. */
  async create(
    actor: SessionUser,
    input: NewsInput,
    idempotencyKey?: string | null,
    publish = false,
  ): Promise<NewsAdminView> {
    const draft = cleanDraft(input);
    await this.categories.requireNewsCategory(draft.category);
    let live: Done[] = [];
    const { id, created } = await this.news.transaction((tx) =>
      tx.createOnce(keyedCreate(idempotencyKey, input), async () => {
        const id = await tx.insert({
          ...toColumns(draft),
          author: authorOf(actor),
          userId: actor.id,
          draft,
          updatedBy: actorName(actor),
        });
        live = await this.publishing.created(tx, id, draft, actor, publish);
        return id;
      }),
    );
    if (created) {
      await this.events.publish(ContentEvents.newsCreated, { id, categoryId: draft.category });
      await this.publishing.reportUsage(id);
      await this.publishing.announce(live);
    }
    return this.publishing.adminView(id);
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409). Nothing public
   * changes unless `publish`. Author, user_id and views stay; an absent date or SEO field keeps what it was.
   * The catalog is asked only when the category changes, so an edit works while it is down.
   */
  async update(
    id: number,
    actor: SessionUser,
    input: NewsInput,
    version?: number,
    publish = false,
  ): Promise<NewsAdminView> {
    const draft = cleanDraft(input);
    const current = await this.news.findAny(id);
    if (!current) throw new ServiceException(Errors.newsNotFound());
    const working = (current.draft?.category as number | undefined) ?? current.categoryId;
    if (working !== draft.category) await this.categories.requireNewsCategory(draft.category);
    return this.publishing.saveAndView(id, draft, actor, { version, publish }, () =>
      this.events.publish(ContentEvents.newsUpdated, { id, categoryId: draft.category }),
    );
  }

  /** Its cover and pictures stay in the media library (ADR 0010); its history and preview links go. */
  async remove(id: number): Promise<void> {
    const event = await this.news.transaction(async (tx): Promise<NewsDeletedEvent> => {
      const locked = await tx.lock(id);
      if (!locked) throw new ServiceException(Errors.newsNotFound());
      await tx.delete(id);
      await this.publishing.forget(tx, id);
      return { id, categoryId: locked.categoryId };
    });
    await this.events.publish(ContentEvents.newsDeleted, event);
    await this.publishing.reportUsage(id);
  }

  /** How many articles are filed under these categories, drafts included (the catalog asks before deleting one). */
  countInCategories(categoryIds: number[]): Promise<number> {
    return this.news.countInCategories(categoryIds);
  }

  /** Articles that show uploads, by id after the cursor (the media usage index's rebuild). */
  async usageList(after: string | null, limit: number) {
    return usagePage(await this.news.usageRows(afterId(after), limit), limit, (row) =>
      newsUsage(row.id, row, row.translations),
    );
  }

  /** `locale`: the articles live in that language, in its words. */
  private async page(
    m: Omit<NewsListMessage, 'locale'>,
    state: NewsRow['state'] | null,
    admin: boolean,
    locale?: Locale,
  ) {
    const translated = locale && isTranslatedLocale(locale) ? locale : undefined;
    const categoryIds = m.category === undefined ? undefined : await this.categories.subtree(m.category);
    const filter = { categoryIds, search: m.search, state };
    const range = { offset: (m.page - 1) * m.limit, limit: m.limit };
    const [rows, total] = await Promise.all(
      translated
        ? [
            this.translations.listPublished(filter, translated, range),
            this.translations.countPublished(filter, translated),
          ]
        : [admin ? this.news.adminList(filter, range) : this.news.list(filter, range), this.news.count(filter)],
    );
    const names = await this.categories.names([...new Set(rows.map((r) => r.categoryId))], translated);
    return { rows, total, names };
  }
}
