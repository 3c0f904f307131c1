import { Logger } from '@nestjs/common';
import {
  Errors,
  type EventContract,
  type LateSchedule,
  type PreviewLinkView,
  type RevisionAction,
  type RevisionList,
  type RevisionSummary,
  type RevisionView,
  SCHEDULE_LATE_ALERT_MS,
  type ScheduledItem,
  type ServiceErrorPayload,
  type SessionUser,
  type TranslatedLocale,
} from '@site/contracts';
import type { EntityManager } from 'typeorm';
import type { EventBus } from '../event-bus';
import { ServiceException } from '../service-exception';
import { checkVersion, type PublishableRow, type ScheduledRow } from './publication';
import type { PublishingChanges } from './publishing.entity';
import { PreviewLinkStore } from './preview-link-store';
import { type Actor, actorName, RevisionStore } from './revision-store';
import { publishLatenessSeconds, publishScheduleFailures, SchedulePoller } from './schedule-poller';

/** Due schedules claimed per transaction. */
const CLAIM_BATCH = 20;

export type WorkflowRow = PublishableRow & { id: number };

/** A record table's rows inside one transaction, as the workflow needs them. */
export interface PublishingTx<Row extends WorkflowRow> {
  readonly manager: EntityManager;
  lock(id: number): Promise<Row | null>;
  /** Writes the publishing columns and bumps the version; answers the new version. */
  setPublishing(id: number, changes: PublishingChanges): Promise<number>;
  setPublishedRevision(id: number, revision: number): Promise<void>;
  /** Due schedules, locked FOR UPDATE SKIP LOCKED (claimDueSql). */
  claimDue(limit: number): Promise<{ id: number; action: 'publish' | 'unpublish'; due: Date }[]>;
}

/**
 * What a record type tells the workflow: its table, its fields (`F`, the input's shape) and the
 * rules of its columns. `Checked` is what the publish-only checks answer for the columns (news's
 * cover alt text).
 */
export interface PublishingRecords<F extends object, Row extends WorkflowRow, Checked> {
  /** 'news', 'product', 'page': the revisions' and preview links' record type. */
  readonly type: string;
  /** A translation's language: its drafts, history and preview links are its own. None: the record itself. */
  readonly locale?: TranslatedLocale;
  /** The site path before a preview token: `/preview/news`. */
  readonly previewPath: string;
  readonly notFound: () => ServiceErrorPayload;
  readonly events: { published: EventContract; unpublished: EventContract };
  readonly manager: EntityManager;
  transaction<T>(work: (tx: PublishingTx<Row>) => Promise<T>): Promise<T>;
  findAny(id: number): Promise<Row | null>;
  /** Schedules late by more than `ms`, with a title. */
  late(ms: number): Promise<{ id: number; title: string; due: Date }[]>;
  /** Every record with a publish or take-down time set, soonest first (scheduledSql). */
  scheduled(): Promise<ScheduledRow[]>;
  /** The working copy: the draft when there is one, else the columns. */
  workingCopy(row: Row): F;
  /** Whether publishing `fields` would change nothing in the columns. */
  matchesColumns(fields: F, row: Row): boolean;
  /** The checks only what goes live must pass (a 4xx refuses; a 5xx leaves a schedule for later). */
  checkForPublish(fields: F, row: Row): Promise<Checked>;
  /** Writes the columns: on publish with what the checks answered, else (not public) the working copy as is. */
  writeColumns(
    tx: PublishingTx<Row>,
    row: Row,
    fields: F,
    published: { checked: Checked; first: boolean } | null,
  ): Promise<void>;
  /** The events' payload. */
  eventOf(row: Row, fields: F): Record<string, unknown>;
  /** After a change commits (the media usage report). */
  changed?(id: number): Promise<void>;
}

export interface SaveOptions {
  /** The version the editor started from; none: no check. */
  version?: number;
  action?: 'save' | 'restore';
  /** 保存并发布: publish in the same transaction. */
  publish?: boolean;
}

/** A change to announce once committed. */
export interface Done {
  event: EventContract;
  payload: Record<string, unknown>;
  id: number;
}

/**
 * Publishing of one record type (docs/publishing.md, ADR 0013): save, publish, unpublish,
 * schedules and their poller, revisions with restore, autosave, and preview links. The columns are
 * the published version; every change bumps the version and stores a revision; events go out after
 * the commit.
 */
