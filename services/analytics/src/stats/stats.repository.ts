import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { wholeMonths } from '../ingest/calendar';

export interface Period {
  from: string;
  to: string;
}

/** Reads the daily rollups, never the raw log. Counts come back as numbers (bigint sums fit easily). */
@Injectable()
export class StatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totals(period: Period): Promise<{ visits: number; uniques: number; bots: number }> {
    const [row] = await this.dataSource.query<{ visits: string; uniques: string; bots: string }[]>(
      `SELECT coalesce(sum(visits), 0) AS visits, coalesce(sum(unique_visitors), 0) AS uniques,
              coalesce(sum(bot_visits), 0) AS bots
       FROM daily_visits WHERE day BETWEEN $1 AND $2`,
      [period.from, period.to],
    );
    return { visits: Number(row.visits), uniques: Number(row.uniques), bots: Number(row.bots) };
  }

  async daily(period: Period): Promise<{ day: string; visits: number; uniques: number }[]> {
    const rows = await this.dataSource.query<{ day: string; visits: string; uniques: string }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, visits, unique_visitors AS uniques
       FROM daily_visits WHERE day BETWEEN $1 AND $2 ORDER BY day`,
      [period.from, period.to],
    );
    return rows.map((r) => ({ day: r.day, visits: Number(r.visits), uniques: Number(r.uniques) }));
  }

  /** Visits by source; navigation inside the site is left out. */
  async sources(period: Period): Promise<{ key: string; visits: number }[]> {
    return this.grouped(
      `SELECT source AS key, sum(visits) AS visits FROM daily_sources
       WHERE day BETWEEN $1 AND $2 AND source <> 'internal' GROUP BY source`,
      period,
    );
  }

  async devices(period: Period): Promise<{ key: string; visits: number }[]> {
    return this.grouped(
      'SELECT device AS key, sum(visits) AS visits FROM daily_devices WHERE day BETWEEN $1 AND $2 GROUP BY device',
      period,
    );
  }

  /** Whole months come from the monthly rollup, the days around them from the daily one. */
  async topPages(period: Period, limit: number): Promise<{ page_url: string; views: number }[]> {
    const months = wholeMonths(period.from, period.to);
    const rows = await this.dataSource.query<{ page_url: string; views: string }[]>(
      `SELECT page_path AS page_url, sum(views) AS views FROM (
         SELECT page_path, views FROM monthly_page_views WHERE month >= $3 AND month < $4
         UNION ALL
         SELECT page_path, views FROM daily_page_views
         WHERE day BETWEEN $1 AND $2 AND NOT (day >= $3 AND day < $4)
       ) pages
       GROUP BY page_path ORDER BY views DESC, page_path LIMIT $5`,
      [period.from, period.to, months?.start ?? period.from, months?.end ?? period.from, limit],
    );
    return rows.map((r) => ({ page_url: r.page_url, views: Number(r.views) }));
  }

  async allTimeVisits(): Promise<number> {
    const [row] = await this.dataSource.query<{ visits: string }[]>(
      'SELECT coalesce(sum(visits), 0) AS visits FROM daily_visits',
    );
    return Number(row.visits);
  }

  private async grouped(sql: string, period: Period): Promise<{ key: string; visits: number }[]> {
    const rows = await this.dataSource.query<{ key: string; visits: string }[]>(sql, [period.from, period.to]);
    return rows.map((r) => ({ key: r.key, visits: Number(r.visits) }));
  }
}
