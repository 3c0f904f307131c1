// The public page imports this: type imports only from @site/contracts.
import { queryOptions } from '@tanstack/react-query';
import type { AppDownloadView, CreateAppDownloadInput, UpdateAppDownloadInput } from '@site/contracts';
import { api } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';

/** One public list for the download page and the back office. */
export const appDownloadsQuery = queryOptions({
  queryKey: ['app-downloads'],
  queryFn: ({ signal }) => api.get<AppDownloadView[]>('/api/app-downloads', { signal }),
});

export const createAppDownload = (input: CreateAppDownloadInput) =>
  api.post<AppDownloadView>('/api/app-downloads', input);

/** A field left out keeps its value. */
export const updateAppDownload = (id: number, input: Partial<UpdateAppDownloadInput>) =>
  api.put<AppDownloadView>(`/api/app-downloads/${id}`, input);

export const uploadQrCode = async (file: Blob, fileName: string) =>
  (await uploadImage(file, fileName, { field: 'qrcode', path: '/api/upload/qrcode' })).url;
