import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  type MediaUsageSource,
  PAGE_KEYS,
  PAGE_LABELS,
  PAGE_PREVIEW_TTL_MS,
  type PageAdminView,
  type PageKey,
  type PageSection,
  type PageSummary,
  type PageView,
  parsePageSections,
  type SessionUser,
} from '@site/contracts';
import { EventBus, publicationView, ServiceException, translationPublications } from '@site/service-kit';
import type { PageEntity } from './page.entity';
import { PagePreviewsRepository } from './page-previews.repository';
import { PagePublishingService, pageWorkingCopy, toPageAdminView, toPageView } from './page-publishing.service';
import { defaultSections, readSection } from './page-sections';
import { PageTranslationsRepository } from './page-translations.repository';
import { PagesRepository } from './pages.repository';

/**
 * The site pages (issue 34): ordered typed sections, declared once in libs/contracts/src/pages.ts.
 * The public reads see what is published; staff edit a working copy (page-publishing.service.ts).
 */
@Injectable()
export class PagesService {
  constructor(
    private readonly pages: PagesRepository,
    private readonly previews: PagePreviewsRepository,
    private readonly translations: PageTranslationsRepository,
    private readonly publishing: PagePublishingService,
    private readonly events: EventBus,
  ) {}

  /** The page as published (older section versions upgraded), or its default when never saved. */
  async get(key: PageKey, includeHidden: boolean): Promise<PageView> {
    const row = await this.pages.find(key);
    const view = row ? toPageView(row, row.sections.map(readSection)) : this.fresh(key);
    return includeHidden ? view : { ...view, sections: view.sections.filter((s) => !s.hidden) };
  }

  /** The editor's page: its working copy and where it stands (its row made on first use). */
  async adminGet(key: PageKey): Promise<PageAdminView> {
    return toPageAdminView(await this.row(key));
  }

  async list(): Promise<PageSummary[]> {
    const rows = await Promise.all(PAGE_KEYS.map((key) => this.row(key)));
    const translations = await Promise.all(rows.map((row) => this.translations.listFor(row.id)));
    return rows.map((row, i) => ({
      key: row.key as PageKey,
      id: row.id,
      title: PAGE_LABELS[row.key as PageKey],
      sections: pageWorkingCopy(row).sections.length,
      publication: publicationView(row),
      translations: translationPublications(translations[i]),
      updated_at: row.savedAt.toISOString(),
      updated_by: row.updatedBy,
    }));
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409): every section
   * checked against its type, its HTML sanitised, its pictures described; live at once only with
   * `publish` (保存并发布).
   */
  async save(
    key: PageKey,
    input: unknown,
    actor: SessionUser,
    { version, publish = false }: { version?: number; publish?: boolean } = {},
  ): Promise<PageAdminView> {
    const row = await this.row(key);
    const sections = await this.prepare(input, actor, row);
    return this.publishing.saveAndView(row.id, { sections }, actor, { version, publish }, () =>
      this.events.publish(ContentEvents.pageUpdated, { key }),
    );
  }

  /**
   * A preview link of an unsaved draft: checked as a save would be (a draft the save would refuse
   * is refused now, with the same words), kept for an hour behind a random token.
   */
  async preview(key: PageKey, input: unknown, actor: SessionUser): Promise<{ token: string; expires_at: string }> {
    const sections = await this.prepare(input, actor, await this.row(key));
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PAGE_PREVIEW_TTL_MS);
    await this.previews.add({
      tokenHash: hashToken(token),
      pageKey: key,
      sections,
      createdBy: actor.username,
      expiresAt,
    });
    return { token, expires_at: expiresAt.toISOString() };
  }

  /** The draft behind a live preview token, as the public page would show it. */
  async previewed(token: string): Promise<PageView> {
    const row = await this.previews.findLive(hashToken(token));
    if (!row) throw new ServiceException(Errors.pagePreviewNotFound());
    const view = this.fresh(row.pageKey as PageKey);
    return { ...view, sections: row.sections.map(readSection).filter((s) => !s.hidden) };
  }

  /** Every page's uploads, live and draft, for the usage index's rebuild (the defaults show none). */
  async usageSources(): Promise<MediaUsageSource[]> {
    const rows = await this.pages.findAll();
    const translations = await Promise.all(rows.map((row) => this.translations.listFor(row.id)));
    return rows
      .map((row, i) => this.publishing.usageOf(row, translations[i]))
      .filter((source) => source.references.length > 0);
  }

  private async prepare(input: unknown, actor: SessionUser, row: PageEntity): Promise<PageSection[]> {
    const parsed = parsePageSections(input);
    if (!parsed.ok) throw new ServiceException(Errors.validation(parsed.message));
    return this.publishing.prepare(parsed.sections, actor, pageWorkingCopy(row).sections);
  }

  private row(key: PageKey): Promise<PageEntity> {
    return this.pages.ensure(key, () => defaultSections(key));
  }

  /** A page never saved: its defaults, undated. */
  private fresh(key: PageKey): PageView {
    return { key, title: PAGE_LABELS[key], sections: defaultSections(key), updated_at: null, updated_by: null };
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
