import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  byTranslatedLocale,
  ContentEvents,
  countTranslations,
  DEFAULT_LOCALE,
  Errors,
  type Locale,
  LOCALE_LABEL,
  PAGE_KEYS,
  type PageKey,
  type PageTranslationAdminView,
  type PageTranslationInput,
  type PageTranslationsView,
  type PageView,
  type SectionTexts,
  type SessionUser,
  type TranslatedLocale,
  type TranslationCount,
} from '@site/contracts';
import { actorName, EventBus, ServiceException } from '@site/service-kit';
import type { PageEntity } from './page.entity';
import { PagePublishingService, pageWorkingCopy } from './page-publishing.service';
import { defaultSections, readSection } from './page-sections';
import { cleanPageTranslation, toPageTranslationAdminView, toTranslatedPageView } from './page-translation-draft';
import {
  pageTranslationPublishing,
  type PageTranslationPublishingService,
} from './page-translation-publishing.service';
import { PageTranslationsRepository, type PageTranslationsTx } from './page-translations.repository';
import { PagesRepository } from './pages.repository';

/**
 * A page's translations (docs/languages.md): read side by side, saved as a draft of their own (made
 * on the first save), published and scheduled per language by that language's publishing service,
 * removed with their history. Events name the language.
 */
@Injectable()
export class PageTranslationsService {
  constructor(
    private readonly translations: PageTranslationsRepository,
    private readonly pages: PagesRepository,
    private readonly page: PagePublishingService,
    private readonly events: EventBus,
    private readonly modules: ModuleRef,
  ) {}

  private publishing(locale: TranslatedLocale): PageTranslationPublishingService {
    return this.modules.get(pageTranslationPublishing(locale));
  }

  /** Every translated language of the page, null where it has none. */
  async list(key: PageKey): Promise<PageTranslationsView> {
    const page = await this.row(key);
    const rows = await this.translations.listFor(page.id);
    return byTranslatedLocale((locale) => {
      const row = rows.find((r) => r.locale === locale);
      return row ? toPageTranslationAdminView(row, locale) : null;
    });
  }

  /** The page in the language where its translation is published; 404 otherwise. */
  async published(key: PageKey, locale: TranslatedLocale): Promise<PageView> {
    const [page, row] = await Promise.all([this.pages.find(key), this.translations.findPublished(key, locale)]);
    if (!page || !row) throw new ServiceException(Errors.pageNotFound());
    return toTranslatedPageView(page, row.title, row.texts as Record<string, SectionTexts>, row.updatedAt);
  }

  /** The languages the page is live in, the default first (a page itself is always live). */
  async languages(key: PageKey): Promise<Locale[]> {
    return [DEFAULT_LOCALE, ...((await this.translations.publishedLocales(key)) as Locale[])];
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409); the first save
   * makes the translation, as a draft. Nothing public changes unless `publish`.
   */
  async save(
    key: PageKey,
    locale: TranslatedLocale,
    actor: SessionUser,
    input: PageTranslationInput,
    version?: number,
    publish = false,
  ): Promise<PageTranslationAdminView> {
    const page = await this.row(key);
    // Its sections as being edited, and the live ones the edit removes (the English page still shows them).
    const working = pageWorkingCopy(page).sections;
    const keys = new Set(working.map((s) => s.key));
    const sections = [...working, ...page.sections.map(readSection).filter((s) => !keys.has(s.key))];
    const fields = cleanPageTranslation(input, sections, locale);
    const make = async (tx: PageTranslationsTx) => {
      if (await tx.lock(page.id)) return false;
      await tx.insert(page.id, { title: fields.title, texts: fields.sections }, fields, actorName(actor));
      return true;
    };
    const saved = async () => {
      await this.events.publish(ContentEvents.pageUpdated, { key, locale });
      await this.page.reportUsage(page.id);
    };
    return this.publishing(locale).saveOrMake(
      page.id,
      fields,
      actor,
      { version, publish },
      (tx) => make(tx as PageTranslationsTx),
      saved,
    );
  }

  /** Removes the translation with its history and preview links; a live one leaves the public site. */
  async remove(key: PageKey, locale: TranslatedLocale): Promise<void> {
    const page = await this.row(key);
    const publishing = this.publishing(locale);
    const removed = await this.translations.transaction(locale, async (tx) => {
      const row = await tx.lock(page.id);
      if (!row) throw new ServiceException(Errors.pageTranslationNotFound(LOCALE_LABEL[locale]));
      await publishing.forget(tx, page.id);
      await tx.delete(page.id);
      return row;
    });
    const event = removed.state === 'published' ? ContentEvents.pageUnpublished : ContentEvents.pageUpdated;
    await this.events.publish(event, { key, locale });
    await this.page.reportUsage(page.id);
  }

  /** The pages and how many are live in each translated language (the dashboard's 翻译进度). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('page', (locale) => this.translations.liveCount(locale, PAGE_KEYS.length));
  }

  private row(key: PageKey): Promise<PageEntity> {
    return this.pages.ensure(key, () => defaultSections(key));
  }
}
