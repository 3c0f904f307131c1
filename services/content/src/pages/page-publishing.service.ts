import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  isDemoImageUrl,
  type MediaUsageSource,
  PAGE_LABELS,
  type PageAdminView,
  type PageFields,
  type PageKey,
  type PageSection,
  type PageView,
  parsePageSections,
  referencesOf,
  type SessionUser,
  uploadUrlsIn,
} from '@site/contracts';
import {
  EventBus,
  publicationView,
  PublishingService,
  PublishingWorkflow,
  reportMediaUsage,
  sanitizeRichHtml,
  SERVICE_CONFIG,
  type ServiceConfig,
  ServiceException,
} from '@site/service-kit';
import { MediaService } from '../media/media.service';
import type { PageEntity } from './page.entity';
import type { PageTranslationEntity } from './page-translation.entity';
import { PageTranslationsRepository } from './page-translations.repository';
import { checkLocks, MAX_PAGE_BYTES, picturesOf, placeOf, readSection } from './page-sections';
import { PagesRepository, type PagesTx } from './pages.repository';

/** A row titled by its page's key, titled by its name. */
const named = <R extends { title: string }>(row: R): R => ({
  ...row,
  title: PAGE_LABELS[row.title as PageKey] ?? row.title,
});

/** The working copy: the draft while there is one, else what is live. */
export const pageWorkingCopy = (row: PageEntity): PageFields => ({
  sections: ((row.draft?.sections as unknown[] | undefined) ?? row.sections).map(readSection),
});

/**
 * The site pages' publishing (docs/publishing.md) on the shared workflow. A page is always on the
 * site: it is published, with its changes as a draft until they are published (by hand or by
 * schedule); it is never taken down.
 */
@Injectable()
export class PagePublishingService extends PublishingService<
  PageFields,
  PageEntity,
  PageSection[],
  PageAdminView,
  PageView
