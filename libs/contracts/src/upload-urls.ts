/**
 * Uploaded files and the URLs they are served under. An upload has one stable URL, its master:
 * `/uploads/<folder>/<yyyy>/<mm>/<uuid>.<ext>` (`images` or `qrcodes`; `.webp` since the image
 * pipeline, `.jpg`/`.png`/`.gif` for older uploads, which the backfill re-encodes in place), and
 * the fixed demo pictures `/uploads/images/demo/<name>.webp`.
 *
 * Pictures (`images/…`) also have resized variants, the master's URL without its extension plus
 * `/w<width>.<format>`: `/uploads/images/2026/05/<uuid>/w640.avif`. Widths 320, 640, 960 and 1280
 * (never wider than the master), AVIF or WebP. A variant is made on its first request, then kept;
 * its bytes never change, so it is cached for a year.
 *
 * Records (products, news, app downloads) and rich text reference masters only: a file is kept
 * or removed by its master's URL, and its variants go with it.
 */
export const UPLOADS_PREFIX = '/uploads/';
export const DEMO_IMAGE_PREFIX = 'images/demo/';

const UPLOAD_BASE = String.raw`(?:images|qrcodes)\/\d{4}\/\d{2}\/[0-9a-f-]{36}`;
const IMAGE_BASE = String.raw`images\/(?:\d{4}\/\d{2}\/[0-9a-f-]{36}|demo\/[a-z0-9-]{1,64})`;

/** Object keys of masters: uploads and the demo pictures. */
export const UPLOAD_KEY_PATTERN = new RegExp(
  String.raw`^(?:${UPLOAD_BASE}\.(?:jpg|png|gif|webp)|images\/demo\/[a-z0-9-]{1,64}\.webp)$`,
);

export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const VARIANT_KEY_PATTERN = new RegExp(
  String.raw`^(${IMAGE_BASE})\/w(${IMAGE_VARIANT_WIDTHS.join('|')})\.(${IMAGE_VARIANT_FORMATS.join('|')})$`,
);

export interface ImageVariantKey {
  /** The master's key without its extension; the variants live under `<base>/`. */
  base: string;
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

/** The parts of a variant's object key, or null when the key is not one. */
export function parseVariantKey(key: string): ImageVariantKey | null {
  const match = VARIANT_KEY_PATTERN.exec(key);
  if (!match) return null;
  return { base: match[1], width: Number(match[2]) as ImageVariantWidth, format: match[3] as ImageVariantFormat };
}

/** A master's key without its extension (`images/2026/05/<uuid>`), under which its variants live. */
export const uploadBase = (masterKey: string): string => masterKey.replace(/\.[a-z]+$/, '');

/** Whether a master has variants: pictures do, QR codes do not. */
export const hasVariants = (masterKey: string): boolean =>
  masterKey.startsWith('images/') && UPLOAD_KEY_PATTERN.test(masterKey);

/** The object key behind one of our URLs (`/uploads/…`), or null. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return UPLOAD_KEY_PATTERN.test(key) ? key : null;
}

/** A file we store and serve: `/uploads/images/…` or `/uploads/qrcodes/…`. */
export const isOwnUploadUrl = (url: string): boolean => uploadKeyOf(url) !== null;

/** An image uploaded through `/api/upload` (or a demo picture): `/uploads/images/…`. */
export const isOwnImageUrl = (url: string): boolean =>
  url.startsWith(`${UPLOADS_PREFIX}images/`) && isOwnUploadUrl(url);

export const isDemoImageUrl = (url: string): boolean => url.startsWith(`${UPLOADS_PREFIX}${DEMO_IMAGE_PREFIX}`);

/**
 * The URL of one variant of a picture (`/uploads/images/2026/05/<uuid>/w640.avif`); null for
 * anything that has none (QR codes, foreign URLs). For `<picture>` sources and `srcset`.
 */
export function imageVariantUrl(url: string, width: ImageVariantWidth, format: ImageVariantFormat): string | null {
  const base = imageVariantBase(url);
  return base && `${base}/w${width}.${format}`;
}

/** The folder of a picture's variants (`/uploads/images/2026/05/<uuid>`), or null when it has none. */
export function imageVariantBase(url: string): string | null {
  const key = uploadKeyOf(url);
  return key && hasVariants(key) ? `${UPLOADS_PREFIX}${uploadBase(key)}` : null;
}
