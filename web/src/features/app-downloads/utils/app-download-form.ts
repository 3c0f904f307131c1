import type { AppDownloadView } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';
import { UploadNetworkError } from '../../../lib/upload-image';

/** The card's editable fields (the QR code is uploaded on its own). */
export interface AppDownloadCardValues {
  title: string;
  version: string;
  description: string;
  download_url: string;
}

export interface AppDownloadCreateValues extends AppDownloadCardValues {
  platform: string;
  qrcode_url: string;
}

export const cardValues = (config: AppDownloadView): AppDownloadCardValues => ({
  title: config.title,
  version: config.version,
  description: config.description,
  download_url: config.download_url,
});

/** Form values as sent: text trimmed, a field never touched sent as '' (none). */
export function trimmedValues<T extends object>(values: Partial<Record<keyof T, unknown>>, keys: readonly (keyof T)[]) {
  const out = {} as Record<keyof T, string>;
  for (const key of keys) {
    const value = values[key];
    out[key] = typeof value === 'string' ? value.trim() : '';
  }
  return out;
}

export const CARD_KEYS = ['title', 'version', 'description', 'download_url'] as const;
export const CREATE_KEYS = ['platform', ...CARD_KEYS, 'qrcode_url'] as const;

/** The line under a failure banner: the server's reason, or what went wrong on the way. */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof UploadNetworkError || error instanceof TypeError) return '网络连接失败，请检查网络后重试';
  return undefined;
}

/** The list with a config saved or created (the server's copy). */
export function replaceConfig(list: readonly AppDownloadView[] | undefined, config: AppDownloadView) {
  if (!list) return [config];
  return list.some((c) => c.id === config.id) ? list.map((c) => (c.id === config.id ? config : c)) : [...list, config];
}

/** A QR image refused or lost before it was stored (as opposed to saving its address afterwards). */
export class QrUploadError extends Error {
  constructor(readonly detail: string | undefined) {
    super(detail ?? '上传二维码失败');
    this.name = 'QrUploadError';
  }
}
