import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  byTranslatedLocale,
  ContentEvents,
  Errors,
  LOCALE_LABEL,
  type NewsTranslationAdminView,
  type NewsTranslationInput,
  type NewsTranslationsView,
  type SessionUser,
  countTranslations,
  type TranslatedLocale,
  type TranslationCount,
} from '@site/contracts';
import { actorName, EventBus, ServiceException } from '@site/service-kit';
import { NewsRepository } from './news.repository';
import { NewsPublishingService } from './news-publishing.service';
import { cleanTranslation, toTranslationAdminView, translationColumns } from './news-translation-draft';
import {
  newsTranslationPublishing,
  type NewsTranslationPublishingService,
} from './news-translation-publishing.service';
import { NewsTranslationsRepository, type NewsTranslationsTx } from './news-translations.repository';

/**
 * An article's translations in the back office (docs/languages.md): read side by side, saved as a
 * draft of their own (made on the first save), published and scheduled per language by that
 * language's publishing service, removed with their history. Events name the language.
 */
@Injectable()
export class NewsTranslationsService {
  constructor(
    private readonly translations: NewsTranslationsRepository,
    private readonly news: NewsRepository,
    private readonly article: NewsPublishingService,
    private readonly events: EventBus,
    private readonly modules: ModuleRef,
  ) {}

  private publishing(locale: TranslatedLocale): NewsTranslationPublishingService {
    return this.modules.get(newsTranslationPublishing(locale));
  }

  /** Every translated language of the article, null where it has none (404 for no article). */
  async list(id: number): Promise<NewsTranslationsView> {
    const [article, rows] = await Promise.all([this.news.findAny(id), this.translations.listFor(id)]);
    if (!article) throw new ServiceException(Errors.newsNotFound());
    return byTranslatedLocale((locale) => {
      const row = rows.find((r) => r.locale === locale);
      return row ? toTranslationAdminView(row, locale) : null;
    });
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409); the first save
   * makes the translation, as a draft. Nothing public changes unless `publish`.
   */
  async save(
    id: number,
    locale: TranslatedLocale,
    actor: SessionUser,
    input: NewsTranslationInput,
    version?: number,
    publish = false,
  ): Promise<NewsTranslationAdminView> {
    const fields = cleanTranslation(input);
    const make = async (tx: NewsTranslationsTx) => {
      if (!(await tx.holdArticle(id))) throw new ServiceException(Errors.newsNotFound());
      if (await tx.lock(id)) return false;
      await tx.insert(id, translationColumns(fields), fields, actorName(actor));
      return true;
    };
    const saved = async () => {
      const categoryId = (await this.news.findAny(id))?.categoryId ?? 0;
      await this.events.publish(ContentEvents.newsUpdated, { id, categoryId, locale });
      await this.article.reportUsage(id);
    };
    return this.publishing(locale).saveOrMake(
      id,
      fields,
      actor,
      { version, publish },
      (tx) => make(tx as NewsTranslationsTx),
      saved,
    );
  }

  /** Removes the translation with its history and preview links; a live one leaves the public site. */
  async remove(id: number, locale: TranslatedLocale): Promise<void> {
    const publishing = this.publishing(locale);
    const removed = await this.translations.transaction(locale, async (tx) => {
      const row = await tx.lock(id);
      if (!row) throw new ServiceException(Errors.newsTranslationNotFound(LOCALE_LABEL[locale]));
      await publishing.forget(tx, id);
      await tx.delete(id);
      return row;
    });
    const event = removed.state === 'published' ? ContentEvents.newsUnpublished : ContentEvents.newsUpdated;
    await this.events.publish(event, { id, categoryId: removed.categoryId, locale });
    await this.article.reportUsage(id);
  }

  /** Live articles and how many are live in each translated language (the dashboard's 翻译进度). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('news', (locale) => this.translations.liveCount(locale));
  }
}
