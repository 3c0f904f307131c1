import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type EnrichedVisit, joinKey, rollupDeltas, splitKey } from './enriched-visit';

/** Sorted keys: two replicas upserting the same rows lock them in the same order (no deadlock). */
const sortedEntries = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Writes visits and their rollups; the only place that touches the raw log and the rollup tables. */
@Injectable()
export class VisitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores a batch and adds it to the rollups in one transaction. Visits already stored (a
   * redelivery) are skipped and add nothing. Answers how many were new.
   */
  async write(batch: readonly EnrichedVisit[]): Promise<number> {
    const unique = [...new Map(batch.map((v) => [v.id, v])).values()];
    if (unique.length === 0) return 0;
    return this.dataSource.transaction(async (tx) => {
      const inserted = await this.insertRaw(tx, unique);
      const fresh = unique.filter((v) => inserted.has(v.id));
      await this.addToRollups(tx, fresh);
      return fresh.length;
    });
  }

  private async insertRaw(tx: EntityManager, visits: readonly EnrichedVisit[]): Promise<Set<string>> {
    const column = <T>(pick: (v: EnrichedVisit) => T) => visits.map(pick);
    const rows = await tx.query<{ id: string }[]>(
      `INSERT INTO visit_log (id, page_url, page_path, locale, referer, user_agent, host, visited_at, received_at,
                              day, source, source_name, device, browser, os, is_bot, visitor_hash)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::timestamptz[], $9::timestamptz[], $10::date[], $11::text[], $12::text[], $13::text[],
                            $14::text[], $15::text[], $16::boolean[], $17::bytea[])
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [
        column((v) => v.id),
        column((v) => v.pageUrl),
        column((v) => v.pagePath),
        column((v) => v.locale),
        column((v) => v.referer),
        column((v) => v.userAgent),
        column((v) => v.host),
        column((v) => v.visitedAt.toISOString()),
        column((v) => v.receivedAt.toISOString()),
        column((v) => v.day),
        column((v) => v.source),
        column((v) => v.sourceName),
        column((v) => v.device),
        column((v) => v.browser),
        column((v) => v.os),
        column((v) => v.isBot),
        column((v) => v.visitorHash),
      ],
    );
    return new Set(rows.map((r) => r.id));
  }

  private async addToRollups(tx: EntityManager, fresh: readonly EnrichedVisit[]): Promise<void> {
    if (fresh.length === 0) return;
    const deltas = rollupDeltas(fresh);

    // A visitor's first page of the day counts once for the site, and their first page in a language once
    // for that language: the hash tables' primary keys decide, so replicas writing at once agree.
    const uniques = new Map<string, number>();
    const localeUniques = new Map<string, number>();
    if (deltas.visitors.length) {
      const firstSeen = await tx.query<{ day: string }[]>(
        `INSERT INTO daily_visitors (day, visitor_hash)
         SELECT * FROM unnest($1::date[], $2::bytea[]) ON CONFLICT DO NOTHING
         RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
        [deltas.visitors.map((v) => v.day), deltas.visitors.map((v) => v.hash)],
      );
      for (const { day } of firstSeen) bump(uniques, day);
      const firstInLocale = await tx.query<{ day: string; locale: string }[]>(
        `INSERT INTO daily_locale_visitors (day, locale, visitor_hash)
         SELECT * FROM unnest($1::date[], $2::text[], $3::bytea[]) ON CONFLICT DO NOTHING
         RETURNING to_char(day, 'YYYY-MM-DD') AS day, locale`,
        [deltas.visitors.map((v) => v.day), deltas.visitors.map((v) => v.locale), deltas.visitors.map((v) => v.hash)],
      );
      for (const { day, locale } of firstInLocale) bump(localeUniques, joinKey(day, locale));
    }

    const days = [...deltas.days.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    await tx.query(
      `INSERT INTO daily_visits (day, visits, unique_visitors, bot_visits)
       SELECT * FROM unnest($1::date[], $2::bigint[], $3::bigint[], $4::bigint[])
       ON CONFLICT (day) DO UPDATE SET
         visits = daily_visits.visits + EXCLUDED.visits,
         unique_visitors = daily_visits.unique_visitors + EXCLUDED.unique_visitors,
         bot_visits = daily_visits.bot_visits + EXCLUDED.bot_visits`,
      [
        days.map(([day]) => day),
        days.map(([, d]) => d.visits),
        days.map(([day]) => uniques.get(day) ?? 0),
        days.map(([, d]) => d.bots),
      ],
    );
    const localeDays = [...deltas.localeDays.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, d]) => ({ key: splitKey(key), uniques: localeUniques.get(key) ?? 0, ...d }));
    await tx.query(
      `INSERT INTO daily_locale_visits (day, locale, visits, unique_visitors, bot_visits)
       SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[])
       ON CONFLICT (day, locale) DO UPDATE SET
         visits = daily_locale_visits.visits + EXCLUDED.visits,
         unique_visitors = daily_locale_visits.unique_visitors + EXCLUDED.unique_visitors,
         bot_visits = daily_locale_visits.bot_visits + EXCLUDED.bot_visits`,
      [
        localeDays.map((d) => d.key[0]),
        localeDays.map((d) => d.key[1]),
        localeDays.map((d) => d.visits),
        localeDays.map((d) => d.uniques),
        localeDays.map((d) => d.bots),
      ],
    );

    const pages = sortedEntries(deltas.pages).map(([key, n]) => [...splitKey(key), n] as const);
    if (pages.length) {
      await tx.query(
        `INSERT INTO daily_page_views (day, locale, page_path, views)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[])
         ON CONFLICT (day, page_path, locale) DO UPDATE SET views = daily_page_views.views + EXCLUDED.views`,
        [pages.map((p) => p[0]), pages.map((p) => p[1]), pages.map((p) => p[2]), pages.map((p) => p[3])],
      );
    }
    const months = sortedEntries(deltas.monthlyPages).map(([key, n]) => [...splitKey(key), n] as const);
    if (months.length) {
      await tx.query(
        `INSERT INTO monthly_page_views (month, locale, page_path, views)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[])
         ON CONFLICT (month, page_path, locale) DO UPDATE SET views = monthly_page_views.views + EXCLUDED.views`,
        [months.map((p) => p[0]), months.map((p) => p[1]), months.map((p) => p[2]), months.map((p) => p[3])],
      );
    }
    const sources = sortedEntries(deltas.sources).map(([key, n]) => [...splitKey(key), n] as const);
    if (sources.length) {
      await tx.query(
        `INSERT INTO daily_sources (day, locale, source, name, visits)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::bigint[])
         ON CONFLICT (day, source, name, locale) DO UPDATE SET visits = daily_sources.visits + EXCLUDED.visits`,
        [
          sources.map((s) => s[0]),
          sources.map((s) => s[1]),
          sources.map((s) => s[2]),
          sources.map((s) => s[3]),
          sources.map((s) => s[4]),
        ],
      );
    }
    const devices = sortedEntries(deltas.devices).map(([key, n]) => [...splitKey(key), n] as const);
    if (devices.length) {
      await tx.query(
        `INSERT INTO daily_devices (day, locale, device, visits)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[])
         ON CONFLICT (day, device, locale) DO UPDATE SET visits = daily_devices.visits + EXCLUDED.visits`,
        [devices.map((d) => d[0]), devices.map((d) => d[1]), devices.map((d) => d[2]), devices.map((d) => d[3])],
      );
    }
  }

  /** Bad events are dropped but counted, per day and reason. */
  async countDropped(day: string, counts: ReadonlyMap<string, number>): Promise<void> {
    const entries = sortedEntries(new Map(counts));
    if (!entries.length) return;
    await this.dataSource.query(
      `INSERT INTO dropped_visits (day, reason, count)
       SELECT $1::date, * FROM unnest($2::text[], $3::bigint[])
       ON CONFLICT (day, reason) DO UPDATE SET count = dropped_visits.count + EXCLUDED.count`,
      [day, entries.map(([reason]) => reason), entries.map(([, n]) => n)],
    );
  }

  /**
   * Keeps what could not be stored, for people to look at. Text only: NUL and lone surrogates are
   * escaped by JSON.stringify and stripped from the error, so this write cannot fail on them.
   */
  async setAside(letters: readonly { reason: string; error: string; payload: unknown }[]): Promise<void> {
    if (!letters.length) return;
    const clean = (text: string) =>
      text
        .replaceAll('\u0000', '')
        .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
        .slice(0, 2000);
    await this.dataSource.query(
      `INSERT INTO dead_visits (reason, error, payload) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
      [
        letters.map((l) => l.reason),
        letters.map((l) => clean(l.error)),
        letters.map((l) => JSON.stringify(l.payload) ?? 'null'),
      ],
    );
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM visit_log LIMIT 1');
    return rows.length === 0;
  }
}
