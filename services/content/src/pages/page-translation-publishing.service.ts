import { Inject, type Type } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  LOCALE_LABEL,
  PAGE_LABELS,
  type PageKey,
  type PageTranslationAdminView,
  pageTranslationFieldsSchema,
  type PageTranslationInput,
  type PageView,
  parsePageSections,
  type SectionTexts,
  sectionTexts,
  type SessionUser,
  type TranslatedLocale,
  withTexts,
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
import { PagePublishingService } from './page-publishing.service';
import { picturesOf, readSection } from './page-sections';
import {
  pageTranslationMatchesColumns,
  pageTranslationWorkingCopy,
  toPageTranslationAdminView,
  toTranslatedPageView,
} from './page-translation-draft';
import {
  type PageTranslationRow,
  PageTranslationsRepository,
  type PageTranslationsTx,
} from './page-translations.repository';
import { PagesRepository } from './pages.repository';

/**
 * One language's publishing of page translations (docs/languages.md) on the shared workflow: drafts,
 * schedules, history and preview links of their own, kept apart per language. Unlike the page, a
 * translation may be taken down. A subclass per language (`pageTranslationPublishing`).
 */
abstract class PageTranslationPublishingService extends PublishingService<
  PageTranslationInput,
  PageTranslationRow,
  PageTranslationInput,
  PageTranslationAdminView,
  PageView
> {
  abstract readonly locale: TranslatedLocale;
  protected readonly fieldKeys = Object.keys(pageTranslationFieldsSchema.shape);

  constructor(
    private readonly translations: PageTranslationsRepository,
    private readonly pages: PagesRepository,
    private readonly page: PagePublishingService,
    private readonly events: EventBus,
    private readonly library: MediaService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  protected makeWorkflow() {
    const { translations, locale } = this;
    const records: PublishingRecords<PageTranslationInput, PageTranslationRow, PageTranslationInput> = {
      type: 'page',
      locale,
      previewPath: `/${locale}/preview/pages`,
      notFound: () => Errors.pageTranslationNotFound(LOCALE_LABEL[locale]),
      events: { published: ContentEvents.pagePublished, unpublished: ContentEvents.pageUnpublished },
      get manager() {
        return translations.manager;
      },
      transaction: (work) => translations.transaction(locale, work),
      findAny: (id) => translations.findAny(id, locale),
      late: async (ms) => (await translations.late(locale, ms)).map((row) => this.named(row)),
      scheduled: async () => (await translations.scheduled(locale)).map((row) => this.named(row)),
      workingCopy: pageTranslationWorkingCopy,
      matchesColumns: pageTranslationMatchesColumns,
      checkForPublish: (fields, row) => this.checkForPublish(fields, row),
      writeColumns: async (tx, row, fields, published) => {
        const { title, sections } = published?.checked ?? fields;
        await (tx as PageTranslationsTx).writeColumns(row.id, { title, texts: sections });
      },
      eventOf: (row) => ({ key: row.key, locale }),
      changed: (id) => this.page.reportUsage(id),
    };
    return new PublishingWorkflow(records, this.events, this.config.PUBLISH_POLL_MS);
  }

  /** A row titled by its page's key, titled by its name and language (首页（英文）). */
  private named<R extends { title: string }>(row: R): R {
    const name = PAGE_LABELS[row.title as PageKey] ?? row.title;
    return { ...row, title: `${name}（${LOCALE_LABEL[this.locale]}）` };
  }

  async adminView(id: number): Promise<PageTranslationAdminView> {
    const row = await this.translations.findAny(id, this.locale);
    if (!row) throw new ServiceException(Errors.pageTranslationNotFound(LOCALE_LABEL[this.locale]));
    return toPageTranslationAdminView(row, this.locale);
  }

  /** A new draft from an old revision, without the sections the page no longer has; what is live never changes. */
  async restore(id: number, rev: number, actor: SessionUser) {
    const page = await this.pages.findAny(id);
    if (!page) throw new ServiceException(Errors.pageNotFound());
    const keys = new Set(
      [...page.sections, ...((page.draft?.sections as unknown[]) ?? [])].map((s) => readSection(s).key),
    );
    const dropped = await this.workflow.restore(id, rev, actor, (snapshot) => {
      const parsed = pageTranslationFieldsSchema.safeParse(snapshot);
      if (!parsed.success) throw new ServiceException(Errors.revisionNotFound());
      const sections = parsed.data.sections as Record<string, SectionTexts>;
      const gone = Object.keys(sections).filter((key) => !keys.has(key));
      for (const key of gone) delete sections[key];
      const dropped = gone.map((key) => `区块「${key}」已不在页面中`);
      return Promise.resolve({ fields: { title: parsed.data.title, sections }, dropped });
    });
    return { record: await this.adminView(id), dropped };
  }

  /** The working copy a preview link shows: the page in this language, as the public page would. */
  async preview(token: string): Promise<PageView> {
    const { row, fields } = await this.workflow.preview(token);
    const page = await this.pages.findAny(row.id);
    if (!page) throw new ServiceException(Errors.previewLinkInvalid());
    return toTranslatedPageView(page, fields.title, fields.sections, row.savedAt);
  }

  /**
   * What goes live must be whole over the page's live sections: a title, every required text of every
   * visible section, alt text in this language for each picture (its own, else the media library's).
   * Answers the texts with the alt texts filled in.
   */
  private async checkForPublish(fields: PageTranslationInput, row: PageTranslationRow): Promise<PageTranslationInput> {
    const language = LOCALE_LABEL[this.locale];
    const page = await this.pages.findAny(row.id);
    if (!page) throw new ServiceException(Errors.pageNotFound());
    if (fields.title.trim() === '') throw new ServiceException(Errors.validation(`${language}版本：页面标题不能为空`));
    const visible = page.sections.map(readSection).filter((s) => !s.hidden);
    const merged = visible.map((s) => withTexts(s, fields.sections[s.key], 'empty'));
    const parsed = parsePageSections({ sections: merged });
    if (!parsed.ok) throw new ServiceException(Errors.validation(`${language}版本：${parsed.message}`));
    const pictures = parsed.sections.flatMap(picturesOf);
    const alts = await this.library.altTexts(
      pictures.map(({ picture, place }) => ({ url: picture.url, alt: picture.alt, place })),
      parsed.sections.flatMap((s) => ('html' in s.data ? [s.data.html] : [])),
      this.locale,
    );
    pictures.forEach(({ picture }, i) => (picture.alt = alts[i]));
    const sections = { ...fields.sections };
    for (const section of parsed.sections) sections[section.key] = sectionTexts(section.type, section.data);
    return { title: fields.title, sections };
  }
}

/** The publishing service of one translated language: one class per language, made once. */
export const pageTranslationPublishing = (locale: TranslatedLocale): Type<PageTranslationPublishingService> =>
  languagePublishing(PageTranslationPublishingService, locale, 'PageTranslationPublishing');

export type { PageTranslationPublishingService };
