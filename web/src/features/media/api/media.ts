import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MediaFolderView, MediaPage, MediaPatch, MediaView } from '@site/contracts';
import { api } from '../../../lib/api-client';

export const MEDIA_KEY = 'media';

export interface MediaListParams {
  page: number;
  search: string;
  /** A folder's id, or null for every file. */
  folder: number | null;
}

export function mediaListPath({ page, search, folder }: MediaListParams): string {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  if (folder !== null) query.set('folder', String(folder));
  return `/api/media?${query.toString()}`;
}

export const mediaListQuery = (params: MediaListParams) =>
  queryOptions({
    queryKey: ['admin', MEDIA_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<MediaPage>(mediaListPath(params), { signal }),
    // Paging keeps the old files on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const mediaFoldersQuery = queryOptions({
  queryKey: ['admin', MEDIA_KEY, 'folders'],
  queryFn: ({ signal }) => api.get<MediaFolderView[]>('/api/media/folders', { signal }),
});

export const updateMedia = (id: number, patch: MediaPatch) => api.patch<MediaView>(`/api/media/${id}`, patch);
export const createMediaFolder = (name: string) => api.post<MediaFolderView>('/api/media/folders', { name });
export const deleteMediaFolder = (id: number) => api.delete<void>(`/api/media/folders/${id}`);
