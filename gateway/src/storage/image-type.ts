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

/** The image type read from the bytes themselves; the file name and the client's MIME type are ignored. */
export async function detectImageType(bytes: Buffer): Promise<ImageType | null> {
  const found = await fromBuffer(bytes);
  return found ? (ALLOWED[found.ext] ?? null) : null;
}

export const contentTypeOfKey = (key: string): string | null =>
  Object.values(ALLOWED).find((t) => key.endsWith(`.${t.ext}`))?.mime ?? null;
