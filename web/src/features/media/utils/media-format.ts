import type { MediaKind, MediaView } from '@site/contracts';
import { mediaName, mediaThumbnail } from '../../../lib/media-library';

/** What a file is called on screen: its title, else its file name, else its number. */
export const mediaLabel = mediaName;

/** The file name where one is known (reports name files as the uploader did). */
export const mediaFileName = (media: MediaView) => media.file_name || media.title || `文件 ${media.id}`;

export const KIND_LABELS: Record<MediaKind, string> = { image: '图片', qrcode: '二维码' };

/** '85.3 KB', '2.0 MB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

export const thumbnail = mediaThumbnail;
