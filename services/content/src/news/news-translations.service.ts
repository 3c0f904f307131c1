import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  ContentEvents,
  countTranslations,
  Errors,
  LOCALE_LABEL,
  type NewsTranslationAdminView,
  type NewsTranslationInput,
  type TranslatedLocale,
  type TranslationCount,
} from '@site/contracts';
import { EventBus, RecordTranslations, type TranslationChange } from '@site/service-kit';
import { NewsRepository } from './news.repository';
import { NewsPublishingService } from './news-publishing.service';
import { cleanTranslation, toTranslationAdminView, translationColumns } from './news-translation-draft';
import { newsTranslationPublishing } from './news-translation-publishing.service';
import {
  type NewsTranslationFields,
  type NewsTranslationRow,
  NewsTranslationsRepository,
} from './news-translations.repository';

/** An article's translations in the back office (docs/languages.md); events name the language. */
@Injectable()
export class NewsTranslationsService extends RecordTranslations<
  NewsTranslationInput,
  NewsTranslationInput,
  NewsTranslationFields,
  NewsTranslationRow,
  NewsTranslationAdminView
> {
  constructor(
    protected readonly store: NewsTranslationsRepository,
    private readonly news: NewsRepository,
    private readonly article: NewsPublishingService,
    private readonly events: EventBus,
    private readonly modules: ModuleRef,
  ) {
    super();
  }

  protected publishing(locale: TranslatedLocale) {
    return this.modules.get(newsTranslationPublishing(locale));
  }

  protected async recordExists(id: number): Promise<boolean> {
    return (await this.news.findAny(id)) !== null;
  }

  protected recordNotFound() {
    return Errors.newsNotFound();
  }

  protected translationNotFound(locale: TranslatedLocale) {
    return Errors.newsTranslationNotFound(LOCALE_LABEL[locale]);
  }

  protected clean(input: NewsTranslationInput): NewsTranslationInput {
    return cleanTranslation(input);
  }

  protected columns(fields: NewsTranslationInput): NewsTranslationFields {
    return translationColumns(fields);
  }

  protected view(row: NewsTranslationRow, locale: TranslatedLocale): NewsTranslationAdminView {
    return toTranslationAdminView(row, locale);
  }

  protected async changed(id: number, locale: TranslatedLocale, change: TranslationChange, row?: NewsTranslationRow) {
    const categoryId = row?.categoryId ?? (await this.news.findAny(id))?.categoryId ?? 0;
    const event =
      change === 'removed' && row?.state === 'published' ? ContentEvents.newsUnpublished : ContentEvents.newsUpdated;
    await this.events.publish(event, { id, categoryId, locale });
    await this.article.reportUsage(id);
  }

  /** Live articles and how many are live in each translated language (the dashboard's 翻译进度). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('news', (locale) => this.store.liveCount(locale));
  }
}
