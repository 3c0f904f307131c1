import { Errors, type Publication, type PublishState } from '@site/contracts';
import { ServiceException } from '../service-exception';
import type { PublishableEntity } from './publishing.entity';

/** The 409's time reads in the site's default zone, named. */
const STALE_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export type PublishableRow = Pick<
  PublishableEntity,
  | 'state'
  | 'version'
  | 'draft'
  | 'publishAt'
  | 'unpublishAt'
  | 'lastPublishedAt'
  | 'publishedRevisionId'
  | 'updatedBy'
  | 'savedAt'
>;

export function publicationView(row: PublishableRow): Publication {
  return {
    state: row.state,
    version: row.version,
    has_changes: row.state === 'published' && row.draft !== null,
    publish_at: row.publishAt?.toISOString() ?? null,
    unpublish_at: row.unpublishAt?.toISOString() ?? null,
    published_at: row.lastPublishedAt?.toISOString() ?? null,
    updated_by: row.updatedBy,
    updated_at: row.savedAt.toISOString(),
  };
}

/** A save that started from an older version is refused, naming who saved meanwhile. */
export function checkVersion(
  row: Pick<PublishableEntity, 'version' | 'updatedBy' | 'savedAt'>,
  version: number | undefined,
): void {
  if (version === undefined || version === row.version) return;
  const at = `${STALE_TIME.format(row.savedAt).replace(/\//g, '-')}（北京时间）`;
  throw new ServiceException(Errors.staleVersion(row.updatedBy ?? '其他用户', at));
}

/** Two snapshots hold the same fields (both come from the same schema, so key order matches). */
export const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Claims up to `$1` rows of `table` whose schedule is due, oldest first, locked until the
 * transaction ends and skipped by every other replica meanwhile. `due` is the time it was due.
 */
export const claimDueSql = (table: string) => `
  SELECT id, state, publish_at AS "publishAt", unpublish_at AS "unpublishAt",
         CASE WHEN publish_at <= now() THEN 'publish' ELSE 'unpublish' END AS action,
         LEAST(publish_at, unpublish_at) AS due
  FROM ${table}
  WHERE publish_at <= now() OR (unpublish_at <= now() AND state = 'published')
  ORDER BY LEAST(publish_at, unpublish_at)
  LIMIT $1
  FOR UPDATE SKIP LOCKED`;

/** Schedules late by more than `$1` milliseconds (the dashboard). */
export const lateSql = (table: string, title: string) => `
  SELECT id, ${title} AS title, LEAST(publish_at, unpublish_at) AS due
  FROM ${table}
  WHERE (publish_at <= now() - make_interval(secs => $1 / 1000.0))
     OR (unpublish_at <= now() - make_interval(secs => $1 / 1000.0) AND state = 'published')
  ORDER BY due LIMIT 50`;

/** Every record with a publish or take-down time set, soonest first (the admin's 定时发布 list). */
export const scheduledSql = (table: string, title: string) => `
  SELECT id, ${title} AS title, state, publish_at AS "publishAt", unpublish_at AS "unpublishAt",
         updated_by AS "updatedBy"
  FROM ${table}
  WHERE publish_at IS NOT NULL OR unpublish_at IS NOT NULL
  ORDER BY LEAST(publish_at, unpublish_at), id`;

/** A row of scheduledSql. */
export interface ScheduledRow {
  id: number;
  title: string;
  state: PublishState;
  publishAt: Date | null;
  unpublishAt: Date | null;
  updatedBy: string | null;
}
