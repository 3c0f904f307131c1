import { queryOptions } from '@tanstack/react-query';
import type { DashboardAnswer, TranslationStatus } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** Refreshed every 30 s; TanStack Query pauses the interval while the tab is hidden. */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => api.get<DashboardAnswer>('/api/dashboard', { signal }),
  refetchInterval: DASHBOARD_REFRESH_MS,
});

/** Per kind, how many records lack each language (GET /api/admin/translations). */
export const translationStatusQuery = queryOptions({
  queryKey: ['admin', 'translations'],
  queryFn: ({ signal }) => api.get<TranslationStatus>('/api/admin/translations', { signal }),
  refetchInterval: DASHBOARD_REFRESH_MS,
});
