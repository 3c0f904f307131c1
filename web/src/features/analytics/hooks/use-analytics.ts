import { useQueries } from '@tanstack/react-query';
import {
  deviceStatsQuery,
  topPagesQuery,
  trafficSourcesQuery,
  visitorStatsQuery,
  visitorTrendsQuery,
} from '../api/analytics';

/** The five calls of one period, loaded side by side, with one loading state, one error and one retry. */
export function useAnalytics(days: number) {
  return useQueries({
    queries: [
      visitorStatsQuery(days),
      visitorTrendsQuery(days),
      trafficSourcesQuery(days),
      deviceStatsQuery(days),
      topPagesQuery(days),
    ],
    combine: (results) => {
      const [stats, trends, sources, devices, topPages] = results;
      const failed = results.filter((result) => result.isError);
      return {
        stats: stats.data,
        trends: trends.data,
        sources: sources.data,
        devices: devices.data,
        topPages: topPages.data,
        /** Nothing to show yet: the first load. */
        loading: results.some((result) => result.data === undefined && result.isPending),
        /** Figures of the previous period are on screen while this one loads. */
        updating: results.some((result) => result.isPlaceholderData || result.isFetching),
        error: failed[0]?.error ?? null,
        retry: () => {
          for (const result of failed) void result.refetch();
        },
      };
    },
  });
}
