import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AnalyticsFilter,
  deviceStatsQuery,
  topPagesQuery,
  trafficSourcesQuery,
  visitorStatsQuery,
  visitorTrendsQuery,
} from '../api/analytics';

/**
 * The five calls of one period and language filter, loaded side by side, with one loading state, one error and
 * one retry. A new period or language keeps the figures on screen (of the last filter that loaded) until its own
 * arrive, and the screen marks them as updating. TanStack's keepPreviousData cannot do this under useQueries: a
 * new key is a new observer with no previous data, so the placeholder is read from the cache of the filter shown.
 */
export function useAnalytics(filter: AnalyticsFilter) {
  const client = useQueryClient();
  const [shown, setShown] = useState(filter);
  const held = <T>(query: (filter: AnalyticsFilter) => { queryKey: readonly unknown[] } & T) => ({
    ...query(filter),
    placeholderData: () => client.getQueryData(query(shown).queryKey),
  });
  const combined = useQueries({
    queries: [
      held(visitorStatsQuery),
      held(visitorTrendsQuery),
      held(trafficSourcesQuery),
      held(deviceStatsQuery),
      held(topPagesQuery),
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
        /** Every figure of this period has arrived. */
        loaded: results.every((result) => result.isSuccess && !result.isPlaceholderData),
        error: failed[0]?.error ?? null,
        retry: () => {
          for (const result of failed) void result.refetch();
        },
      };
    },
  });
  // Set while rendering (React's pattern for state that follows other state), not in an effect.
  if (combined.loaded && (shown.days !== filter.days || shown.locale !== filter.locale)) setShown(filter);
  return combined;
}
