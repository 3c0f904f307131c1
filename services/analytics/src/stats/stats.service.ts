import { Inject, Injectable } from '@nestjs/common';
import {
  type AnalyticsTotals,
  DEVICE_TYPES,
  type DeviceShare,
  type DeviceType,
  type Locale,
  TRAFFIC_SOURCES,
  type TopPage,
  type TrafficSource,
  type TrafficSourceShare,
  type VisitorStats,
  type VisitorTrend,
} from '@site/contracts';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { Calendar, daysBetween } from '../ingest/calendar';
import { StatsRepository } from './stats.repository';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Shares of a whole, one decimal each, every key present (zero when absent), largest first.
 * Keys outside `keys` (from an older rule set) are left out.
 */
export function shares<K extends string>(
  keys: readonly K[],
  rows: readonly { key: string; visits: number }[],
): { key: K; visits: number; percentage: number }[] {
  const counts = new Map<K, number>(keys.map((k) => [k, 0]));
  for (const row of rows) if (counts.has(row.key as K)) counts.set(row.key as K, row.visits);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts.entries()]
    .map(([key, visits]) => ({ key, visits, percentage: total ? oneDecimal((visits * 100) / total) : 0 }))
    .sort((a, b) => b.visits - a.visits || keys.indexOf(a.key) - keys.indexOf(b.key));
}

/** A period and, when given, the one language whose visits count (else every language's). */
export interface StatsQuery {
  days: number;
  locale?: Locale;
}

@Injectable()
export class StatsService {
  private readonly calendar: Calendar;

  constructor(
    private readonly stats: StatsRepository,
    @Inject(ANALYTICS_CONFIG) config: AnalyticsConfig,
  ) {
    this.calendar = new Calendar(config.ANALYTICS_TIME_ZONE);
  }

  async visitorStats({ days, locale }: StatsQuery, now = new Date()): Promise<VisitorStats> {
    const period = this.calendar.period(days, now);
    const totals = await this.stats.totals(period, locale ?? null);
    return {
      days,
      from: period.from,
      to: period.to,
      total_visits: totals.visits,
      unique_visitors: totals.uniques,
      avg_daily_visits: oneDecimal(totals.visits / days),
      bot_visits: totals.bots,
    };
  }

  async trends({ days, locale }: StatsQuery, now = new Date()): Promise<VisitorTrend[]> {
    const period = this.calendar.period(days, now);
    const byDay = new Map((await this.stats.daily(period, locale ?? null)).map((row) => [row.day, row]));
    return daysBetween(period.from, period.to).map((day) => ({
      visit_date: day,
      visits: byDay.get(day)?.visits ?? 0,
      unique_visitors: byDay.get(day)?.uniques ?? 0,
    }));
  }

  async trafficSources({ days, locale }: StatsQuery, now = new Date()): Promise<TrafficSourceShare[]> {
    const rows = await this.stats.sources(this.calendar.period(days, now), locale ?? null);
    return shares<TrafficSource>(TRAFFIC_SOURCES, rows).map(({ key, ...rest }) => ({ source: key, ...rest }));
  }

  async devices({ days, locale }: StatsQuery, now = new Date()): Promise<DeviceShare[]> {
    const rows = await this.stats.devices(this.calendar.period(days, now), locale ?? null);
    return shares<DeviceType>(DEVICE_TYPES, rows).map(({ key, ...rest }) => ({ type: key, ...rest }));
  }

  topPages({ days, locale }: StatsQuery, limit: number, now = new Date()): Promise<TopPage[]> {
    return this.stats.topPages(this.calendar.period(days, now), limit, locale ?? null);
  }

  async totals(now = new Date()): Promise<AnalyticsTotals> {
    const [today, totalPageViews] = await Promise.all([
      this.stats.totals(this.calendar.period(1, now), null),
      this.stats.allTimeVisits(),
    ]);
    return { visitorsToday: today.uniques, totalPageViews };
  }
}
