import type { UploadAnswer } from '@site/contracts';
import Compressor from 'compressorjs';
import { uploadImage } from './upload-image';

/** Uploads are shrunk to fit 800×600 at quality 0.8 before they leave the browser. */
export const COMPRESS_OPTIONS = { maxWidth: 800, maxHeight: 600, quality: 0.8 } as const;

/**
 * The shrunk image (never bigger than the original: compressorjs keeps the original then). GIFs
 * go as they are, since a canvas would drop their animation.
 */
export function compressImage(file: File): Promise<Blob> {
  if (file.type === 'image/gif') return Promise.resolve(file);
  return new Promise((resolve, reject) => {
    new Compressor(file, { ...COMPRESS_OPTIONS, success: resolve, error: reject });
  });
}

/** The name to upload the shrunk image under: its type may have changed (a large PNG becomes JPEG). */
export function compressedName(original: string, blob: Blob): string {
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[blob.type];
  if (!extension) return original;
  const base = original.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.${extension}`;
}

/**
 * Shrunk, then uploaded with its progress (a form's picture through the media picker); a file that
 * cannot be shrunk throws '图片处理失败'.
 */
export async function uploadShrunk(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  let blob: Blob;
  try {
    blob = await compressImage(file);
  } catch {
    throw new Error('图片处理失败');
  }
  return uploadImage(blob, compressedName(file.name, blob), { onProgress });
}
