import { queryOptions } from '@tanstack/react-query';
import type { SchedulesAnswer } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** Every record type's schedules, soonest first (`GET /api/admin/schedules`); read fresh on each visit. */
export const schedulesQuery = queryOptions({
  queryKey: ['admin', 'schedules'] as const,
  queryFn: ({ signal }) => api.get<SchedulesAnswer>('/api/admin/schedules', { signal }),
  staleTime: 0,
});
