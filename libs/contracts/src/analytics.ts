import { z } from 'zod';
import { localeSchema } from './locale-query';
import type { LateSchedule } from './publishing';

/**
 * Visitor analytics (totals, trends, devices, traffic sources, top pages), answered by the analytics service from its
 * daily rollups. Days are calendar days in the site's time zone (ANALYTICS_TIME_ZONE, default
 * Asia/Shanghai); `days=1` is today, `days=7` today and the six days before. Bots are never counted.
 */

/** The periods of the selector, in days: day, week (the default), month, year. */
export const ANALYTICS_PERIODS = [1, 7, 30, 365] as const;
export const DEFAULT_ANALYTICS_DAYS = 7;
export const MAX_ANALYTICS_DAYS = 365;
export const DEFAULT_TOP_PAGES_LIMIT = 10;
export const MAX_TOP_PAGES_LIMIT = 100;

const DAYS_ERROR = `days 必须是 1 到 ${MAX_ANALYTICS_DAYS} 之间的整数`;
const LIMIT_ERROR = `limit 必须是 1 到 ${MAX_TOP_PAGES_LIMIT} 之间的整数`;

const intInRange = (min: number, max: number, message: string, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number(message).int(message).min(min, message).max(max, message),
  );

/**
 * `?days=&locale=` of every analytics call. Without `locale` the figures are the whole site's (every
 * language, as the spec's calls answer them); with it, only the visits to that language's pages.
 */
export const analyticsPeriodQuerySchema = z.object({
  days: intInRange(1, MAX_ANALYTICS_DAYS, DAYS_ERROR, DEFAULT_ANALYTICS_DAYS),
  locale: localeSchema.optional().describe('Only the visits to pages in this language; absent: every language'),
});
export type AnalyticsPeriodQuery = z.infer<typeof analyticsPeriodQuerySchema>;

/** `GET /api/top-pages?limit=10&days=7&locale=`. */
export const topPagesQuerySchema = analyticsPeriodQuerySchema.extend({
  limit: intInRange(1, MAX_TOP_PAGES_LIMIT, LIMIT_ERROR, DEFAULT_TOP_PAGES_LIMIT),
});
export type TopPagesQuery = z.infer<typeof topPagesQuerySchema>;

/** Where a visit came from. Navigation inside the site is not a source: it counts as direct. */
export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/**
 * `GET /api/visitor-stats?days=`: totals of the period. Unique visitors are counted per day (the
 * salt that makes them changes daily, and no cookie is set), so the period's figure is their sum.
 */
export const visitorStatsSchema = z.strictObject({
  days: z.number(),
  /** First day of the period, YYYY-MM-DD in the site's time zone. */
  from: z.string(),
  to: z.string(),
  total_visits: z.number(),
  unique_visitors: z.number(),
  /** total_visits / days, one decimal. */
  avg_daily_visits: z.number(),
  /** Visits by known crawlers in the period, kept out of every other figure. */
  bot_visits: z.number(),
});
export type VisitorStats = z.infer<typeof visitorStatsSchema>;

/** `GET /api/visitor-trends?days=`: one row per day of the period, oldest first, zero days included. */
export const visitorTrendSchema = z.strictObject({
  visit_date: z.string(),
  visits: z.number(),
  unique_visitors: z.number(),
});
export type VisitorTrend = z.infer<typeof visitorTrendSchema>;

/** `GET /api/traffic-sources?days=`: every source, largest first; percentage of visits, one decimal. */
export const trafficSourceShareSchema = z.strictObject({
  source: z.enum(TRAFFIC_SOURCES),
  visits: z.number(),
  percentage: z.number(),
});
export type TrafficSourceShare = z.infer<typeof trafficSourceShareSchema>;

/** `GET /api/device-stats?days=`: every device type, largest first. */
export const deviceShareSchema = z.strictObject({
  type: z.enum(DEVICE_TYPES),
  visits: z.number(),
  percentage: z.number(),
});
export type DeviceShare = z.infer<typeof deviceShareSchema>;

/** `GET /api/top-pages?limit=&days=`: most viewed paths, most first. */
export const topPageSchema = z.strictObject({ page_url: z.string(), views: z.number() });
export type TopPage = z.infer<typeof topPageSchema>;

/** `analytics.totals.get` → the dashboard's figures. */
export const analyticsTotalsSchema = z.strictObject({
  /** Unique visitors today. */
  visitorsToday: z.number(),
  /** Every page view ever recorded (bots excluded). */
  totalPageViews: z.number(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard (`GET /api/dashboard`, composed by the gateway)
// ---------------------------------------------------------------------------------------------

export interface DashboardRecentProduct {
  id: number;
  name: string;
  category_name: string;
  status: string;
  price: string;
  created_at: string;
}

export interface DashboardRecentNews {
  id: number;
  title: string;
  category_name: string;
  author: string;
  date: string;
  views: number;
}

export interface DashboardServiceStatus {
  name: string;
  status: 'up' | 'down';
  /** Round trip of its health check, ms; null when it did not answer. */
  latencyMs: number | null;
  /** The service's own database, null when the service did not answer. */
  database: 'up' | 'down' | null;
  uptimeSeconds: number | null;
  version: string | null;
}

/**
 * A part whose service is slow or down is null and named in `unavailable`
 * ('catalog', 'content', 'identity', 'analytics'); the rest still answers.
 */
export interface DashboardAnswer {
  stats: {
    products: number | null;
    news: number | null;
    users: number | null;
    /** Unique visitors today. */
    visitors: number | null;
    totalPageViews: number | null;
  };
  recentProducts: DashboardRecentProduct[] | null;
  recentNews: DashboardRecentNews[] | null;
  systemStatus: {
    status: 'ok' | 'degraded';
    services: DashboardServiceStatus[];
    nats: { status: 'up' | 'down'; latencyMs: number | null };
    gateway: { uptimeSeconds: number; version: string };
    /** Schedules more than two minutes late (docs/publishing.md); null when the owning service did not answer. */
    lateSchedules: LateSchedule[] | null;
    checkedAt: string;
  };
  unavailable: string[];
}
