import { Injectable } from '@nestjs/common';
import {
  ContentEvents,
  Errors,
  type MediaKind,
  type MediaListQuery,
  type MediaPage,
  type MediaPatch,
  type MediaRecordReply,
  type MediaUpload,
  type MediaView,
} from '@site/contracts';
import { EventBus, ServiceException } from '@site/service-kit';
import { MediaRepository } from './media.repository';
import { toMediaView } from './media-view';

/** The media library's records (ADR 0010); the gateway keeps the bytes. */
@Injectable()
export class MediaService {
  constructor(
    private readonly media: MediaRepository,
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

  async findByHash(kind: MediaKind, sha256: string): Promise<{ media: MediaView | null }> {
    const row = await this.media.findByHash(kind, sha256);
    return { media: row ? toMediaView(row) : null };
  }

  async list(query: MediaListQuery): Promise<MediaPage> {
    const [rows, total] = await this.media.page(
      { search: query.search, kind: query.kind },
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
    const row = await this.media.update(id, { title: patch.title, altText: patch.alt_text, tags: patch.tags });
    if (!row) throw new ServiceException(Errors.mediaNotFound());
    await this.events.publish(ContentEvents.mediaUpdated, { id });
    return toMediaView(row);
  }
}
