import { Controller, Delete, Get, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
  idSchema,
  type MediaDetail,
  type SessionUser,
  type UploadAnswer,
  uploadAnswerSchema,
  type MediaTrashQuery,
  mediaTrashQuerySchema,
  type MediaFolderInput,
  mediaFolderInputSchema,
  type MediaFolderView,
  type MediaListQuery,
  mediaListQuerySchema,
  type MediaPage,
  type MediaPatch,
  mediaPatchSchema,
  type MediaView,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { IdParam, openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { IncomingUploads } from './incoming-uploads';
import { MediaLibrary } from './media-library.service';

const fileBody = {
  schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
};
const uploadQuerySchema = z.object({ folder: idSchema.optional() });

/** The media library (issue 33): every upload's record. Staff browse it; editors describe it. */
@ApiTags('media')
@Controller('api/media')
@Access('editor')
export class MediaController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly library: MediaLibrary,
    private readonly incoming: IncomingUploads,
  ) {}

  @Post()
  @HttpCode(200)
  @AuditAction('上传媒体文件')
  @ApiOperation({
    summary:
      'Upload a picture into the library (field `file`; into folder `?folder=<id>` when given); kept while unused. Answers { url, width, height, bytes, media_id, existing }',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(fileBody)
  @ApiQuery({ name: 'folder', required: false, type: Number })
  @ApiOkResponse({ schema: openApiSchema(uploadAnswerSchema) })
  async upload(
    @Req() request: FastifyRequest,
    @Actor() actor: SessionUser,
    @ValidQuery(uploadQuerySchema) query: { folder?: number },
  ): Promise<UploadAnswer> {
    const file = await this.incoming.read(request, 'file');
    return this.library.upload(file, actor.id, query.folder);
  }

  @Get()
  @Access('staff')
  @ApiOperation({
    summary: 'Uploads, newest first, 50 a page: { items, total, page, limit, totalPages }; search, kind, folder',
  })
  list(@ValidQuery(mediaListQuerySchema) query: MediaListQuery): Promise<MediaPage> {
    return this.rpc.call(ContentRpc.mediaList, query);
  }

  @Get('folders')
  @Access('staff')
  @ApiOperation({
    summary: 'The folders, by name, each with how many files it holds: [{ id, name, files, created_at }]',
  })
  folders(): Promise<MediaFolderView[]> {
    return this.rpc.call(ContentRpc.mediaFolderList, {});
  }

  @Post('folders')
  @HttpCode(201)
  @AuditAction('创建媒体文件夹')
  @ApiOperation({ summary: 'Create a folder: { name } (1–50 characters, unique); answers it' })
  createFolder(@ValidBody(mediaFolderInputSchema) input: MediaFolderInput): Promise<MediaFolderView> {
    return this.rpc.call(ContentRpc.mediaFolderCreate, { input });
  }

  @Put('folders/:id')
  @AuditAction('重命名媒体文件夹')
  @ApiOperation({ summary: 'Rename a folder: { name }; answers it' })
  renameFolder(
    @IdParam() id: number,
    @ValidBody(mediaFolderInputSchema) input: MediaFolderInput,
  ): Promise<MediaFolderView> {
    return this.rpc.call(ContentRpc.mediaFolderRename, { id, input });
  }

  @Delete('folders/:id')
  @HttpCode(204)
  @AuditAction('删除媒体文件夹')
  @ApiOperation({ summary: 'Delete an empty folder (409 while files are in it)' })
  async deleteFolder(@IdParam() id: number): Promise<void> {
    await this.rpc.call(ContentRpc.mediaFolderDelete, { id });
  }

  @Get('trash')
  @Access('staff')
  @ApiOperation({
    summary: 'Deleted files, most recent first, 50 a page; each is purged 30 days after its deletion',
  })
  trash(@ValidQuery(mediaTrashQuerySchema) query: MediaTrashQuery): Promise<MediaPage> {
    return this.rpc.call(ContentRpc.mediaTrash, query);
  }

  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One upload’s record, with `usage`: every place that shows it' })
  get(@IdParam() id: number): Promise<MediaDetail> {
    return this.rpc.call(ContentRpc.mediaGet, { id });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除媒体文件')
  @ApiOperation({
    summary:
      'Move a file to the trash (restorable for 30 days). 409 MEDIA_IN_USE naming the places (up to 50) while anything shows it',
  })
  async delete(@IdParam() id: number): Promise<void> {
    await this.rpc.call(ContentRpc.mediaDelete, { id });
  }

  @Post(':id/restore')
  @HttpCode(200)
  @AuditAction('恢复媒体文件')
  @ApiOperation({ summary: 'Bring a file back from the trash; answers its record' })
  restore(@IdParam() id: number): Promise<MediaView> {
    return this.rpc.call(ContentRpc.mediaRestore, { id });
  }

  @Post(':id/replace')
  @HttpCode(200)
  @AuditAction('替换媒体文件')
  @ApiOperation({
    summary:
      'New bytes for a file (field `file`, a picture): same id and URL, variants made again, version + 1; caches revalidate within 5 minutes',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(fileBody)
  async replace(@IdParam() id: number, @Req() request: FastifyRequest): Promise<MediaView> {
    return this.library.replace(id, await this.incoming.read(request, 'file'));
  }

  @Patch(':id')
  @AuditAction('修改媒体信息')
  @ApiOperation({
    summary:
      'Change the title, alt text, tags or folder (folder_id; null for none), the fields given; answers the record',
  })
  update(@IdParam() id: number, @ValidBody(mediaPatchSchema) input: MediaPatch): Promise<MediaView> {
    return this.rpc.call(ContentRpc.mediaUpdate, { id, input });
  }
}
