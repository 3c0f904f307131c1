import { Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
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
    summary: 'Uploads, newest first, 50 a page: { items, total, page, limit, totalPages }; search, kind',
  })
  list(@ValidQuery(mediaListQuerySchema) query: MediaListQuery): Promise<MediaPage> {
    return this.rpc.call(ContentRpc.mediaList, query);
  }

  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One upload’s record' })
  get(@IdParam() id: number): Promise<MediaView> {
    return this.rpc.call(ContentRpc.mediaGet, { id });
  }

  @Patch(':id')
  @AuditAction('修改媒体信息')
  @ApiOperation({ summary: 'Change the title, alt text or tags (the fields given); answers the record' })
  update(@IdParam() id: number, @ValidBody(mediaPatchSchema) input: MediaPatch): Promise<MediaView> {
    return this.rpc.call(ContentRpc.mediaUpdate, { id, input });
  }
}
