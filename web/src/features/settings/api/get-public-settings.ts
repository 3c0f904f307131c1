import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@site/contracts';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import { ApiError, api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { EMPTY_SETTINGS, normalizePublicSettings } from '../utils/public-settings';

export async function getPublicSettings(
  locale: Locale = DEFAULT_LOCALE,
  signal?: AbortSignal,
): Promise<PublicSettings> {
  const query = locale === DEFAULT_LOCALE ? '' : `?locale=${encodeURIComponent(locale)}`;
  return normalizePublicSettings(await api.get<unknown>(`/api/settings${query}`, { signal }));
}

/**
 * The public settings in a language. The default language's key is `['settings', 'public']`, as
 * before languages; every other language's adds the language. Invalidating the default key
 * invalidates them all (a prefix).
 */
export const publicSettingsQuery = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: locale === DEFAULT_LOCALE ? ['settings', 'public'] : ['settings', 'public', locale],
    queryFn: ({ signal }) => getPublicSettings(locale, signal),
    staleTime: 5 * 60_000,
    // The public layout waits for this answer: retry a dropped connection or a 5xx once, quickly; never a 4xx.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
    retryDelay: 300,
  });

/** In the page's language. Never throws: on failure (logged by the query cache) the shell carries on with EMPTY_SETTINGS. */
export function usePublicSettings(): { settings: PublicSettings; isPending: boolean } {
  const { data, isPending } = useQuery(publicSettingsQuery(useLocale()));
  return { settings: data ?? EMPTY_SETTINGS, isPending };
}
