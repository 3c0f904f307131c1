import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { LocaleProvider } from '../lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Screens show their own error states; failures are also logged to the console.
    queryCache: new QueryCache({
      onError: (error, query) => console.error('数据加载失败', query.queryKey, error),
    }),
    defaultOptions: {
      // A 4xx (refused, not found, logged out) will not change on a second try; a dropped connection or 5xx may.
      queries: {
        staleTime: 60_000,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * `client`: one made beforehand (server rendering fills it; the browser hydrates it); otherwise a new one.
 * `i18n`: the page's language, its catalogue loaded (lib/i18n).
 */
export function AppProviders({ children, client, i18n }: { children: ReactNode; client?: QueryClient; i18n: i18n }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider i18n={i18n}>{children}</LocaleProvider>
    </QueryClientProvider>
  );
}
