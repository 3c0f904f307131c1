import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  MediaDetail,
  MediaFolderView,
  MediaKind,
  MediaPage,
  MediaPatch,
  MediaUsageView,
  MediaView,
} from '@site/contracts';
import { api } from '../../../lib/api-client';
import { uploadImage, type UploadOptions } from '../../../lib/upload-image';

export const MEDIA_KEY = 'media';

/** What the library is narrowed to; each field left empty narrows nothing. */
export interface MediaFilters {
  search: string;
  /** A folder's id, or null for every file. */
  folder: number | null;
  kind: MediaKind | null;
  /** A staff account's id: only the files it uploaded. */
  uploader: number | null;
  /** Uploaded on or after / on or before this day, `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
  /** Only the files nothing uses. */
  unused: boolean;
}

export const NO_FILTERS: MediaFilters = {
  search: '',
  folder: null,
  kind: null,
  uploader: null,
  from: null,
  to: null,
  unused: false,
};

export interface MediaListParams extends MediaFilters {
  page: number;
}

export function mediaListPath({ page, search, kind, folder, uploader, from, to, unused }: MediaListParams): string {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  if (kind) query.set('kind', kind);
  if (folder !== null) query.set('folder', String(folder));
  if (uploader !== null) query.set('uploader', String(uploader));
  if (from) query.set('from', from);
  if (to) query.set('to', to);
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
      return `/admin/products?edit=${usage.id}`;
    case 'app_download':
      return '/admin/app-downloads';
    case 'settings':
      return '/admin/settings';
    case 'page':
      return `/admin/pages/${usage.id}`;
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
export const renameMediaFolder = (id: number, name: string) =>
  api.put<MediaFolderView>(`/api/media/folders/${id}`, { name });
export const deleteMediaFolder = (id: number) => api.delete<void>(`/api/media/folders/${id}`);

/** Into the library itself (kept while unused), and into `folder` when given. The server reads field `file`. */
export const uploadToLibrary = (
  file: File,
  folder: number | null,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
) =>
  uploadImage(file, file.name, {
    ...options,
    path: folder ? `/api/media?folder=${folder}` : '/api/media',
    field: 'file',
  });
