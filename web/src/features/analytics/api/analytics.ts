import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_TOP_PAGES_LIMIT,
  type DeviceShare,
  type TopPage,
  type TrafficSourceShare,
  type VisitorStats,
  type VisitorTrend,
} from '@site/contracts';
import { api } from '../../../lib/api-client';
import type { LocaleFilter } from '../utils/analytics-locale';

const ANALYTICS_KEY = ['admin', 'analytics'] as const;

/** What the screen asks for: a period, and every language or one. */
export interface AnalyticsFilter {
  days: number;
  locale: LocaleFilter;
}

/** `days=7`, or `days=7&locale=en` for one language: without `locale` the calls answer for the whole site. */
const filterQuery = ({ days, locale }: AnalyticsFilter) =>
  locale === 'all' ? `days=${days}` : `days=${days}&locale=${encodeURIComponent(locale)}`;

const filteredQuery = <T>(name: string, path: (query: string) => string) => {
  const build = (filter: AnalyticsFilter) =>
    queryOptions({
      // The language is in the key: one language's figures are never shown for the site's, nor the reverse.
      queryKey: [...ANALYTICS_KEY, name, filter.days, filter.locale],
      queryFn: ({ signal }) => api.get<T>(path(filterQuery(filter)), { signal }),
    });
  return build;
};

export const visitorStatsQuery = filteredQuery<VisitorStats>('stats', (query) => `/api/visitor-stats?${query}`);
export const visitorTrendsQuery = filteredQuery<VisitorTrend[]>('trends', (query) => `/api/visitor-trends?${query}`);
export const trafficSourcesQuery = filteredQuery<TrafficSourceShare[]>(
  'sources',
  (query) => `/api/traffic-sources?${query}`,
);
export const deviceStatsQuery = filteredQuery<DeviceShare[]>('devices', (query) => `/api/device-stats?${query}`);
export const topPagesQuery = filteredQuery<TopPage[]>(
  'top-pages',
  (query) => `/api/top-pages?limit=${DEFAULT_TOP_PAGES_LIMIT}&${query}`,
);
