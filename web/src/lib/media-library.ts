import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { imageVariantUrl, type MediaKind, type MediaPage, type MediaView } from '@site/contracts';
import { api } from './api-client';

// What a form needs of the media library to pick a picture from it; the library screen itself is the media feature.

/** Every media library query starts with this key: an upload from a form refreshes them all. */
export const MEDIA_LIBRARY_KEY = ['admin', 'media'] as const;

export interface MediaPickParams {
  page: number;
  search: string;
  kind: MediaKind;
}

export function mediaPickPath({ page, search, kind }: MediaPickParams): string {
  const query = new URLSearchParams({ page: String(page), kind });
  if (search) query.set('search', search);
  return `/api/media?${query.toString()}`;
}

export const mediaPickQuery = (params: MediaPickParams) =>
  queryOptions({
    queryKey: [...MEDIA_LIBRARY_KEY, 'pick', params],
    queryFn: ({ signal }) => api.get<MediaPage>(mediaPickPath(params), { signal }),
    // Paging keeps the old thumbnails on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/** One record, to read the alt text of a file just uploaded (the same bytes may be in the library already). */
export const getMedia = (id: number) => api.get<MediaView>(`/api/media/${id}`);

/** A small WebP variant of a picture; QR codes have none and show as they are. */
export const mediaThumbnail = (media: Pick<MediaView, 'url'>) => imageVariantUrl(media.url, 320, 'webp') ?? media.url;

/** How a file is named to the reader: its title, else its file name. */
export const mediaName = (media: Pick<MediaView, 'id' | 'title' | 'file_name'>) =>
  media.title || media.file_name || `文件 ${media.id}`;
