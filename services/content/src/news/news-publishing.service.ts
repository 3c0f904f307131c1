import { Inject, Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  isDemoImageUrl,
  type NewsAdminView,
  type NewsInput,
  newsFieldsSchema,
  type NewsView,
  type SessionUser,
  uploadUrlsIn,
} from '@site/contracts';
import {
  EventBus,
  type PublishingRecords,
  PublishingService,
  PublishingWorkflow,
  reportMediaUsage,
  SERVICE_CONFIG,
  type ServiceConfig,
  ServiceException,
} from '@site/service-kit';
import { MediaService } from '../media/media.service';
import { NewsCategoriesClient } from './news-categories.client';
import { cleanDraft, matchesColumns, rowWith, toColumns, toNewsAdminView, workingCopy } from './news-draft';
import { newsUsage } from './news-usage';
import { type NewsRow, toNewsView } from './news-view';
import { NewsRepository, type NewsTx } from './news.repository';
import { NewsTranslationsRepository } from './news-translations.repository';

/**
 * News's publishing (docs/publishing.md) on the shared workflow: its columns, its publish-only
 * checks (alt text on every picture, the category), and what a restore drops.
 */
@Injectable()
export class NewsPublishingService extends PublishingService<
  NewsInput,
  NewsRow,
  string | null,
  NewsAdminView,
  NewsView
> {
  protected readonly fieldKeys = Object.keys(newsFieldsSchema.shape);

  constructor(
    private readonly news: NewsRepository,
    private readonly translations: NewsTranslationsRepository,
    private readonly categories: NewsCategoriesClient,
    private readonly events: EventBus,
    private readonly library: MediaService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  protected makeWorkflow() {
    const news = this.news;
    const records: PublishingRecords<NewsInput, NewsRow, string | null> = {
      type: 'news',
      previewPath: '/preview/news',
      notFound: () => Errors.newsNotFound(),
      events: { published: ContentEvents.newsPublished, unpublished: ContentEvents.newsUnpublished },
      get manager() {
        return news.manager;
      },
      transaction: (work) => news.transaction(work),
      findAny: (id) => news.findAny(id),
      late: (ms) => news.late(ms),
      scheduled: () => news.scheduled(),
      workingCopy,
      matchesColumns,
      checkForPublish: (fields, row) => this.checkForPublish(fields, row),
      writeColumns: async (tx, row, fields, published) => {
        const columns = toColumns(fields, published ? published.checked : undefined);
        // A first publish without a date of its own is dated now.
        if (published?.first && fields.date === undefined) columns.publishedAt = new Date();
        await (tx as NewsTx).writeColumns(row.id, columns);
      },
      eventOf: (row, fields) => ({ id: row.id, categoryId: fields.category }),
      changed: (id) => this.reportUsage(id),
    };
    return new PublishingWorkflow(records, this.events, this.config.PUBLISH_POLL_MS);
  }

  async adminView(id: number): Promise<NewsAdminView> {
    const row = await this.news.findAny(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return toNewsAdminView(row, await this.categoryName(workingCopy(row).category));
  }

  /**
   * A new draft from an old revision; what is live never changes. A picture no longer in the media
   * library is dropped, and a category no longer there gives way to the current one.
   */
  async restore(id: number, rev: number, actor: SessionUser): Promise<{ record: NewsAdminView; dropped: string[] }> {
    const dropped = await this.workflow.restore(id, rev, actor, async (snapshot, current) => {
      const parsed = newsFieldsSchema.safeParse(snapshot);
      if (!parsed.success) throw new ServiceException(Errors.revisionNotFound());
      const { draft, dropped } = await this.dropMissing(parsed.data, current);
      return { fields: cleanDraft(draft), dropped };
    });
    const record = await this.adminView(id);
    await this.events.publish(ContentEvents.newsUpdated, { id, categoryId: record.category });
    return { record, dropped };
  }

  /** The working copy a preview link shows, as the public article would (any state). */
  async preview(token: string): Promise<NewsView> {
    const { row, fields } = await this.workflow.preview(token);
    return toNewsView(rowWith(row, fields), await this.categoryName(fields.category));
  }

  /** After any change of the article or of one of its translations. */
  async reportUsage(id: number): Promise<void> {
    const [row, translations] = await Promise.all([this.news.findAny(id), this.translations.listFor(id)]);
    await reportMediaUsage(this.events, ContentEvents.mediaUsageReported, newsUsage(id, row, translations));
  }

  /** Alt text for every picture, and a category that exists; answers the cover's alt text. */
  private async checkForPublish(draft: NewsInput, row: NewsRow): Promise<string | null> {
    const [alt] = await this.library.altTexts(
      draft.cover_image ? [{ url: draft.cover_image, alt: draft.cover_alt ?? null, place: '封面：' }] : [],
      [draft.content],
    );
    if (row.lastPublishedAt === null || draft.category !== row.categoryId || row.state !== 'published') {
      await this.categories.requireNewsCategory(draft.category);
    }
    return draft.cover_image === null ? null : alt;
  }

  /** Pictures no longer in the library, and a category no longer there, left out of a restored copy. */
  private async dropMissing(draft: NewsInput, current: NewsInput): Promise<{ draft: NewsInput; dropped: string[] }> {
    const pictures = [...(draft.cover_image ? [draft.cover_image] : []), ...uploadUrlsIn(draft.content)].filter(
      (url) => !isDemoImageUrl(url),
    );
    const known = await this.library.describe(pictures);
    const missing = new Set(pictures.filter((url) => !known.has(url)));
    const dropped: string[] = [];
    let next = draft;
    if (draft.cover_image && missing.has(draft.cover_image)) {
      dropped.push(`封面图片已不在媒体库中：${draft.cover_image}`);
      next = { ...next, cover_image: null, cover_alt: null };
    }
    const body = missing.size
      ? draft.content.replace(/<img\b[^>]*>/gi, (tag) => {
          const url = uploadUrlsIn(tag)[0];
          if (!url || !missing.has(url)) return tag;
          dropped.push(`正文图片已不在媒体库中：${url}`);
          return '';
        })
      : draft.content;
    next = { ...next, content: body };
    try {
      await this.categories.requireNewsCategory(draft.category);
    } catch (error) {
      if (!(error instanceof ServiceException) || error.payload.status >= 500) throw error;
      dropped.push(`分类（ID ${draft.category}）已不存在，已保留当前分类`);
      next = { ...next, category: current.category };
    }
    return { draft: next, dropped };
  }

  private async categoryName(id: number): Promise<string> {
    return (await this.categories.names([id])).get(id) ?? '';
  }
}
