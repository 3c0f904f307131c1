import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@site/contracts';
import { DataSource } from 'typeorm';
import { wholeMonths } from '../ingest/calendar';

export interface Period {
  from: string;
  to: string;
}

/**
 * Reads the daily rollups, never the raw log. Counts come back as numbers (bigint sums fit easily).
 * `locale` null reads the whole site: the day totals from daily_visits, the rest summed over languages.
 */
@Injectable()
export class StatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totals(period: Period, locale: Locale | null): Promise<{ visits: number; uniques: number; bots: number }> {
    const [row] = await this.dataSource.query<{ visits: string; uniques: string; bots: string }[]>(
      `SELECT coalesce(sum(visits), 0) AS visits, coalesce(sum(unique_visitors), 0) AS uniques,
              coalesce(sum(bot_visits), 0) AS bots
       FROM ${dayTotals(locale)}`,
      [period.from, period.to, ...localeParam(locale)],
    );
    return { visits: Number(row.visits), uniques: Number(row.uniques), bots: Number(row.bots) };
  }

  async daily(period: Period, locale: Locale | null): Promise<{ day: string; visits: number; uniques: number }[]> {
    const rows = await this.dataSource.query<{ day: string; visits: string; uniques: string }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, visits, unique_visitors AS uniques
       FROM ${dayTotals(locale)} ORDER BY day`,
      [period.from, period.to, ...localeParam(locale)],
    );
    return rows.map((r) => ({ day: r.day, visits: Number(r.visits), uniques: Number(r.uniques) }));
  }

  /** Visits by source; navigation inside the site is left out. */
  async sources(period: Period, locale: Locale | null): Promise<{ key: string; visits: number }[]> {
    return this.grouped(
      `SELECT source AS key, sum(visits) AS visits FROM daily_sources
       WHERE day BETWEEN $1 AND $2 AND source <> 'internal' AND ($3::text IS NULL OR locale = $3) GROUP BY source`,
      period,
      locale,
    );
  }

  async devices(period: Period, locale: Locale | null): Promise<{ key: string; visits: number }[]> {
    return this.grouped(
      `SELECT device AS key, sum(visits) AS visits FROM daily_devices
       WHERE day BETWEEN $1 AND $2 AND ($3::text IS NULL OR locale = $3) GROUP BY device`,
      period,
      locale,
    );
  }

  /**
   * Whole months come from the monthly rollup, the days around them from the daily one. A path keeps its
   * language prefix, so `/en/news/3` and `/news/3` are two pages here, as they are two addresses.
   */
  async topPages(period: Period, limit: number, locale: Locale | null): Promise<{ page_url: string; views: number }[]> {
    const months = wholeMonths(period.from, period.to);
    const rows = await this.dataSource.query<{ page_url: string; views: string }[]>(
      `SELECT page_path AS page_url, sum(views) AS views FROM (
         SELECT page_path, views FROM monthly_page_views
         WHERE month >= $3 AND month < $4 AND ($6::text IS NULL OR locale = $6)
         UNION ALL
         SELECT page_path, views FROM daily_page_views
         WHERE day BETWEEN $1 AND $2 AND NOT (day >= $3 AND day < $4) AND ($6::text IS NULL OR locale = $6)
       ) pages
       GROUP BY page_path ORDER BY views DESC, page_path LIMIT $5`,
      [period.from, period.to, months?.start ?? period.from, months?.end ?? period.from, limit, locale],
    );
    return rows.map((r) => ({ page_url: r.page_url, views: Number(r.views) }));
  }

  async allTimeVisits(): Promise<number> {
    const [row] = await this.dataSource.query<{ visits: string }[]>(
      'SELECT coalesce(sum(visits), 0) AS visits FROM daily_visits',
    );
    return Number(row.visits);
  }

  private async grouped(
    sql: string,
    period: Period,
    locale: Locale | null,
  ): Promise<{ key: string; visits: number }[]> {
    const rows = await this.dataSource.query<{ key: string; visits: string }[]>(sql, [period.from, period.to, locale]);
    return rows.map((r) => ({ key: r.key, visits: Number(r.visits) }));
  }
}

/**
 * The day totals of the period (`$1`–`$2`): the site's, or a language's (`$3`). The site's unique visitors
 * are not the sum of the languages' (one person reading both counts once), so they have a table of their own.
 */
const dayTotals = (locale: Locale | null) =>
  locale === null
    ? 'daily_visits WHERE day BETWEEN $1 AND $2'
    : 'daily_locale_visits WHERE day BETWEEN $1 AND $2 AND locale = $3';
const localeParam = (locale: Locale | null) => (locale === null ? [] : [locale]);
