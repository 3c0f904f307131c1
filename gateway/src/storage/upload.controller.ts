import { Controller, Get, Headers, HttpCode, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Errors, parseVariantKey, type SessionUser, type UploadAnswer, uploadAnswerSchema } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { ApiError } from '../common/api-error';
import { openApiSchema } from '../common/params';
import { ClientBusyError } from './client-limit';
import { imageBusy, IncomingUploads } from './incoming-uploads';
import { MediaLibrary } from './media-library.service';
import { StorageService } from './storage.service';
import type { ServedFile, UploadFolder } from './upload-store';
import { QueueFullError } from './work-queue';

const uploadBody = (field: string) => ({
  schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } },
});

const uploadAnswer = { schema: openApiSchema(uploadAnswerSchema) };

/**
 * Masters and variants keep their URL when the library replaces a file, so caches keep them only
 * briefly and then revalidate (ETag): a replaced picture reaches every visitor within 5 minutes.
 */
const UPLOAD_CACHE = 'public, max-age=300, must-revalidate';
/** A variant that could not be made is answered with its master, briefly, so it is tried again. */
const FALLBACK = 'public, max-age=60';

@ApiTags('uploads')
@Controller()
export class UploadController {
  private readonly logger = new Logger(UploadController.name);

  constructor(
    private readonly storage: StorageService,
    private readonly incoming: IncomingUploads,
    private readonly library: MediaLibrary,
  ) {}

  @Post('api/upload')
  @HttpCode(200)
  @Access('editor')
  @AuditAction('上传图片')
  @ApiOperation({
    summary:
      'Upload an image (JPEG, PNG, GIF or WebP, checked by content, decoded and re-encoded as WebP) into the media library; answers { url, width, height, bytes, media_id, existing }: the same file uploaded again answers its record (existing: true)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody('image'))
  @ApiOkResponse(uploadAnswer)
  upload(@Req() request: FastifyRequest, @Actor() actor: SessionUser): Promise<UploadAnswer> {
    return this.receive(request, 'image', 'images', actor);
  }

  @Post('api/upload/qrcode')
  @HttpCode(200)
  @Access('editor')
  @AuditAction('上传二维码')
  @ApiOperation({
    summary:
      'Upload a QR code image (kept lossless) into the media library; answers { url, width, height, bytes, media_id, existing }',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadBody('qrcode'))
  @ApiOkResponse(uploadAnswer)
  uploadQrcode(@Req() request: FastifyRequest, @Actor() actor: SessionUser): Promise<UploadAnswer> {
    return this.receive(request, 'qrcode', 'qrcodes', actor);
  }

  @Get('uploads/*')
  @Access('public')
  @ApiOperation({
    summary:
      'An uploaded file, or a variant of a picture: /uploads/images/<yyyy>/<mm>/<uuid>/w<320|640|960|1280>.<avif|webp>',
  })
  async serve(
    @Param('*') key: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const variant = parseVariantKey(key);
    let file: ServedFile | null;
    let cacheControl = UPLOAD_CACHE;
    if (variant) {
      try {
        file = await this.storage.uploads.variant(variant, request.ip);
      } catch (error) {
        if (error instanceof QueueFullError) throw imageBusy();
        // Over its share of makings (ClientBusyError), a client gets the master for now: no error to log.
        if (!(error instanceof ClientBusyError)) this.logger.warn(`variant ${key} not made: ${String(error)}`);
        const master = await this.storage.uploads.findMaster(variant.base);
        file = master ? await this.storage.uploads.master(master) : null;
        cacheControl = FALLBACK;
      }
    } else {
      file = await this.storage.uploads.master(key);
    }
    if (!file) throw ApiError.of(Errors.fileNotFound());
    const etag = `"${file.etag}"`;
    void reply
      .header('etag', etag)
      .header('last-modified', file.lastModified.toUTCString())
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ifNoneMatch === etag) {
      if (!Buffer.isBuffer(file.body)) file.body.destroy();
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', file.contentType).header('content-length', file.size).send(file.body);
  }

  /**
   * Checks the file (size, type by content), then: the same bytes already in the media library answer
   * that record; anything else goes through the pipeline into storage and gets a record.
   */
  private async receive(
    request: FastifyRequest,
    field: string,
    folder: UploadFolder,
    actor: SessionUser,
  ): Promise<UploadAnswer> {
    const file = await this.incoming.read(request, field);
    const kind = folder === 'images' ? 'image' : 'qrcode';
    const earlier = await this.library.earlier(kind, file.sha256);
    if (earlier) return earlier;
    const stored = await this.incoming.store(folder, file);
    return this.library.record(stored, { kind, sha256: file.sha256, fileName: file.fileName, uploadedBy: actor.id });
  }
}
