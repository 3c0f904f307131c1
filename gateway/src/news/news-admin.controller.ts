import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
  type NewsAdminListAnswer,
  type NewsAdminListQuery,
  newsAdminListAnswerSchema,
  newsAdminListQuerySchema,
  type NewsAdminView,
  newsAdminViewSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access } from '../auth/access.decorator';
import { IdParam, openApiSchema, ValidQuery } from '../common/params';

/**
 * The back office's news: drafts, scheduled and taken-down articles too, each with where it stands.
 * Any staff member reads; never cached (no CacheTags: the read cache keeps public answers only).
 */
@ApiTags('news')
@Controller('api/admin/news')
@Access('staff')
export class NewsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Articles in any state (or ?status=draft|scheduled|published|archived), newest first, one page: { items, total, page, totalPages }, each with its publication',
  })
  @ApiOkResponse({ schema: openApiSchema(newsAdminListAnswerSchema) })
  list(@ValidQuery(newsAdminListQuerySchema) query: NewsAdminListQuery): Promise<NewsAdminListAnswer> {
    return this.rpc.call(ContentRpc.newsAdminList, query);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'An article for the editor: its working copy (the draft when there is one) and its publication',
  })
  @ApiOkResponse({ schema: openApiSchema(newsAdminViewSchema) })
  get(@IdParam() id: number): Promise<NewsAdminView> {
    return this.rpc.call(ContentRpc.newsAdminGet, { id });
  }
}
