import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@site/contracts';
import { ApiError, api } from '../../../lib/api-client';
import { EMPTY_SETTINGS, normalizePublicSettings } from '../utils/public-settings';

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return normalizePublicSettings(await api.get<unknown>('/api/settings', { signal }));
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => getPublicSettings(signal),
  staleTime: 5 * 60_000,
  // The public layout waits for this answer: retry a dropped connection or a 5xx once, quickly; never a 4xx.
  retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  retryDelay: 300,
});

/** Never throws: on failure (logged by the query cache) the shell carries on with EMPTY_SETTINGS. */
export function usePublicSettings(): { settings: PublicSettings; isPending: boolean } {
  const { data, isPending } = useQuery(publicSettingsQuery);
  return { settings: data ?? EMPTY_SETTINGS, isPending };
}
