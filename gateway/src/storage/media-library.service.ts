import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  ContentRpc,
  MEDIA_LIMITS,
  type MediaKind,
  type MediaView,
  type UploadAnswer,
  uploadKeyOf,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { StorageService } from './storage.service';
import type { StoredUpload } from './upload-store';

/** What the gateway knows of an upload beyond its bytes. */
export interface UploadFacts {
  kind: MediaKind;
  sha256: string;
  fileName: string;
  uploadedBy: number;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Path, control characters and broken surrogates out, at most 255 characters: the name as staff will see it. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARS, '').replace(LONE_SURROGATES, '').trim();
  return clean.slice(0, MEDIA_LIMITS.fileName).replace(LONE_SURROGATES, '');
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
  ) {}

  /** The record of the same bytes of this kind, when the library has them. */
  async earlier(kind: MediaKind, sha256: string): Promise<UploadAnswer | null> {
    try {
      const { media } = await this.rpc.call(ContentRpc.mediaFindByHash, { kind, sha256 });
      if (!media) return null;
      // Its file was removed and the record outlived it: forget it, and store this upload anew.
      const key = uploadKeyOf(media.url);
      if (key && !(await this.storage.uploads.objects.stat(key))) {
        await this.rpc.call(ContentRpc.mediaForget, { key });
        return null;
      }
      return answerOf(media, true);
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
