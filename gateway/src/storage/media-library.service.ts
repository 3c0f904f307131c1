import { Injectable, Logger } from '@nestjs/common';
import { ContentRpc, Errors, type MediaKind, type MediaView, type UploadAnswer, uploadKeyOf } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { ApiError } from '../common/api-error';
import { type IncomingFile, IncomingUploads } from './incoming-uploads';
import { StorageService } from './storage.service';
import type { StoredUpload } from './upload-store';

/** What the gateway knows of an upload beyond its bytes. */
export interface UploadFacts {
  kind: MediaKind;
  sha256: string;
  fileName: string;
  uploadedBy: number;
  /** Uploaded in the library itself (kept while unused). */
  library?: boolean;
}

const answerOf = (media: MediaView, existing: boolean): UploadAnswer => ({
  url: media.url,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  media_id: media.id,
  existing,
});

/**
 * The gateway's side of the media library (ADR 0010): content keeps the records, the gateway the bytes.
 * The library being out of reach never stops an upload: the file is stored and answered without a
 * record (`media_id: null`), and the library's backfill records it later.
 */
@Injectable()
export class MediaLibrary {
  private readonly logger = new Logger(MediaLibrary.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
    private readonly incoming: IncomingUploads,
  ) {}

  /** A file uploaded in the library itself (kept while unused), into a folder when one is given. */
  async upload(file: IncomingFile, uploadedBy: number, folderId?: number): Promise<UploadAnswer> {
    if (folderId)
      await this.rpc.call(ContentRpc.mediaFolderList, {}).then((folders) => {
        if (!folders.some((f) => f.id === folderId)) throw ApiError.of(Errors.mediaTargetFolderMissing());
      });
    const answer =
      (await this.earlier('image', file.sha256, true)) ??
      (await this.record(await this.incoming.store('images', file), {
        kind: 'image',
        sha256: file.sha256,
        fileName: file.fileName,
        uploadedBy,
        library: true,
      }));
    if (folderId && answer.media_id) {
      await this.rpc.call(ContentRpc.mediaUpdate, { id: answer.media_id, input: { folder_id: folderId } });
    }
    return answer;
  }

  /**
   * New bytes for a file, under the same key and URL: its variants are made again and its
   * version goes up. Bytes another record has already are refused (use that one instead).
   */
  async replace(id: number, file: IncomingFile): Promise<MediaView> {
    const current = await this.rpc.call(ContentRpc.mediaGet, { id });
    if (current.trashed_at) throw ApiError.of(Errors.mediaInTrash());
    const key = uploadKeyOf(current.url);
    if (!key) throw ApiError.of(Errors.mediaNotFound());
    const { usage: _usage, ...view } = current;
    if (current.sha256 === file.sha256) return view;
    const { media: same } = await this.rpc.call(ContentRpc.mediaFindByHash, {
      kind: current.kind,
      sha256: file.sha256,
    });
    if (same && same.id !== id) throw ApiError.of(Errors.mediaDuplicate(same.id));
    const stored = await this.incoming.replace(key, file);
    return this.rpc.call(ContentRpc.mediaReplaced, {
      id,
      replacement: {
        sha256: file.sha256,
        content_type: stored.contentType,
        width: stored.width,
        height: stored.height,
        bytes: stored.bytes,
        file_name: file.fileName,
      },
    });
  }

  /**
   * The record of the same bytes of this kind, when the library has them: out of the trash if it
   * was there, and kept when they came through the library.
   */
  async earlier(kind: MediaKind, sha256: string, library = false): Promise<UploadAnswer | null> {
    try {
      const { media } = await this.rpc.call(ContentRpc.mediaFindByHash, { kind, sha256 });
      if (!media) return null;
      // Its file was removed and the record outlived it: forget it, and store this upload anew.
      const key = uploadKeyOf(media.url);
      if (!key || !(await this.storage.uploads.objects.stat(key))) {
        if (key) await this.rpc.call(ContentRpc.mediaForget, { key });
        return null;
      }
      if (!media.trashed_at && !library) return answerOf(media, true);
      const revived = await this.rpc.call(ContentRpc.mediaRecord, {
        upload: {
          key,
          sha256,
          kind,
          content_type: media.content_type,
          width: media.width,
          height: media.height,
          bytes: media.bytes,
          file_name: media.file_name,
          uploaded_by: media.uploaded_by,
          library,
        },
      });
      return answerOf(revived.media, true);
    } catch (error) {
      this.logger.warn(`media library not asked for ${sha256}: ${String(error)}`);
      return null;
    }
  }

  /** Records a stored master; when the same bytes got in first meanwhile, drops this copy and answers that one. */
  async record(stored: StoredUpload, facts: UploadFacts): Promise<UploadAnswer> {
    let reply;
    try {
      reply = await this.rpc.call(ContentRpc.mediaRecord, {
        upload: {
          key: stored.key,
          sha256: facts.sha256,
          kind: facts.kind,
          content_type: stored.contentType,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
          file_name: facts.fileName,
          uploaded_by: facts.uploadedBy,
          library: facts.library ?? false,
        },
      });
    } catch (error) {
      this.logger.warn(`upload ${stored.key} not recorded in the media library: ${String(error)}`);
      const { key: _key, contentType: _type, ...answer } = stored;
      return { ...answer, media_id: null, existing: false };
    }
    if (reply.existing && uploadKeyOf(reply.media.url) !== stored.key) await this.storage.uploads.remove(stored.key);
    return answerOf(reply.media, reply.existing);
  }
}
