import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  isDemoImageUrl,
  type LateSchedule,
  type NewsAdminView,
  type NewsInput,
  newsFieldsSchema,
  type NewsView,
  type PreviewLinkView,
  type RevisionAction,
  type RevisionList,
  type RevisionSummary,
  type RevisionView,
  SCHEDULE_LATE_ALERT_MS,
  type SessionUser,
  uploadUrlsIn,
} from '@site/contracts';
import {
  type Actor,
  actorName,
  checkVersion,
  EventBus,
  publishLatenessSeconds,
  publishScheduleFailures,
  reportMediaUsage,
  SchedulePoller,
  SERVICE_CONFIG,
  type ServiceConfig,
  ServiceException,
} from '@site/service-kit';
import { MediaService } from '../media/media.service';
import { NewsCategoriesClient } from './news-categories.client';
import { cleanDraft, matchesColumns, rowWith, toColumns, toNewsAdminView, workingCopy } from './news-draft';
import { NEWS_PREVIEW_LINKS, NEWS_REVISIONS } from './news-history';
import { newsUsage } from './news-usage';
import { type NewsRow, toNewsView } from './news-view';
import { NewsRepository, type NewsTx } from './news.repository';

/** Due schedules claimed per transaction. */
const CLAIM_BATCH = 20;

type Event = { subject: 'published' | 'unpublished'; id: number; categoryId: number };

/**
 * News's publishing (docs/publishing.md): publish, unpublish, schedules and their poller,
 * revisions with restore, autosave, and preview links. The columns are the published version;
 * every change bumps the version and stores a revision.
 */
