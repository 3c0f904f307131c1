import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
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
import { Access, AuditAction } from '../auth/access.decorator';
import { IdParam, ValidBody, ValidQuery } from '../common/params';

/** The media library (issue 33): every upload's record. Staff browse it; editors describe it. */
@ApiTags('media')
@Controller('api/media')
@Access('editor')
export class MediaController {
  constructor(private readonly rpc: RpcClient) {}

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

  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One upload’s record' })
  get(@IdParam() id: number): Promise<MediaView> {
    return this.rpc.call(ContentRpc.mediaGet, { id });
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
