import { z } from 'zod';
import { idSchema, sessionUserSchema } from './identity';
import { TRANSLATED_LOCALES } from './locales';
import { defineRpc, emptyReply } from './rpc';
import { text } from './text';

/**
 * Publishing (docs/publishing.md): drafts, schedules, revisions and preview links, the same for
 * every record type that has them (news now; products and pages next). A record's columns are its
 * published version; the working copy, when it differs, is stored apart as `draft`, in the shape of
 * the record's input. A revision is a full snapshot in that same shape, so a revision, a diff and a
 * translation are declared once per record type: by its input schema and its field list below.
 */

export const PUBLISH_STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
  archived: '已下线',
};

/** What made a revision. `autosave` is one rolling row per user and record, replaced every autosave. */
export const REVISION_ACTIONS = [
  'create',
  'save',
  'publish',
  'unpublish',
  'schedule',
  'unschedule',
  'restore',
  'autosave',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];
export const REVISION_ACTION_LABELS: Record<RevisionAction, string> = {
  create: '创建',
  save: '保存草稿',
  publish: '发布',
  unpublish: '下线',
  schedule: '定时发布',
  unschedule: '取消定时',
  restore: '恢复',
  autosave: '自动保存',
};

/** Kept per record: the last 50 revisions or those of the last 90 days, whichever keeps more; never the published one. */
export const REVISION_KEEP_COUNT = 50;
export const REVISION_KEEP_DAYS = 90;
/** The editor autosaves this often while typing. */
export const AUTOSAVE_INTERVAL_MS = 10_000;
/** The schedule poller's default period (each service's `PUBLISH_POLL_MS`). */
export const DEFAULT_PUBLISH_POLL_MS = 15_000;
/** A schedule this late shows on the dashboard's system status. */
export const SCHEDULE_LATE_ALERT_MS = 2 * 60_000;
/** Preview links live this long unless asked otherwise (1 to 168 hours). */
export const PREVIEW_LINK_DEFAULT_HOURS = 24;
export const PREVIEW_LINK_MAX_HOURS = 168;
/** Schedules end before this (as the publication date does). */
export const LATEST_SCHEDULE = Date.UTC(2100, 0, 1);

const isoTime = (label: string) =>
  text(label, `${label}格式不正确，例如 2026-12-01T09:00:00+08:00`).transform((v, ctx) => {
    const trimmed = v.trim();
    const time = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(trimmed)
      ? new Date(trimmed.replace(' ', 'T')).getTime()
      : NaN;
    if (!Number.isFinite(time)) {
      ctx.addIssue({ code: 'custom', message: `${label}格式不正确，需带时区，例如 2026-12-01T09:00:00+08:00` });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/**
 * `POST …/schedule`: publish at a time, and optionally take down at a later one. Times carry their
 * zone (the editor sends the site's). Checked against the clock when parsed, so parse on arrival.
 */
export const scheduleInputSchema = z
  .object({
    publish_at: isoTime('发布时间'),
    unpublish_at: z
      .union([isoTime('下线时间'), z.null()])
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const now = Date.now();
    const at = Date.parse(v.publish_at);
    if (at <= now) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: '发布时间必须晚于当前时间' });
    if (at >= LATEST_SCHEDULE)
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: '发布时间不能晚于2099年12月31日' });
    if (v.unpublish_at !== null) {
      const until = Date.parse(v.unpublish_at);
      if (until <= at) ctx.addIssue({ code: 'custom', path: ['unpublish_at'], message: '下线时间必须晚于发布时间' });
      else if (until >= LATEST_SCHEDULE)
        ctx.addIssue({ code: 'custom', path: ['unpublish_at'], message: '下线时间不能晚于2099年12月31日' });
    }
  });
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** The version a save started from (`version` in the body); absent: no check. */
export const baseVersionSchema = z.object({
  version: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number('版本号必须是正整数').int('版本号必须是正整数').positive('版本号必须是正整数').optional(),
  ),
});