@Injectable()
export class NewsPublishingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewsPublishingService.name);
  private readonly poller: SchedulePoller;

  constructor(
    private readonly news: NewsRepository,
    private readonly categories: NewsCategoriesClient,
    private readonly events: EventBus,
    private readonly library: MediaService,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.poller = new SchedulePoller('NewsSchedule', config.PUBLISH_POLL_MS, () => this.runDue());
  }

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.poller.stop();
  }

  async adminView(id: number): Promise<NewsAdminView> {
    const row = await this.news.findAny(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return toNewsAdminView(row, await this.categoryName(workingCopy(row).category));
  }

  /**
   * Stores a working copy. Before a first publish (and once unpublished) the columns hold it too,
   * since nothing of it is public; a published article keeps its columns and holds the copy as
   * its draft (none when it matches what is live).
   */
  async saveLocked(tx: NewsTx, row: NewsRow, draft: NewsInput, actor: SessionUser, action: RevisionAction) {
    const live = row.state === 'published';
    if (!live) await tx.writeColumns(row.id, toColumns(draft));
    const version = await tx.setPublishing(row.id, {
      draft: live && matchesColumns(draft, row) ? null : draft,
      updatedBy: actorName(actor),
    });
    await NEWS_REVISIONS.add(tx.manager, row.id, action as Exclude<RevisionAction, 'autosave'>, version, draft, actor);
    await NEWS_REVISIONS.prune(tx.manager, row.id, row.publishedRevisionId);
  }

  /** Makes the working copy live, after the checks a draft may skip (alt text, the category). */
  async publish(id: number, actor: SessionUser, version?: number): Promise<NewsAdminView> {
    const event = await this.news.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      checkVersion(row, version);
      return this.publishLocked(tx, row, actor);
    });
    await this.announce([event]);
    return this.adminView(id);
  }

  async unpublish(id: number, actor: SessionUser): Promise<NewsAdminView> {
    const event = await this.news.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.state !== 'published') throw new ServiceException(Errors.notPublished());
      return this.unpublishLocked(tx, row, actor);
    });
    await this.announce([event]);
    return this.adminView(id);
  }

  /**
   * Publishes the working copy at `publishAt`, and takes the article down at `unpublishAt` if given.
   * The copy is checked now as a publish would be, so a schedule does not fail when it falls due.
   * A published article stays live meanwhile (its pending changes go live then).
   */
  async schedule(id: number, actor: SessionUser, publishAt: string, unpublishAt: string | null) {
    await this.news.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const draft = workingCopy(row);
      await this.checkForPublish(draft, row);
      await tx.setPublishing(id, {
        state: row.state === 'published' ? 'published' : 'scheduled',
        publishAt: new Date(publishAt),
        unpublishAt: unpublishAt === null ? null : new Date(unpublishAt),
        updatedBy: actorName(actor),
      });
      await this.revision(tx, row, 'schedule', draft, actor);
    });
    return this.adminView(id);
  }

  async unschedule(id: number, actor: SessionUser): Promise<NewsAdminView> {
    await this.news.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.publishAt === null && row.unpublishAt === null) throw new ServiceException(Errors.notScheduled());
      await tx.setPublishing(id, {
        state: row.state === 'scheduled' ? 'draft' : row.state,
        publishAt: null,
        unpublishAt: null,
        updatedBy: actorName(actor),
      });
      await this.revision(tx, row, 'unschedule', workingCopy(row), actor);
    });
    return this.adminView(id);
  }

  async revisions(id: number): Promise<RevisionList> {
    const row = await this.news.findAny(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return { items: await NEWS_REVISIONS.list(this.news.manager, id, row.publishedRevisionId) };
  }

  async revisionOf(id: number, rev: number): Promise<RevisionView> {
    const row = await this.news.findAny(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    const revision = await NEWS_REVISIONS.get(this.news.manager, id, rev, row.publishedRevisionId);
    if (!revision) throw new ServiceException(Errors.revisionNotFound());
    return revision;
  }

  /**
   * A new draft from an old revision; what is live never changes. A picture no longer in the media
   * library is dropped, and a category no longer there gives way to the current one; the answer
   * lists what was dropped.
   */
  async restore(id: number, rev: number, actor: SessionUser): Promise<{ record: NewsAdminView; dropped: string[] }> {
    const revision = await this.revisionOf(id, rev);
    const parsed = newsFieldsSchema.safeParse(revision.fields);
    if (!parsed.success) throw new ServiceException(Errors.revisionNotFound());
    const current = await this.news.findAny(id);
    const { draft, dropped } = await this.dropMissing(parsed.data, workingCopy(current!));
    const clean = cleanDraft(draft);
    await this.news.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      await this.saveLocked(tx, row, clean, actor, 'restore');
    });
    await this.events.publish(ContentEvents.newsUpdated, { id, categoryId: clean.category });
    await this.reportUsage(id);
    return { record: await this.adminView(id), dropped };
  }

  /** The user's rolling autosave: the form's known fields as typed; never public, never the version. */
  async autosave(id: number, actor: SessionUser, fields: Record<string, unknown>): Promise<RevisionSummary> {
    const row = await this.news.findAny(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    const known = Object.fromEntries(Object.keys(newsFieldsSchema.shape).map((key) => [key, fields[key] ?? null]));
    return NEWS_REVISIONS.autosave(this.news.manager, id, row.version, known, actor);
  }

  async previewLinkCreate(id: number, actor: SessionUser, hours: number): Promise<PreviewLinkView> {
    if (!(await this.news.findAny(id))) throw new ServiceException(Errors.newsNotFound());
    return NEWS_PREVIEW_LINKS.create(this.news.manager, id, hours, actorName(actor));
  }

  async previewLinks(id: number): Promise<{ items: PreviewLinkView[] }> {
    if (!(await this.news.findAny(id))) throw new ServiceException(Errors.newsNotFound());
    return { items: await NEWS_PREVIEW_LINKS.list(this.news.manager, id) };
  }

  async previewLinkRevoke(id: number, link: number): Promise<void> {
    await NEWS_PREVIEW_LINKS.revoke(this.news.manager, id, link);
  }

  /** The working copy a preview link shows, as the public article would (any state). */
  async preview(token: string): Promise<NewsView> {
    const id = await NEWS_PREVIEW_LINKS.open(this.news.manager, token);
    const row = await this.news.findAny(id);
    if (!row) throw new ServiceException(Errors.previewLinkInvalid());
    const draft = workingCopy(row);
    return toNewsView(rowWith(row, draft), await this.categoryName(draft.category));
  }

  /** Schedules more than two minutes late (the dashboard's system status). */
  async late(): Promise<{ items: LateSchedule[] }> {
    const rows = await this.news.late(SCHEDULE_LATE_ALERT_MS);
    const now = Date.now();
    return {
      items: rows.map((row) => ({
        type: 'news',
        id: row.id,
        title: row.title,
        due_at: row.due.toISOString(),
        late_seconds: Math.round((now - row.due.getTime()) / 1000),
      })),
    };
  }

  async reportUsage(id: number): Promise<void> {
    const row = await this.news.findAny(id);
    await reportMediaUsage(this.events, ContentEvents.mediaUsageReported, newsUsage(id, row));
  }

  /**
   * One batch of due schedules, claimed with FOR UPDATE SKIP LOCKED: a second replica skips them.
   * A copy that no longer passes the checks is taken off the schedule (a revision says so); an
   * unreachable catalog leaves it for the next run. Answers how many were done.
   */
  async runDue(): Promise<number> {
    const done: { event: Event; late: number; action: string }[] = [];
    let cancelled = 0;
    await this.news.transaction(async (tx) => {
      for (const due of await tx.claimDue(CLAIM_BATCH)) {
        const row = (await tx.lock(due.id))!;
        try {
          const event =
            due.action === 'publish'
              ? await this.publishLocked(tx, row, null)
              : await this.unpublishLocked(tx, row, null);
          done.push({ event, late: (Date.now() - new Date(due.due).getTime()) / 1000, action: due.action });
        } catch (error) {
          if (!(error instanceof ServiceException) || error.payload.status >= 500) {
            this.logger.warn(`news ${due.id}: scheduled ${due.action} postponed: ${String(error)}`);
            continue;
          }
          publishScheduleFailures.inc({ record_type: 'news' });
          this.logger.warn(`news ${due.id}: scheduled publish cancelled: ${error.payload.message}`);
          await tx.setPublishing(row.id, {
            state: row.state === 'scheduled' ? 'draft' : row.state,
            publishAt: null,
            unpublishAt: null,
          });
          await this.revision(tx, row, 'unschedule', workingCopy(row), null);
          cancelled++;
        }
      }
    });
    for (const { event, late, action } of done) {
      publishLatenessSeconds.observe({ record_type: 'news', action }, Math.max(0, late));
      this.logger.log(`news ${event.id}: scheduled ${action} done ${late.toFixed(1)} s after its time`);
    }
    await this.announce(done.map((d) => d.event));
    return done.length + cancelled;
  }

  private async publishLocked(tx: NewsTx, row: NewsRow, actor: Actor): Promise<Event> {
    const draft = workingCopy(row);
    const coverAlt = await this.checkForPublish(draft, row);
    const columns = toColumns(draft, coverAlt);
    // A first publish without a date of its own is dated now.
    if (row.lastPublishedAt === null && draft.date === undefined) columns.publishedAt = new Date();
    await tx.writeColumns(row.id, columns);
    const now = new Date();
    const version = await tx.setPublishing(row.id, {
      state: 'published',
      draft: null,
      publishAt: null,
      unpublishAt: row.unpublishAt !== null && row.unpublishAt > now ? row.unpublishAt : null,
      lastPublishedAt: now,
      updatedBy: actorName(actor),
    });
    const revision = await NEWS_REVISIONS.add(tx.manager, row.id, 'publish', version, draft, actor);
    await tx.setPublishedRevision(row.id, revision);
    await NEWS_REVISIONS.prune(tx.manager, row.id, revision);
    return { subject: 'published', id: row.id, categoryId: columns.categoryId };
  }

  /** Takes it down; its columns become the working copy again (nothing of it is public now). */
  private async unpublishLocked(tx: NewsTx, row: NewsRow, actor: Actor): Promise<Event> {
    const draft = workingCopy(row);
    await tx.writeColumns(row.id, toColumns(draft));
    await tx.setPublishing(row.id, {
      state: 'archived',
      draft,
      publishAt: null,
      unpublishAt: null,
      updatedBy: actorName(actor),
    });
    await this.revision(tx, row, 'unpublish', draft, actor);
    return { subject: 'unpublished', id: row.id, categoryId: row.categoryId };
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

  private async revision(
    tx: NewsTx,
    row: NewsRow,
    action: 'schedule' | 'unschedule' | 'unpublish',
    draft: NewsInput,
    actor: Actor,
  ) {
    await NEWS_REVISIONS.add(tx.manager, row.id, action, row.version + 1, draft, actor);
    await NEWS_REVISIONS.prune(tx.manager, row.id, row.publishedRevisionId);
  }

  private async lock(tx: NewsTx, id: number): Promise<NewsRow> {
    const row = await tx.lock(id);
    if (!row) throw new ServiceException(Errors.newsNotFound());
    return row;
  }

  private async announce(events: Event[]): Promise<void> {
    for (const { subject, id, categoryId } of events) {
      const contract = subject === 'published' ? ContentEvents.newsPublished : ContentEvents.newsUnpublished;
      await this.events.publish(contract, { id, categoryId });
    }
    for (const { id } of events) await this.reportUsage(id);
  }

  private async categoryName(id: number): Promise<string> {
    return (await this.categories.names([id])).get(id) ?? '';
  }
}
