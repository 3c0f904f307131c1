import {
  byTranslatedLocale,
  Errors,
  type Publication,
  type PublishState,
  type TranslatedLocale,
} from '@site/contracts';
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

/** Where each translated language's version of one record stands, from its rows (null: no version). */
export function translationPublications(
  rows: readonly (PublishableRow & { locale: string })[],
): Record<TranslatedLocale, Publication | null> {
  return byTranslatedLocale((locale) => {
    const row = rows.find((r) => r.locale === locale);
    return row ? publicationView(row) : null;
  });
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
 * A table of publishable rows. A record's own table (`'news'`) is named alone; a translations table
 * names the column that holds the record's id and the language its rows are scoped to
 * (`{ name: 'news_translations', key: 'news_id', locale: 'en' }`), so one workflow per language runs
 * over it. The queries answer the record's id as `id` either way.
 */
export type PublishingTable = string | { name: string; key: string; locale: string };

/** The table's name, its record's id column and the condition that keeps to its language ('' for none). */
export function tableParts(table: PublishingTable): { name: string; key: string; scope: string } {
  if (typeof table === 'string') return { name: table, key: 'id', scope: '' };
  // Names and a language from code, never from a request: checked anyway, as they go into the text.
  for (const part of [table.name, table.key]) if (!/^[a-z_]+$/.test(part)) throw new Error(`bad name ${part}`);
  if (!/^[A-Za-z-]+$/.test(table.locale)) throw new Error(`bad locale ${table.locale}`);
  return { name: table.name, key: table.key, scope: ` AND locale = '${table.locale}'` };
}

/**
 * Claims up to `$1` rows of `table` whose schedule is due, oldest first, locked until the
 * transaction ends and skipped by every other replica meanwhile. `due` is the time it was due.
 */
export function claimDueSql(table: PublishingTable): string {
  const { name, key, scope } = tableParts(table);
  return `
  SELECT ${key} AS id, state, publish_at AS "publishAt", unpublish_at AS "unpublishAt",
         CASE WHEN publish_at <= now() THEN 'publish' ELSE 'unpublish' END AS action,
         LEAST(publish_at, unpublish_at) AS due
  FROM ${name}
  WHERE (publish_at <= now() OR (unpublish_at <= now() AND state = 'published'))${scope}
  ORDER BY LEAST(publish_at, unpublish_at)
  LIMIT $1
  FOR UPDATE SKIP LOCKED`;
}

/** Schedules late by more than `$1` milliseconds (the dashboard). */
export function lateSql(table: PublishingTable, title: string): string {
  const { name, key, scope } = tableParts(table);
  return `
  SELECT ${key} AS id, ${title} AS title, LEAST(publish_at, unpublish_at) AS due
  FROM ${name}
  WHERE ((publish_at <= now() - make_interval(secs => $1 / 1000.0))
     OR (unpublish_at <= now() - make_interval(secs => $1 / 1000.0) AND state = 'published'))${scope}
  ORDER BY due LIMIT 50`;
}

/** Every record with a publish or take-down time set, soonest first (the admin's 定时发布 list). */
export function scheduledSql(table: PublishingTable, title: string): string {
  const { name, key, scope } = tableParts(table);
  return `
  SELECT ${key} AS id, ${title} AS title, state, publish_at AS "publishAt", unpublish_at AS "unpublishAt",
         updated_by AS "updatedBy"
  FROM ${name}
  WHERE (publish_at IS NOT NULL OR unpublish_at IS NOT NULL)${scope}
  ORDER BY LEAST(publish_at, unpublish_at), ${key}`;
}

/** A row of scheduledSql. */
export interface ScheduledRow {
  id: number;
  title: string;
  state: PublishState;
  publishAt: Date | null;
  unpublishAt: Date | null;
  updatedBy: string | null;
}
