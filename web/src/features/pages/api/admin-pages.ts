import { queryOptions } from '@tanstack/react-query';
import type { PageKey, PagePreviewLink, PageSummary, PageView, SectionType } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** A section as the editor sends it: the server sets the version. */
export interface SectionInput {
  key: string;
  type: SectionType;
  hidden: boolean;
  locked: boolean;
  data: Record<string, unknown>;
}

export const adminPagesQuery = queryOptions({
  queryKey: ['admin', 'pages'],
  queryFn: ({ signal }) => api.get<PageSummary[]>('/api/admin/pages', { signal }),
});

/** Hidden sections included; read fresh each time the editor opens. */
export const adminPageQuery = (key: PageKey) =>
  queryOptions({
    queryKey: ['admin', 'pages', key],
    queryFn: ({ signal }) => api.get<PageView>(`/api/admin/pages/${key}`, { signal }),
    staleTime: 0,
  });

export const savePage = (key: PageKey, sections: SectionInput[]) =>
  api.put<PageView>(`/api/pages/${key}`, { sections });

/** The unsaved draft rendered by the public site, behind a short-lived token. */
export const previewPage = (key: PageKey, sections: SectionInput[], signal?: AbortSignal) =>
  api.post<PagePreviewLink>(`/api/admin/pages/${key}/preview`, { sections }, { signal });
