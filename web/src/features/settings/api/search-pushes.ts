import { queryOptions } from '@tanstack/react-query';
import type { SearchPushView } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** 推送记录: the newest pushes to search engines (admins only). */
export const searchPushesQuery = queryOptions({
  queryKey: ['admin', 'search-pushes'],
  queryFn: ({ signal }) => api.get<SearchPushView[]>('/api/settings/search-pushes', { signal }),
});
