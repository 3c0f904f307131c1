import { byTranslatedLocale, type MediaFolderView, type MediaView, UPLOADS_PREFIX } from '@site/contracts';
import type { MediaFolderEntity } from './media-folder.entity';
import type { MediaEntity } from './media.entity';

/** `used`: how many places show it (the usage index). */
export function toMediaView(row: MediaEntity, used: number): MediaView {
  return {
    id: row.id,
    url: `${UPLOADS_PREFIX}${row.key}`,
    kind: row.kind,
    content_type: row.contentType,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    file_name: row.fileName,
    title: row.title,
    alt_text: row.altText,
    translations: byTranslatedLocale((locale) => row.translations[locale] ?? null),
    tags: row.tags,
    folder_id: row.folderId,
    uploaded_by: row.uploadedBy,
    used,
    version: row.version,
    trashed_at: row.trashedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toMediaFolderView(folder: MediaFolderEntity, files: number): MediaFolderView {
  return { id: folder.id, name: folder.name, files, created_at: folder.createdAt.toISOString() };
}
