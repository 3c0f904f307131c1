import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Errors, MEDIA_LIMITS } from '@site/contracts';
import { RpcCallError } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { type ImageRefusal, ImageRefusedError, IMAGE_LIMITS } from './image-pipeline';
import { detectImageType } from './image-type';
import { StorageService } from './storage.service';
import { UploadPolicyService } from './upload-policy.service';
import type { StoredUpload, UploadFolder } from './upload-store';
import { QueueFullError } from './work-queue';

const megapixels = IMAGE_LIMITS.maxPixels / 1_000_000;
const REFUSALS: Record<ImageRefusal, () => ApiError> = {
  undecodable: () => ApiError.of(Errors.imageUndecodable()),
  'too-many-pixels': () => ApiError.of(Errors.imageTooManyPixels(megapixels)),
  'animation-too-many-pixels': () => ApiError.of(Errors.animationTooManyPixels(megapixels)),
  'too-many-frames': () => ApiError.of(Errors.imageTooManyFrames(IMAGE_LIMITS.maxFrames)),
};

/** Seconds a client should wait when the image queue is full. */
const BUSY_RETRY_AFTER = 5;
export const imageBusy = () => RpcCallError.of({ ...Errors.imageBusy(), retryAfter: BUSY_RETRY_AFTER });

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

/** An uploaded file as read from the request: checked for size and type, not decoded yet. */
export interface IncomingFile {
  bytes: Buffer;
  fileName: string;
  sha256: string;
}

/**
 * Every way a file comes in (`/api/upload`, the library's upload and replace) reads it the same
 * way: multipart, within the size limit the settings give, a type the settings allow (by
 * content), then decoded and re-encoded by the pipeline, whose refusals are Chinese 400s.
 */
@Injectable()
export class IncomingUploads {
  constructor(
    private readonly policy: UploadPolicyService,
    private readonly storage: StorageService,
  ) {}

  async read(request: FastifyRequest, field: string): Promise<IncomingFile> {
    const policy = await this.policy.current();
    const tooLarge = () => ApiError.of(Errors.uploadTooLarge(policy.maxMegabytes));
    if (!request.isMultipart()) throw ApiError.of(Errors.uploadNotMultipart(field));
    let bytes: Buffer;
    let fileName: string;
    try {
      const part = await request.file({ limits: { fileSize: policy.maxBytes, files: 1 } });
      if (!part || part.fieldname !== field) throw ApiError.of(Errors.uploadFileMissing(field));
      fileName = cleanFileName(part.filename);
      bytes = await part.toBuffer();
      // busboy stops at the limit and marks the stream truncated; never store a cut file.
      if (part.file.truncated) throw tooLarge();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw ApiError.of(Errors.uploadUnreadable());
    }
    if (bytes.length === 0) throw ApiError.of(Errors.uploadEmpty());
    const type = await detectImageType(bytes);
    if (!type || !policy.allows(type)) throw ApiError.of(Errors.uploadTypeRefused(policy.describeTypes()));
    return { bytes, fileName, sha256: sha256Of(bytes) };
  }

  /** Through the pipeline into storage under a new key. */
  store(folder: UploadFolder, file: IncomingFile): Promise<StoredUpload> {
    return this.refusing(() => this.storage.uploads.accept(folder, file.bytes));
  }

  /** Through the pipeline into storage under an existing key; its variants are made again. */
  replace(key: string, file: IncomingFile): Promise<StoredUpload> {
    return this.refusing(() => this.storage.uploads.replace(key, file.bytes));
  }

  private async refusing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ImageRefusedError) throw REFUSALS[error.reason]();
      if (error instanceof QueueFullError) throw imageBusy();
      throw error;
    }
  }
}
