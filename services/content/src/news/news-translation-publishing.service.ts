import { Inject, type Type } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  LOCALE_LABEL,
  type NewsTranslationAdminView,
  type NewsTranslationInput,
  newsTranslationFieldsSchema,
  type NewsView,
  type SessionUser,
  type TranslatedLocale,
} from '@site/contracts';
import {
  EventBus,
  languagePublishing,
  type PublishingRecords,
  PublishingService,
  PublishingWorkflow,
  SERVICE_CONFIG,
  type ServiceConfig,
  ServiceException,
} from '@site/service-kit';
import { MediaService } from '../media/media.service';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsRepository } from './news.repository';
import { NewsPublishingService } from './news-publishing.service';
import { workingCopy } from './news-draft';
import {
  cleanTranslation,
  toTranslationAdminView,
  translationColumns,
  translationMatchesColumns,
  translationWorkingCopy,
} from './news-translation-draft';
import {
  NewsTranslationsRepository,
  type NewsTranslationRow,
  type NewsTranslationsTx,
} from './news-translations.repository';
import { toNewsView } from './news-view';

/**
 * One language's publishing of article translations (docs/languages.md) on the shared workflow: the
 * same drafts, schedules, history and preview links as the article's, kept apart per language. A
 * subclass per translated language (`newsTranslationPublishing`) gives Nest one provider each.
 */
abstract class NewsTranslationPublishingService extends PublishingService<
  NewsTranslationInput,
  NewsTranslationRow,
  string | null,
  NewsTranslationAdminView,
  NewsView
> {
  abstract readonly locale: TranslatedLocale;
  protected readonly fieldKeys = Object.keys(newsTranslationFieldsSchema.shape);

  constructor(
    private readonly translations: NewsTranslationsRepository,
    private readonly news: NewsRepository,
    private readonly article: NewsPublishingService,
    private readonly categories: NewsCategoriesClient,
    private readonly events: EventBus,
    private readonly library: MediaService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  protected makeWorkflow() {
    const { translations, locale } = this;
    const records: PublishingRecords<NewsTranslationInput, NewsTranslationRow, string | null> = {
      type: 'news',
      locale,
      previewPath: `/${locale}/preview/news`,
      notFound: () => Errors.newsTranslationNotFound(LOCALE_LABEL[locale]),
      events: { published: ContentEvents.newsPublished, unpublished: ContentEvents.newsUnpublished },
      get manager() {
        return translations.manager;
      },
      transaction: (work) => translations.transaction(locale, work),
      findAny: (id) => translations.findAny(id, locale),
      late: (ms) => translations.late(locale, ms),
      scheduled: () => translations.scheduled(locale),
      workingCopy: translationWorkingCopy,
      matchesColumns: translationMatchesColumns,
      checkForPublish: (fields, row) => this.checkForPublish(fields, row),
      writeColumns: async (tx, row, fields, published) => {
        await (tx as NewsTranslationsTx).writeColumns(row.id, translationColumns(fields, published?.checked));
      },
      eventOf: (row) => ({ id: row.id, categoryId: row.categoryId, locale }),
      changed: (id) => this.article.reportUsage(id),
    };
    return new PublishingWorkflow(records, this.events, this.config.PUBLISH_POLL_MS);
  }

  async adminView(id: number): Promise<NewsTranslationAdminView> {
    const row = await this.translations.findAny(id, this.locale);
    if (!row) throw new ServiceException(Errors.newsTranslationNotFound(LOCALE_LABEL[this.locale]));
    return toTranslationAdminView(row, this.locale);
  }

  /** A new draft from an old revision; what is live never changes. */
  async restore(id: number, rev: number, actor: SessionUser) {
    await this.workflow.restore(id, rev, actor, (snapshot) => {
      const parsed = newsTranslationFieldsSchema.safeParse(snapshot);
      if (!parsed.success) throw new ServiceException(Errors.revisionNotFound());
      return Promise.resolve({ fields: cleanTranslation(parsed.data), dropped: [] });
    });
    return { record: await this.adminView(id), dropped: [] };
  }

  /** The working copy a preview link shows: the article in this language, as the public page would. */
  async preview(token: string): Promise<NewsView> {
    const { row, fields } = await this.workflow.preview(token);
    const article = await this.news.findAny(row.id);
    if (!article) throw new ServiceException(Errors.previewLinkInvalid());
    const own = workingCopy(article);
    const words = translationColumns(fields);
    const names = await this.categories.names([own.category], this.locale);
    return toNewsView(
      { ...article, ...words, coverAlt: own.cover_image === null ? null : words.coverAlt, categoryId: own.category },
      names.get(own.category) ?? '',
    );
  }

  /** Alt text in this language for the article's cover and every picture of the body. */
  private async checkForPublish(fields: NewsTranslationInput, row: NewsTranslationRow): Promise<string | null> {
    const article = await this.news.findAny(row.id);
    if (!article) throw new ServiceException(Errors.newsNotFound());
    const cover = workingCopy(article).cover_image;
    const [alt] = await this.library.altTexts(
      cover ? [{ url: cover, alt: fields.cover_alt ?? null, place: '封面：' }] : [],
      [fields.content],
      this.locale,
    );
    return cover === null ? null : alt;
  }
}

/** The publishing service of one translated language: one class per language, made once. */
export const newsTranslationPublishing = (locale: TranslatedLocale): Type<NewsTranslationPublishingService> =>
  languagePublishing(NewsTranslationPublishingService, locale, 'NewsTranslationPublishing');

export type { NewsTranslationPublishingService };
