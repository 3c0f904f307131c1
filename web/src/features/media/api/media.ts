import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MediaDetail, MediaFolderView, MediaPage, MediaPatch, MediaUsageView, MediaView } from '@site/contracts';
import { api } from '../../../lib/api-client';

export const MEDIA_KEY = 'media';

export interface MediaListParams {
  page: number;
  search: string;
  /** A folder's id, or null for every file. */
  folder: number | null;
  /** Only the files nothing uses. */
  unused?: boolean;
}

export function mediaListPath({ page, search, folder, unused }: MediaListParams): string {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  if (folder !== null) query.set('folder', String(folder));
  if (unused) query.set('unused', '1');
  return `/api/media?${query.toString()}`;
}

export const mediaTrashQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', MEDIA_KEY, 'trash', page],
    queryFn: ({ signal }) => api.get<MediaPage>(`/api/media/trash?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** One file with every place that shows it. */
export const mediaDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', MEDIA_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<MediaDetail>(`/api/media/${id}`, { signal }),
  });

/** The admin screen where a place that shows a file is edited. */
export function usageLink(usage: MediaUsageView): string {
  switch (usage.kind) {
    case 'news':
      return `/admin/news/edit/${usage.id}`;
    case 'product':
      return '/admin/products';
    case 'app_download':
      return '/admin/app-downloads';
    case 'settings':
      return '/admin/settings';
  }
}

export const deleteMedia = (id: number) => api.delete<void>(`/api/media/${id}`);
export const restoreMedia = (id: number) => api.post<MediaView>(`/api/media/${id}/restore`);

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
