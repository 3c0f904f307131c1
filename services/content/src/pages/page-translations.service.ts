import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
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
import { EventBus, RecordTranslations, ServiceException, type TranslationChange } from '@site/service-kit';
import type { PageEntity } from './page.entity';
import { PagePublishingService, pageWorkingCopy } from './page-publishing.service';
import { defaultSections, readSection } from './page-sections';
import { cleanPageTranslation, toPageTranslationAdminView, toTranslatedPageView } from './page-translation-draft';
import { pageTranslationPublishing } from './page-translation-publishing.service';
import {
  type PageTranslationColumns,
  type PageTranslationRow,
  PageTranslationsRepository,
} from './page-translations.repository';
import { PagesRepository } from './pages.repository';

/**
 * A page's translations in the back office (docs/languages.md) on the shared RecordTranslations, named by
 * the page's key: its texts checked against the page's sections before the save. Events name the language.
 */
@Injectable()
export class PageTranslationsService extends RecordTranslations<
  PageTranslationInput,
  PageTranslationInput,
  PageTranslationColumns,
  PageTranslationRow,
  PageTranslationAdminView
> {
  constructor(
    protected readonly store: PageTranslationsRepository,
    private readonly pages: PagesRepository,
    private readonly page: PagePublishingService,
    private readonly events: EventBus,
    private readonly modules: ModuleRef,
  ) {
    super();
  }

  protected publishing(locale: TranslatedLocale) {
    return this.modules.get(pageTranslationPublishing(locale));
  }

  protected async recordExists(id: number): Promise<boolean> {
    return (await this.pages.findAny(id)) !== null;
  }

  protected recordNotFound() {
    return Errors.pageNotFound();
  }

  protected translationNotFound(locale: TranslatedLocale) {
    return Errors.pageTranslationNotFound(LOCALE_LABEL[locale]);
  }

  /** Checked against the page's sections by `savePage`, before this. */
  protected clean(input: PageTranslationInput): PageTranslationInput {
    return input;
  }

  protected columns(fields: PageTranslationInput): PageTranslationColumns {
    return { title: fields.title, texts: fields.sections };
  }

  protected view(row: PageTranslationRow, locale: TranslatedLocale): PageTranslationAdminView {
    return toPageTranslationAdminView(row, locale);
  }

  protected async changed(id: number, locale: TranslatedLocale, change: TranslationChange, row?: PageTranslationRow) {
    const key = (row?.key ?? (await this.pages.findAny(id))?.key) as PageKey;
    const event =
      change === 'removed' && row?.state === 'published' ? ContentEvents.pageUnpublished : ContentEvents.pageUpdated;
    await this.events.publish(event, { key, locale });
    await this.page.reportUsage(id);
  }

  /** Every translated language of the page, null where it has none. */
  async listPage(key: PageKey): Promise<PageTranslationsView> {
    return this.list((await this.row(key)).id);
  }

  /**
   * Saves the working copy (a draft on the first save; a stale version is a 409): each section key
   * must be one of the page's, each text within its field's rules. Nothing public changes unless `publish`.
   */
  async savePage(
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
    return this.save(page.id, locale, actor, cleanPageTranslation(input, sections, locale), version, publish);
  }

  /** Removes the translation with its history and preview links; a live one leaves the public site. */
  async removePage(key: PageKey, locale: TranslatedLocale): Promise<void> {
    await this.remove((await this.row(key)).id, locale);
  }

  /** The page in the language where its translation is published; 404 otherwise. */
  async published(key: PageKey, locale: TranslatedLocale): Promise<PageView> {
    const [page, row] = await Promise.all([this.pages.find(key), this.store.findPublished(key, locale)]);
    if (!page || !row) throw new ServiceException(Errors.pageNotFound());
    return toTranslatedPageView(page, row.title, row.texts as Record<string, SectionTexts>, row.updatedAt);
  }

  /** The languages the page is live in, the default first (a page itself is always live). */
  async languages(key: PageKey): Promise<Locale[]> {
    return [DEFAULT_LOCALE, ...((await this.store.publishedLocales(key)) as Locale[])];
  }

  /** The pages and how many are live in each translated language (the dashboard's 翻译进度). */
  translationCount(): Promise<TranslationCount> {
    return countTranslations('page', (locale) => this.store.liveCount(locale, PAGE_KEYS.length));
  }

  private row(key: PageKey): Promise<PageEntity> {
    return this.pages.ensure(key, () => defaultSections(key));
  }
}