> {
  protected readonly fieldKeys = ['sections'] as const;

  constructor(
    private readonly pages: PagesRepository,
    private readonly translations: PageTranslationsRepository,
    private readonly library: MediaService,
    private readonly events: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  protected makeWorkflow() {
    const pages = this.pages;
    return new PublishingWorkflow<PageFields, PageEntity, PageSection[]>(
      {
        type: 'page',
        previewPath: '/preview/pages',
        notFound: () => Errors.pageNotFound(),
        // Never fired: a page is never taken down (unpublish and an unpublish time are refused).
        events: { published: ContentEvents.pagePublished, unpublished: ContentEvents.pageUpdated },
        get manager() {
          return pages.manager;
        },
        transaction: (work) => pages.transaction(work),
        findAny: (id) => pages.findAny(id),
        late: async (ms) => (await pages.late(ms)).map(named),
        scheduled: async () => (await pages.scheduled()).map(named),
        workingCopy: pageWorkingCopy,
        matchesColumns: (fields, row) => isDeepStrictEqual(fields.sections, row.sections.map(readSection)),
        // The pictures' alt text again: the library's may have been cleared since the save.
        checkForPublish: (fields) => this.describePictures(fields.sections.map((s) => structuredClone(s))),
        writeColumns: (tx, row, fields, published) =>
          (tx as PagesTx).writeSections(row.id, published ? published.checked : fields.sections),
        eventOf: (row) => ({ key: row.key }),
        changed: (id) => this.reportUsage(id),
      },
      this.events,
      this.config.PUBLISH_POLL_MS,
    );
  }

  async adminView(id: number): Promise<PageAdminView> {
    const row = await this.pages.findAny(id);
    if (!row) throw new ServiceException(Errors.pageNotFound());
    return toPageAdminView(row);
  }

  override unpublish(): Promise<PageAdminView> {
    throw new ServiceException(Errors.pageAlwaysLive());
  }

  override schedule(id: number, actor: SessionUser, publishAt: string, unpublishAt: string | null) {
    if (unpublishAt !== null) throw new ServiceException(Errors.pageAlwaysLive());
    return super.schedule(id, actor, publishAt, null);
  }

  async preview(token: string): Promise<PageView> {
    const { row, fields } = await this.workflow.preview(token);
    const view = toPageView(row, fields.sections);
    return { ...view, sections: view.sections.filter((s) => !s.hidden) };
  }

  /**
   * A new draft from an old revision, checked as a save would be (locks too); a picture no longer in
   * the media library is left out, and said so.
   */
  async restore(id: number, rev: number, actor: SessionUser): Promise<{ record: PageAdminView; dropped: string[] }> {
    const row = await this.pages.findAny(id);
    if (!row) throw new ServiceException(Errors.pageNotFound());
    const dropped = await this.workflow.restore(id, rev, actor, async (snapshot, current) => {
      const parsed = parsePageSections(snapshot);
      if (!parsed.ok) throw new ServiceException(Errors.revisionNotFound());
      const dropped = await this.dropMissing(parsed.sections);
      const sections = await this.prepare(parsed.sections, actor, current.sections);
      return { fields: { sections }, dropped };
    });
    await this.events.publish(ContentEvents.pageUpdated, { key: row.key as PageKey });
    return { record: await this.adminView(id), dropped };
  }

  /**
   * The sections of a save or a preview, ready to store: an editor may change only the words of a
   * section an admin locked; HTML sanitised; every picture described (its own alt text, else the
   * library's).
   */
  async prepare(sections: PageSection[], actor: SessionUser, current: PageSection[]): Promise<PageSection[]> {
    if (actor.role !== 'admin') checkLocks(current, sections);
    for (const [index, section] of sections.entries()) {
      if (!('html' in section.data)) continue;
      section.data.html = sanitizeRichHtml(section.data.html);
      if (section.type === 'richText' && section.data.html.trim() === '')
        throw new ServiceException(Errors.validation(`${placeOf(index, section)}正文不能为空`));
    }
    await this.describePictures(sections);
    if (Buffer.byteLength(JSON.stringify(sections)) > MAX_PAGE_BYTES) throw new ServiceException(Errors.pageTooLarge());
    return sections;
  }

  /** Fills in each picture's alt text (refusing one with none); answers the sections. */
  private async describePictures(sections: PageSection[]): Promise<PageSection[]> {
    const pictures = sections.flatMap(picturesOf);
    const alts = await this.library.altTexts(
      pictures.map(({ picture, place }) => ({ url: picture.url, alt: picture.alt, place })),
      sections.flatMap((s) => ('html' in s.data ? [s.data.html] : [])),
    );
    pictures.forEach(({ picture }, i) => (picture.alt = alts[i]));
    return sections;
  }

  /** Takes out of `sections` the pictures no longer in the library; answers what it took out. */
  private async dropMissing(sections: PageSection[]): Promise<string[]> {
    const pictures = sections.flatMap(picturesOf).filter(({ picture }) => !isDemoImageUrl(picture.url));
    const inline = sections.flatMap((s) => ('html' in s.data ? uploadUrlsIn(s.data.html) : []));
    const urls = [...pictures.map(({ picture }) => picture.url), ...inline].filter((url) => !isDemoImageUrl(url));
    if (urls.length === 0) return [];
    const known = await this.library.describe(urls);
    const dropped: string[] = [];
    for (const { picture, place, remove } of pictures) {
      if (known.has(picture.url)) continue;
      dropped.push(`${place}图片已不在媒体库中：${picture.url}`);
      remove();
    }
    for (const [index, section] of sections.entries()) {
      if (!('html' in section.data)) continue;
      section.data.html = section.data.html.replace(/<img\b[^>]*>/gi, (tag) => {
        const url = uploadUrlsIn(tag)[0];
        if (!url || known.has(url) || isDemoImageUrl(url)) return tag;
        dropped.push(`${placeOf(index, section)}正文图片已不在媒体库中：${url}`);
        return '';
      });
    }
    return dropped;
  }

  /** A page's uploads, live and draft, its translations' too (their rich text), for the usage index. */
  usageOf(row: PageEntity, translations: PageTranslationEntity[] = []): MediaUsageSource {
    const texts = [JSON.stringify(row.sections), ...(row.draft ? [JSON.stringify(row.draft)] : [])];
    const translated = translations.flatMap((t) => [
      JSON.stringify(t.texts),
      ...(t.draft ? [JSON.stringify(t.draft)] : []),
    ]);
    return {
      kind: 'page',
      id: row.key,
      label: PAGE_LABELS[row.key as PageKey],
      references: referencesOf({ sections: texts, translations: translated }),
    };
  }

  /** After any change of the page or of one of its translations. */
  async reportUsage(id: number): Promise<void> {
    const [row, translations] = await Promise.all([this.pages.findAny(id), this.translations.listFor(id)]);
    if (row) await reportMediaUsage(this.events, ContentEvents.mediaUsageReported, this.usageOf(row, translations));
  }
}

/** A page with these sections, named and dated by its row. */
export function toPageView(row: PageEntity, sections: PageSection[]): PageView {
  const key = row.key as PageKey;
  return {
    key,
    title: PAGE_LABELS[key],
    sections,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}

export function toPageAdminView(row: PageEntity): PageAdminView {
  return {
    ...toPageView(row, pageWorkingCopy(row).sections),
    id: row.id,
    publication: publicationView(row),
  };
}
