import { createHash } from 'node:crypto';
import { type AppDownloadView, appDownloadQrPath } from '@site/contracts';
import type { AppDownloadEntity } from './app-download.entity';

/** Changes with the download link, so the generated code's URL can be cached for good. */
export const qrVersion = (downloadUrl: string) => createHash('sha256').update(downloadUrl).digest('hex').slice(0, 12);

/**
 * The uploaded QR code when there is one; else, with a download link, the code generated from
 * it (served by the gateway at `/api/app-downloads/{id}/qrcode?v=…`); else ''.
 */
export function toAppDownloadView(row: AppDownloadEntity): AppDownloadView {
  const generated = !row.qrcodeUrl && !!row.downloadUrl;
  return {
    id: row.id,
    platform: row.platform,
    version: row.version,
    title: row.title,
    description: row.description,
    qrcode_url: generated ? appDownloadQrPath(row.id, qrVersion(row.downloadUrl)) : row.qrcodeUrl,
    download_url: row.downloadUrl,
    qrcode_generated: generated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
