import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  type MediaFolderView,
  type MediaKind,
  type MediaListQuery,
  type MediaPage,
  type MediaPatch,
  type MediaRecordReply,
  type MediaUpload,
  type MediaView,
} from '@site/contracts';
import { EventBus, ServiceException } from '@site/service-kit';
import { MediaFoldersRepository } from './media-folders.repository';
import { MediaRepository } from './media.repository';
import { toMediaFolderView, toMediaView } from './media-view';

/** The media library's records (ADR 0010); the gateway keeps the bytes. */
@Injectable()
export class MediaService {
  constructor(
    private readonly media: MediaRepository,
    private readonly folders: MediaFoldersRepository,
    private readonly events: EventBus,
  ) {}

  /** A stored upload; the same bytes of the same kind recorded before answer that record (`existing`). */
  async record(upload: MediaUpload): Promise<MediaRecordReply> {
    const { row, created } = await this.media.insertOrFind({
      key: upload.key,
      sha256: upload.sha256,
      kind: upload.kind,
      contentType: upload.content_type,
      width: upload.width,
      height: upload.height,
      bytes: upload.bytes,
      fileName: upload.file_name,
      uploadedBy: upload.uploaded_by,
    });
    if (created) await this.events.publish(ContentEvents.mediaCreated, { id: row.id });
    return { media: toMediaView(row), existing: !created };
  }

  /** The file behind `key` was removed from storage: its record goes (announced as an update of that id). */
  async forget(key: string): Promise<void> {
    const id = await this.media.deleteByKey(key);
    if (id !== null) await this.events.publish(ContentEvents.mediaUpdated, { id });
  }

  async findByHash(kind: MediaKind, sha256: string): Promise<{ media: MediaView | null }> {
    const row = await this.media.findByHash(kind, sha256);
    return { media: row ? toMediaView(row) : null };
  }

  async list(query: MediaListQuery): Promise<MediaPage> {
    const [rows, total] = await this.media.page(
      { search: query.search, kind: query.kind, folderId: query.folder },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    return {
      items: rows.map(toMediaView),
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    };
  }

  async get(id: number): Promise<MediaView> {
    const row = await this.media.findById(id);
    if (!row) throw new ServiceException(Errors.mediaNotFound());
    return toMediaView(row);
  }

  async update(id: number, patch: MediaPatch): Promise<MediaView> {
    const row = await this.media.update(id, {
      title: patch.title,
      altText: patch.alt_text,
      tags: patch.tags,
      folderId: patch.folder_id,
    });
    if (!row) throw new ServiceException(Errors.mediaNotFound());
    await this.events.publish(ContentEvents.mediaUpdated, { id });
    return toMediaView(row);
  }

  listFolders(): Promise<MediaFolderView[]> {
    return this.folders.list().then((rows) => rows.map((r) => toMediaFolderView(r.folder, r.files)));
  }

  async createFolder(name: string): Promise<MediaFolderView> {
    const folder = await this.folders.create(name);
    await this.events.publish(ContentEvents.mediaFolderChanged, { id: folder.id });
    return toMediaFolderView(folder, 0);
  }

  async renameFolder(id: number, name: string): Promise<MediaFolderView> {
    const folder = await this.folders.rename(id, name);
    if (!folder) throw new ServiceException(Errors.mediaFolderNotFound());
    await this.events.publish(ContentEvents.mediaFolderChanged, { id });
    return toMediaFolderView(folder, await this.folders.files(id));
  }

  /** A folder with files stays (409, naming how many). */
  async deleteFolder(id: number): Promise<void> {
    const found = await this.folders.find(id);
    if (!found) throw new ServiceException(Errors.mediaFolderNotFound());
    if (found.files > 0) throw new ServiceException(Errors.mediaFolderNotEmpty(found.files));
    if (!(await this.folders.delete(id))) throw new ServiceException(Errors.mediaFolderNotFound());
    await this.events.publish(ContentEvents.mediaFolderChanged, { id });
  }
}
