import { fromBuffer } from 'file-type';

export interface ImageType {
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
}

const ALLOWED: Record<string, ImageType> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

/** What we serve: the upload types, and AVIF for variants. */
const SERVED_TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.values(ALLOWED).map((t) => [t.ext, t.mime])),
  avif: 'image/avif',
};

/**
 * The image type read from the bytes themselves; the file name and the client's MIME type are
 * ignored. Only the signature: the image pipeline then decodes every pixel.
 */
export async function detectImageType(bytes: Buffer): Promise<ImageType | null> {
  // file-type throws on some truncated headers instead of answering "unknown".
  const found = await fromBuffer(bytes).catch(() => undefined);
  return found ? (ALLOWED[found.ext] ?? null) : null;
}

export const contentTypeOfKey = (key: string): string | null =>
  SERVED_TYPES[/\.([a-z]+)$/.exec(key)?.[1] ?? ''] ?? null;

/**
 * The type to serve an object with: the one stored with it when it is an image type of ours (a
 * master the backfill re-encoded keeps its old `.jpg` key but is WebP), else the key's.
 */
export function servedContentType(key: string, stored: string | undefined): string | null {
  if (stored && Object.values(SERVED_TYPES).includes(stored)) return stored;
  return contentTypeOfKey(key);
}
