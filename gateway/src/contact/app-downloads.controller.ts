import { Controller, Get, Headers, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type AppDownloadView,
  type CreateAppDownloadInput,
  createAppDownloadSchema,
  ContactRpc,
  isOwnUploadUrl,
  type UpdateAppDownloadInput,
  updateAppDownloadSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { ApiError } from '../common/api-error';
import { IdParam, ValidBody } from '../common/params';
import { StorageService } from '../storage/storage.service';

@ApiTags('app-downloads')
@Controller('api/app-downloads')
@Access('editor')
export class AppDownloadsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
  ) {}

  /** An array; the public page picks, per platform, the entry with the highest id. */
  @Get()
  @Access('public')
  @CacheTags(() => [Tag.appDownloads])
  @ApiOperation({
    summary:
      'App download configs (id, platform, version, title, description, qrcode_url, download_url, qrcode_generated)',
  })
  list(): Promise<AppDownloadView[]> {
    return this.rpc.call(ContactRpc.appDownloadList, {});
  }

  @Post()
  @DropsTags(() => [Tag.appDownloads])
  @AuditAction('创建APP下载配置')
  @ApiOperation({ summary: 'Create a config; platform (android, android-beta, ios, ios-beta) is required' })
  async create(@ValidBody(createAppDownloadSchema) input: CreateAppDownloadInput): Promise<AppDownloadView> {
    await this.checkUploads(input);
    return this.rpc.call(ContactRpc.appDownloadCreate, { input });
  }

  @Put(':id')
  @DropsTags(() => [Tag.appDownloads])
  @AuditAction('修改APP下载配置')
  @ApiOperation({ summary: 'Update version, title, description, qrcode_url, download_url (a field left out is kept)' })
  async update(
    @IdParam() id: number,
    @ValidBody(updateAppDownloadSchema) input: UpdateAppDownloadInput,
  ): Promise<AppDownloadView> {
    await this.checkUploads(input);
    return this.rpc.call(ContactRpc.appDownloadUpdate, { id, input });
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
    @IdParam() id: number,
    @Query('v') version: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const qr = await this.rpc.call(ContactRpc.appDownloadQrGet, { id });
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
