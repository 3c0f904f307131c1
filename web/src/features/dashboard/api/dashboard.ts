import { queryOptions } from '@tanstack/react-query';
import type { DashboardAnswer, MailFailuresReply, TranslationStatus } from '@site/contracts';
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

/** Mails that did not go out in the last days (GET /api/admin/mail-failures, admins only). */
export const mailFailuresQuery = queryOptions({
  queryKey: ['admin', 'mail-failures'],
  queryFn: ({ signal }) => api.get<MailFailuresReply>('/api/admin/mail-failures', { signal }),
  refetchInterval: DASHBOARD_REFRESH_MS,
});