export class PublishingWorkflow<F extends object, Row extends WorkflowRow, Checked> {
  private readonly logger: Logger;
  private readonly revisions: RevisionStore;
  private readonly links: PreviewLinkStore;
  private readonly poller: SchedulePoller;

  constructor(
    private readonly records: PublishingRecords<F, Row, Checked>,
    private readonly bus: EventBus,
    pollMs: number,
  ) {
    this.logger = new Logger(`Publishing:${records.type}${records.locale ? `:${records.locale}` : ''}`);
    this.revisions = new RevisionStore(records.type, records.locale);
    this.links = new PreviewLinkStore(records.type, records.previewPath, records.locale);
    this.poller = new SchedulePoller(
      `Schedule:${records.type}${records.locale ? `:${records.locale}` : ''}`,
      pollMs,
      () => this.runDue(),
    );
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /**
   * The first revision of a new record, in its create's transaction; with `publish` it goes live in
   * that same transaction, so a publish refused refuses the create too. Hand the answer to
   * `announce` once committed.
   */
  async created(tx: PublishingTx<Row>, id: number, fields: F, actor: SessionUser, publish: boolean): Promise<Done[]> {
    await this.revisions.add(tx.manager, id, 'create', 1, fields as Record<string, unknown>, actor);
    return publish ? [await this.publishLocked(tx, await this.lock(tx, id), actor)] : [];
  }

  /** A record's revisions and preview links go with it (in its delete's transaction). */
  forget(manager: EntityManager, id: number): Promise<void> {
    return this.revisions.forget(manager, id);
  }

  /**
   * Stores a working copy from the version it started from. Before a first publish (and once
   * unpublished) the columns hold it too, since nothing of it is public; a published record keeps
   * its columns and holds the copy as its draft (none when it matches what is live).
   */
  save(id: number, fields: F, actor: SessionUser, options: SaveOptions = {}): Promise<void> {
    return this.saveThen(id, fields, actor, options, () => Promise.resolve());
  }

  /**
   * A save, then `alongside` (the editor's answer, the saved event) once it has committed, beside
   * the save's own follow-ups (retention, the media usage report, a publish's events): none waits
   * for another. Answers what `alongside` answers.
   */
  async saveThen<T>(
    id: number,
    fields: F,
    actor: SessionUser,
    { version, action = 'save', publish = false }: SaveOptions,
    alongside: () => Promise<T>,
  ): Promise<T> {
    const { done, liveRevision } = await this.records.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      checkVersion(row, version);
      const live = row.state === 'published';
      if (!live) await this.records.writeColumns(tx, row, fields, null);
      const next = await tx.setPublishing(id, {
        draft: live && this.records.matchesColumns(fields, row) ? null : (fields as Record<string, unknown>),
        updatedBy: actorName(actor),
      });
      await this.revisions.add(tx.manager, id, action, next, fields as Record<string, unknown>, actor);
      // 保存并发布: in this transaction, so a refused publish keeps nothing of the save either (it prunes).
      const done = publish ? [await this.publishLocked(tx, await this.lock(tx, id), actor)] : [];
      return { done, liveRevision: row.publishedRevisionId };
    });
    const [answer] = await Promise.all([
      alongside(),
      // Retention after the commit: a save's transaction holds its row lock no longer than it must.
      done.length > 0 ? this.announce(done) : this.revisions.prune(this.records.manager, id, liveRevision),
      // A publish's announce reports the change too.
      done.length > 0 ? undefined : this.records.changed?.(id),
    ]);
    return answer;
  }

  /** Makes the working copy live, after the checks a draft may skip. */
  async publish(id: number, actor: SessionUser, version?: number): Promise<void> {
    const done = await this.records.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      checkVersion(row, version);
      return this.publishLocked(tx, row, actor);
    });
    await this.announce([done]);
  }

  async unpublish(id: number, actor: SessionUser): Promise<void> {
    const done = await this.records.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.state !== 'published') throw new ServiceException(Errors.notPublished());
      return this.unpublishLocked(tx, row, actor);
    });
    await this.announce([done]);
  }

  /**
   * Publishes the working copy at `publishAt`, and takes the record down at `unpublishAt` if given.
   * The copy is checked now as a publish would be, so a schedule does not fail when it falls due. A
   * published record stays live meanwhile (its pending changes go live then).
   */
  async schedule(id: number, actor: SessionUser, publishAt: string, unpublishAt: string | null): Promise<void> {
    await this.records.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const fields = this.records.workingCopy(row);
      await this.records.checkForPublish(fields, row);
      const next = await tx.setPublishing(id, {
        state: row.state === 'published' ? 'published' : 'scheduled',
        publishAt: new Date(publishAt),
        unpublishAt: unpublishAt === null ? null : new Date(unpublishAt),
        updatedBy: actorName(actor),
      });
      await this.revise(tx, row, 'schedule', next, fields, actor);
    });
  }

  async unschedule(id: number, actor: SessionUser): Promise<void> {
    await this.records.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.publishAt === null && row.unpublishAt === null) throw new ServiceException(Errors.notScheduled());
      await this.cancelLocked(tx, row, actor);
    });
  }

  async list(id: number): Promise<RevisionList> {
    const row = await this.find(id);
    return { items: await this.revisions.list(this.records.manager, id, row.publishedRevisionId) };
  }

  async revision(id: number, rev: number): Promise<RevisionView> {
    const row = await this.find(id);
    const revision = await this.revisions.get(this.records.manager, id, rev, row.publishedRevisionId);
    if (!revision) throw new ServiceException(Errors.revisionNotFound());
    return revision;
  }

  /**
   * A new draft from an old revision; what is live never changes. `prepare` makes the snapshot a
   * working copy again (parsed, what no longer exists dropped) and lists what it dropped.
   */
  async restore(
    id: number,
    rev: number,
    actor: SessionUser,
    prepare: (snapshot: Record<string, unknown>, current: F) => Promise<{ fields: F; dropped: string[] }>,
  ): Promise<string[]> {
    const revision = await this.revision(id, rev);
    const current = this.records.workingCopy(await this.find(id));
    const { fields, dropped } = await prepare(revision.fields, current);
    await this.save(id, fields, actor, { action: 'restore' });
    return dropped;
  }

  /** The user's rolling autosave: the fields as typed; never public, never the version. */
  async autosave(id: number, actor: SessionUser, fields: Record<string, unknown>): Promise<RevisionSummary> {
    const row = await this.find(id);
    return this.revisions.autosave(this.records.manager, id, row.version, fields, actor);
  }

  async createLink(id: number, actor: SessionUser, hours: number): Promise<PreviewLinkView> {
    await this.find(id);
    return this.links.create(this.records.manager, id, hours, actorName(actor));
  }

  async linkList(id: number): Promise<{ items: PreviewLinkView[] }> {
    await this.find(id);
    return { items: await this.links.list(this.records.manager, id) };
  }

  revokeLink(id: number, link: number): Promise<void> {
    return this.links.revoke(this.records.manager, id, link);
  }

  /** The row and working copy a preview token opens (404 forged or revoked, 410 expired). */
  async preview(token: string): Promise<{ row: Row; fields: F }> {
    const id = await this.links.open(this.records.manager, token);
    const row = await this.records.findAny(id);
    if (!row) throw new ServiceException(Errors.previewLinkInvalid());
    return { row, fields: this.records.workingCopy(row) };
  }

  /** Schedules more than two minutes late (the dashboard's system status). */
  async late(): Promise<{ items: LateSchedule[] }> {
    const rows = await this.records.late(SCHEDULE_LATE_ALERT_MS);
    const now = Date.now();
    return {
      items: rows.map((row) => ({
        type: this.records.type,
        id: row.id,
        title: row.title,
        due_at: row.due.toISOString(),
        late_seconds: Math.round((now - row.due.getTime()) / 1000),
      })),
    };
  }

  /** Every schedule set, soonest first (the admin's 定时发布 list). */
  async scheduled(): Promise<{ items: ScheduledItem[] }> {
    const rows = await this.records.scheduled();
    return {
      items: rows.map((row) => ({
        type: this.records.type,
        id: row.id,
        title: row.title,
        state: row.state,
        publish_at: row.publishAt?.toISOString() ?? null,
        unpublish_at: row.unpublishAt?.toISOString() ?? null,
        updated_by: row.updatedBy,
        ...(this.records.locale && { locale: this.records.locale }),
      })),
    };
  }

  /**
   * One batch of due schedules, claimed with FOR UPDATE SKIP LOCKED: another replica skips them. A
   * copy that no longer passes the checks is taken off the schedule (a revision says so); a 5xx
   * (a peer down) leaves it for the next run. Answers how many were handled.
   */
  async runDue(): Promise<number> {
    const done: (Done & { late: number; action: string })[] = [];
    let handled = 0;
    await this.records.transaction(async (tx) => {
      for (const due of await tx.claimDue(CLAIM_BATCH)) {
        const row = (await tx.lock(due.id))!;
        try {
          const result =
            due.action === 'publish'
              ? await this.publishLocked(tx, row, null)
              : await this.unpublishLocked(tx, row, null);
          done.push({ ...result, late: (Date.now() - new Date(due.due).getTime()) / 1000, action: due.action });
          handled++;
        } catch (error) {
          if (!(error instanceof ServiceException) || error.payload.status >= 500) {
            this.logger.warn(`${this.records.type} ${due.id}: scheduled ${due.action} postponed: ${String(error)}`);
            continue;
          }
          publishScheduleFailures.inc({ record_type: this.records.type });
          this.logger.warn(`${this.records.type} ${due.id}: schedule cancelled: ${error.payload.message}`);
          await this.cancelLocked(tx, row, null);
          handled++;
        }
      }
    });
    for (const { id, late, action } of done) {
      publishLatenessSeconds.observe({ record_type: this.records.type, action }, Math.max(0, late));
      this.logger.log(`${this.records.type} ${id}: scheduled ${action} ran ${late.toFixed(1)} s after its time`);
    }
    await this.announce(done);
    return handled;
  }

  private async publishLocked(tx: PublishingTx<Row>, row: Row, actor: Actor): Promise<Done> {
    const fields = this.records.workingCopy(row);
    const checked = await this.records.checkForPublish(fields, row);
    await this.records.writeColumns(tx, row, fields, { checked, first: row.lastPublishedAt === null });
    const now = new Date();
    // A publish by hand drops an unpublish time already past; the poller catching up on a window that
    // ended while it was down keeps it, so its next claim takes the record down as scheduled.
    const keepUnpublish = row.unpublishAt !== null && (actor === null || row.unpublishAt > now);
    const version = await tx.setPublishing(row.id, {
      state: 'published',
      draft: null,
      publishAt: null,
      unpublishAt: keepUnpublish ? row.unpublishAt : null,
      lastPublishedAt: now,
      updatedBy: actorName(actor),
    });
    const revision = await this.revisions.add(
      tx.manager,
      row.id,
      'publish',
      version,
      fields as Record<string, unknown>,
      actor,
    );
    await tx.setPublishedRevision(row.id, revision);
    await this.revisions.prune(tx.manager, row.id, revision);
    return { event: this.records.events.published, payload: this.records.eventOf(row, fields), id: row.id };
  }

  /** Takes it down; its columns become the working copy again (nothing of it is public now). */
  private async unpublishLocked(tx: PublishingTx<Row>, row: Row, actor: Actor): Promise<Done> {
    const fields = this.records.workingCopy(row);
    await this.records.writeColumns(tx, row, fields, null);
    const version = await tx.setPublishing(row.id, {
      state: 'archived',
      draft: fields as Record<string, unknown>,
      publishAt: null,
      unpublishAt: null,
      updatedBy: actorName(actor),
    });
    await this.revise(tx, row, 'unpublish', version, fields, actor);
    return { event: this.records.events.unpublished, payload: this.records.eventOf(row, fields), id: row.id };
  }

  private async cancelLocked(tx: PublishingTx<Row>, row: Row, actor: Actor): Promise<void> {
    const version = await tx.setPublishing(row.id, {
      state: row.state === 'scheduled' ? 'draft' : row.state,
      publishAt: null,
      unpublishAt: null,
      ...(actor ? { updatedBy: actorName(actor) } : {}),
    });
    await this.revise(tx, row, 'unschedule', version, this.records.workingCopy(row), actor);
  }

  private async revise(
    tx: PublishingTx<Row>,
    row: Row,
    action: Exclude<RevisionAction, 'autosave' | 'publish'>,
    version: number,
    fields: F,
    actor: Actor,
  ): Promise<void> {
    await this.revisions.add(tx.manager, row.id, action, version, fields as Record<string, unknown>, actor);
    await this.revisions.prune(tx.manager, row.id, row.publishedRevisionId);
  }

  private async lock(tx: PublishingTx<Row>, id: number): Promise<Row> {
    const row = await tx.lock(id);
    if (!row) throw new ServiceException(this.records.notFound());
    return row;
  }

  private async find(id: number): Promise<Row> {
    const row = await this.records.findAny(id);
    if (!row) throw new ServiceException(this.records.notFound());
    return row;
  }

  /** Announces what went live or down, after the commit. */
  async announce(done: Done[]): Promise<void> {
    for (const { event, payload } of done) await this.bus.publish(event, payload);
    for (const { id } of done) await this.records.changed?.(id);
  }
}
