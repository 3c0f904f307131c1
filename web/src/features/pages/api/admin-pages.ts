import { queryOptions } from '@tanstack/react-query';
import type {
  PageAdminView,
  PageKey,
  PagePreviewLink,
  PageSummary,
  PageTranslationAdminView,
  PageTranslationInput,
  PageTranslationsView,
  SectionType,
} from '@site/contracts';
import { api, ApiError } from '../../../lib/api-client';

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

/** The working copy (the draft, else what is live), hidden sections included; read fresh each time the editor opens. */
export const adminPageQuery = (key: PageKey) =>
  queryOptions({
    queryKey: ['admin', 'pages', key],
    queryFn: ({ signal }) => api.get<PageAdminView>(`/api/admin/pages/${key}`, { signal }),
    staleTime: 0,
  });

/**
 * Saves the working copy; only `publish` puts it live. `version` is the one the editor started from
 * (409 STALE_VERSION if someone saved since); undefined saves over theirs, after the user chose to.
 */
export const savePage = (key: PageKey, sections: SectionInput[], version: number | undefined, publish = false) =>
  api.put<PageAdminView>(`/api/pages/${key}?publish=${publish}`, { sections, version });

/** Someone saved the page meanwhile (409 STALE_VERSION). */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.code === 'STALE_VERSION';

/** The unsaved draft rendered by the public site, behind a short-lived token. */
export const previewPage = (key: PageKey, sections: SectionInput[], signal?: AbortSignal) =>
  api.post<PagePreviewLink>(`/api/admin/pages/${key}/preview`, { sections }, { signal });

// The page in English (docs/languages.md): its title and its sections' texts, with drafts and publishing of
// their own. Written by key under /api/en/pages, published by the page's id (`/api/en/pages/{id}/publish` …).

export const EN_PAGES_PATH = '/api/en/pages';

/** Every translated language of a page, null where there is none; under the page's admin key. */
export const pageTranslationsQuery = (key: PageKey) =>
  queryOptions({
    queryKey: ['admin', 'pages', key, 'translations'],
    queryFn: ({ signal }) => api.get<PageTranslationsView>(`/api/admin/pages/${key}/translations`, { signal }),
    staleTime: 0,
  });

/** The first save makes the English version a draft; `version` as for the Chinese save (409 when stale). */
export const savePageTranslation = (
  key: PageKey,
  input: PageTranslationInput,
  version: number | undefined,
  publish = false,
) =>
  api.put<PageTranslationAdminView>(`${EN_PAGES_PATH}/${key}${publish ? '?publish=true' : ''}`, {
    ...input,
    version,
  });

/** Removes the English version and its history. */
export const deletePageTranslation = (key: PageKey) => api.delete<void>(`${EN_PAGES_PATH}/${key}`);
