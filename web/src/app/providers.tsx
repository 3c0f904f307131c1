import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';

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

/** `client`: one made beforehand (server rendering fills it; the browser hydrates it); otherwise a new one. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
