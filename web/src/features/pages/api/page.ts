// The public pages import this: type imports only from @site/contracts.
import { queryOptions } from '@tanstack/react-query';
import type { PageKey, PublicPageView } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** A site page, whole: its visible sections and its strips' entries. */
export const pageQuery = (key: PageKey) =>
  queryOptions({
    queryKey: ['pages', key],
    queryFn: ({ signal }) => api.get<PublicPageView>(`/api/pages/${key}`, { signal }),
  });
