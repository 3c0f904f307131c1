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

const ANALYTICS_KEY = ['admin', 'analytics'] as const;

const periodQuery = <T>(name: string, path: (days: number) => string) => {
  const build = (days: number) =>
    queryOptions({
      queryKey: [...ANALYTICS_KEY, name, days],
      queryFn: ({ signal }) => api.get<T>(path(days), { signal }),
    });
  return build;
};

export const visitorStatsQuery = periodQuery<VisitorStats>('stats', (days) => `/api/visitor-stats?days=${days}`);
export const visitorTrendsQuery = periodQuery<VisitorTrend[]>('trends', (days) => `/api/visitor-trends?days=${days}`);
export const trafficSourcesQuery = periodQuery<TrafficSourceShare[]>(
  'sources',
  (days) => `/api/traffic-sources?days=${days}`,
);
export const deviceStatsQuery = periodQuery<DeviceShare[]>('devices', (days) => `/api/device-stats?days=${days}`);
export const topPagesQuery = periodQuery<TopPage[]>(
  'top-pages',
  (days) => `/api/top-pages?limit=${DEFAULT_TOP_PAGES_LIMIT}&days=${days}`,
);
