import { Body, Controller, Get, Headers, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type AppDownloadQrReply,
  type AppDownloadView,
  type CreateAppDownloadInput,
  createAppDownloadSchema,
  idSchema,
  isOwnUploadUrl,
  Patterns,
  type UpdateAppDownloadInput,
  updateAppDownloadSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { ApiError } from '../common/api-error';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StorageService } from '../storage/storage.service';

const id = new ZodValidationPipe(idSchema);

@ApiTags('app-downloads')
@Controller('api/app-downloads')
@Access('editor')
export class AppDownloadsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
  ) {}

  /** SPEC §7: an array; the public page picks, per platform, the entry with the highest id. */
  @Get()
  @Access('public')
  @ApiOperation({
    summary:
      'App download configs (id, platform, version, title, description, qrcode_url, download_url, qrcode_generated)',
  })
  list(): Promise<AppDownloadView[]> {
    return this.rpc.request(Patterns.contact.appDownloadsList);
  }

  @Post()
  @AuditAction('创建APP下载配置')
  @ApiOperation({ summary: 'Create a config; platform (android, android-beta, ios, ios-beta) is required' })
  @ApiBody({ schema: openApiSchema(createAppDownloadSchema) })
  async create(
    @Body(new ZodValidationPipe(createAppDownloadSchema)) input: CreateAppDownloadInput,
  ): Promise<AppDownloadView> {
    await this.checkUploads(input);
    return this.rpc.request(Patterns.contact.appDownloadCreate, { input });
  }

  @Put(':id')
  @AuditAction('修改APP下载配置')
  @ApiOperation({ summary: 'Update version, title, description, qrcode_url, download_url (a field left out is kept)' })
  @ApiBody({ schema: openApiSchema(updateAppDownloadSchema) })
  async update(
    @Param('id', id) configId: number,
    @Body(new ZodValidationPipe(updateAppDownloadSchema)) input: UpdateAppDownloadInput,
  ): Promise<AppDownloadView> {
    await this.checkUploads(input);
    return this.rpc.request(Patterns.contact.appDownloadUpdate, { id: configId, input });
  }

  /**
   * The QR code of the download link (PNG), for configs without an uploaded one. The list links it
   * with `?v=` = a hash of the link, so that URL is cached for good; it changes with the link.
   */
  @Get(':id/qrcode')
  @Access('public')
  @ApiOperation({ summary: "A QR code (PNG) generated from the config's download link" })
  @ApiQuery({ name: 'v', required: false, description: 'Version from qrcode_url; with it the answer is immutable' })
  @ApiProduces('image/png')
  async qrCode(
    @Param('id', id) configId: number,
    @Query('v') version: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const qr = await this.rpc.request<AppDownloadQrReply>(Patterns.contact.appDownloadQrGet, { id: configId });
    const etag = `"${qr.version}"`;
    void reply
      .header('etag', etag)
      .header(
        'cache-control',
        version === qr.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      )
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatch === etag) {
      void reply.status(304).send();
      return;
    }
    void reply.type('image/png').send(Buffer.from(qr.png, 'base64'));
  }

  /** Our own uploads must exist (only the gateway can tell). */
  private async checkUploads(input: { qrcode_url?: string; download_url?: string }): Promise<void> {
    if (input.qrcode_url && isOwnUploadUrl(input.qrcode_url) && !(await this.storage.exists(input.qrcode_url))) {
      throw new ApiError(400, '二维码图片不存在，请重新上传');
    }
    if (input.download_url && isOwnUploadUrl(input.download_url) && !(await this.storage.exists(input.download_url))) {
      throw new ApiError(400, '下载链接指向的文件不存在，请重新上传');
    }
  }
}
