import { ContentRpc, type MediaKind } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import sharp from 'sharp';
import { servedContentType } from './image-type';
import { sha256Of } from './incoming-uploads';
import type { UploadStore } from './upload-store';

export interface MediaBackfillReport {
  uploads: number;
  /** Records made now. */
  recorded: number;
  /** Had a record already (uploaded through the library, or an earlier run). */
  present: number;
  /** Not recorded (unreadable, or the library did not answer); a later run tries them again. */
  failed: string[];
}

/**
 * Gives every stored upload a media library record (issue 33): those from before the library, the
 * demo pictures, and uploads made while it was out of reach. Idempotent: the library answers the
 * record it has for a stored file, so a second run records nothing.
 */
export async function backfillMediaRecords(
  uploads: UploadStore,
  rpc: RpcClient,
  onProgress?: (done: number, total: number) => void,
): Promise<MediaBackfillReport> {
  const masters = await uploads.masterKeys();
  const report: MediaBackfillReport = { uploads: masters.length, recorded: 0, present: 0, failed: [] };
  for (const [done, key] of masters.entries()) {
    try {
      const info = await uploads.objects.stat(key);
      const bytes = await uploads.objects.read(key);
      if (!info || !bytes) continue;
      const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
      const kind: MediaKind = key.startsWith('qrcodes/') ? 'qrcode' : 'image';
      const { existing } = await rpc.call(ContentRpc.mediaRecord, {
        upload: {
          key,
          sha256: sha256Of(bytes),
          kind,
          content_type: servedContentType(key, info.contentType) ?? 'application/octet-stream',
          width,
          height,
          bytes: bytes.length,
          file_name: key.slice(key.lastIndexOf('/') + 1),
          uploaded_by: null,
        },
      });
      if (existing) report.present++;
      else report.recorded++;
    } catch (error) {
      report.failed.push(`${key} (${String(error)})`);
    }
    onProgress?.(done + 1, masters.length);
  }
  return report;
}

export const describeMediaBackfill = (r: MediaBackfillReport) =>
  `media library: ${r.uploads} uploads: ${r.recorded} recorded, ${r.present} already there, ${r.failed.length} failed`;