/** `POST …/preview-links` */
export const previewLinkInputSchema = z.object({
  hours: z
    .number('有效期必须是 1 到 168 之间的整数（小时）')
    .int('有效期必须是 1 到 168 之间的整数（小时）')
    .min(1, '有效期必须是 1 到 168 之间的整数（小时）')
    .max(PREVIEW_LINK_MAX_HOURS, '有效期必须是 1 到 168 之间的整数（小时）')
    .optional()
    .transform((v) => v ?? PREVIEW_LINK_DEFAULT_HOURS),
});

/** Where a record stands, in every admin answer of a record with publishing. */
export const publicationSchema = z.strictObject({
  state: z.enum(PUBLISH_STATES),
  /** Bumped by every change; a save sends the one it started from. */
  version: z.number(),
  /** The working copy differs from the published version. */
  has_changes: z.boolean(),
  /** When the working copy goes live (a scheduled record, or a published one with a scheduled update). */
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** The last time a version went live; null if never. */
  published_at: z.string().nullable(),
  /** Who saved last, and when. */
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const revisionSummarySchema = z.strictObject({
  id: z.number(),
  action: z.enum(REVISION_ACTIONS),
  /** The record's version this revision made. */
  version: z.number(),
  actor_id: z.number().nullable(),
  actor_name: z.string(),
  created_at: z.string(),
  /** This revision's snapshot is the one live now. */
  live: z.boolean(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionListSchema = z.strictObject({ items: z.array(revisionSummarySchema) });
export type RevisionList = z.infer<typeof revisionListSchema>;

/** A revision with its snapshot: the record's input fields as they were. */
export const revisionViewSchema = revisionSummarySchema.extend({ fields: z.record(z.string(), z.unknown()) });
export type RevisionView = z.infer<typeof revisionViewSchema>;

export const previewLinkViewSchema = z.strictObject({
  id: z.number(),
  /** Site path, `/preview/{type}/{token}`; only the answer to its creation carries it (the token is stored hashed). */
  url: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string(),
  revoked: z.boolean(),
});
export type PreviewLinkView = z.infer<typeof previewLinkViewSchema>;
export const previewLinkListSchema = z.strictObject({ items: z.array(previewLinkViewSchema) });

/** An overdue schedule, for the dashboard. */
export const lateScheduleSchema = z.strictObject({
  type: z.string(),
  id: z.number(),
  title: z.string(),
  due_at: z.string(),
  late_seconds: z.number(),
});
export const lateScheduleListSchema = z.strictObject({ items: z.array(lateScheduleSchema) });
export type LateSchedule = z.infer<typeof lateScheduleSchema>;

/** A record with a publish or take-down time set (the admin's 定时发布 list). */
export const scheduledItemSchema = z.strictObject({
  type: z.string(),
  id: z.number(),
  title: z.string(),
  state: z.enum(PUBLISH_STATES),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** Who saved last: the one who set the schedule, unless someone saved since. */
  updated_by: z.string().nullable(),
  /** A translation's schedule: its language (`en`); none: the record's own. */
  locale: z.enum(TRANSLATED_LOCALES).optional(),
});
export const scheduledListSchema = z.strictObject({ items: z.array(scheduledItemSchema) });
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;

/**
 * `GET /api/admin/schedules`: every record type's schedules, soonest first. A service that did not
 * answer is named in `unavailable` ('content', 'catalog') and its items are missing.
 */
export const schedulesAnswerSchema = scheduledListSchema.extend({ unavailable: z.array(z.string()) });
export type SchedulesAnswer = z.infer<typeof schedulesAnswerSchema>;

/** When a schedule next acts: the earlier of its two times. */
export const scheduledTime = (item: Pick<ScheduledItem, 'publish_at' | 'unpublish_at'>): number =>
  Math.min(...[item.publish_at, item.unpublish_at].filter((t) => t !== null).map((t) => Date.parse(t)));

/**
 * How to compare a field in the history: `rich` (HTML, compared as its text), `text`, `value` (as a
 * whole), or `sections` (a page's sections, one by one, by their words).
 */
export type FieldKind = 'text' | 'rich' | 'value' | 'sections';
export interface FieldDeclaration {
  label: string;
  kind: FieldKind;
}
/** A record type's fields for history and compare, keyed like its input. */
export type RecordFields<K extends string> = Record<K, FieldDeclaration>;

const recordRequest = z.object({ id: idSchema });
const actorRequest = z.object({ id: idSchema, actor: sessionUserSchema });
const tokenRequest = z.object({ token: z.string().max(100) });

/**
 * The publishing calls of one record type, declared once: `object` names it in the subjects
 * (`content.news-publishing.publish`), `adminView` is its admin answer (working copy and publication),
 * `preview` what a preview link renders.
 */
export function publishingRpc<A extends z.ZodType, P extends z.ZodType>(
  service: string,
  object: string,
  adminView: A,
  preview: P,
) {
  const subject = (part: string, verb: string) => `${service}.${object}-${part}.${verb}`;
  return {
    publish: defineRpc({
      subject: subject('publishing', 'publish'),
      request: actorRequest.extend(baseVersionSchema.shape),
      reply: adminView,
    }),
    unpublish: defineRpc({ subject: subject('publishing', 'unpublish'), request: actorRequest, reply: adminView }),
    schedule: defineRpc({
      subject: subject('publishing', 'schedule'),
      request: actorRequest.extend({ publish_at: z.string(), unpublish_at: z.string().nullable() }),
      reply: adminView,
    }),
    unschedule: defineRpc({ subject: subject('publishing', 'unschedule'), request: actorRequest, reply: adminView }),
    revisions: defineRpc({ subject: subject('revision', 'list'), request: recordRequest, reply: revisionListSchema }),
    revision: defineRpc({
      subject: subject('revision', 'get'),
      request: recordRequest.extend({ rev: idSchema }),
      reply: revisionViewSchema,
    }),
    restore: defineRpc({
      subject: subject('revision', 'restore'),
      request: actorRequest.extend({ rev: idSchema }),
      reply: z.object({ record: adminView, dropped: z.array(z.string()) }),
    }),
    autosave: defineRpc({
      subject: subject('autosave', 'put'),
      request: actorRequest.extend({ fields: z.record(z.string(), z.unknown()) }),
      reply: revisionSummarySchema,
    }),
    previewLinkCreate: defineRpc({
      subject: subject('preview-link', 'create'),
      request: actorRequest.extend({ hours: z.number().int().min(1).max(PREVIEW_LINK_MAX_HOURS) }),
      reply: previewLinkViewSchema,
    }),
    previewLinkList: defineRpc({
      subject: subject('preview-link', 'list'),
      request: recordRequest,
      reply: previewLinkListSchema,
    }),
    previewLinkRevoke: defineRpc({
      subject: subject('preview-link', 'revoke'),
      request: actorRequest.extend({ link: idSchema }),
      reply: emptyReply,
    }),
    /** The working copy behind a token, as the public page shows a record; 404 forged or revoked, 410 expired. */
    preview: defineRpc({ subject: subject('preview', 'get'), request: tokenRequest, reply: preview }),
    /** Schedules more than SCHEDULE_LATE_ALERT_MS late (the dashboard). */
    late: defineRpc({
      subject: subject('schedule', 'late'),
      request: z.object({}).optional(),
      reply: lateScheduleListSchema,
    }),
    /** Every record with a publish or take-down time set, soonest first (the admin's 定时发布). */
    scheduled: defineRpc({
      subject: subject('schedule', 'list'),
      request: z.object({}).optional(),
      reply: scheduledListSchema,
    }),
  } as const;
}
