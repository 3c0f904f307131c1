import { Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
  isDemoImageUrl,
  type NewsAdminView,
  type NewsInput,
  newsGetQuerySchema,
  newsAdminViewSchema,
  newsInputSchema,
  type NewsListAnswer,
  type NewsListQuery,
  newsListQuerySchema,
  type NewsView,
  type SessionUser,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { ApiError } from '../common/api-error';
import { IdempotencyKey, IdParam, openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { BaseVersion } from '../publishing/base-version.decorator';
import { type PublishQuery, publishQuerySchema } from '../publishing/publishing-params';
import { StorageService } from '../storage/storage.service';
import { NewsViewsPublisher } from './news-views.publisher';

@ApiTags('news')
@Controller('api/news')
@Access('editor')
export class NewsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly views: NewsViewsPublisher,
    private readonly storage: StorageService,
  ) {}

  @Get()
  @Access('public')
  @CacheTags(() => [Tag.news, Tag.newsCategories])
  @ApiOperation({
    summary:
      'News, newest first, one page: { items, total, page, totalPages } (items without content); ?locale=en: the articles published in English, in English',
  })
  @ApiOkResponse({ description: '{ items, total, page, totalPages }' })
  list(@ValidQuery(newsListQuerySchema) query: NewsListQuery): Promise<NewsListAnswer> {
    return this.rpc.call(ContentRpc.newsList, query);
  }

  /**
   * Counts a view unless count_view=false, without waiting for it: the count is written about a
   * second later, so the `views` an answer shows may lag that much. A copy served from the cache
   * counts its view too.
   */
  @Get(':id')
  @Access('public')
  @CacheTags(({ params }) => [Tag.article(params.id), Tag.newsCategories])
  @ApiOperation({
    summary:
      'One article with its HTML content; counts a view unless count_view=false; ?locale=en: in English, 404 unless published in English',
  })
  async get(
    @IdParam() id: number,
    @ValidQuery(newsGetQuerySchema) query: z.infer<typeof newsGetQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<NewsView> {
    const article = await this.rpc.call(ContentRpc.newsGet, { id, locale: query.locale });
    if (query.count_view) {
      request.cacheOnHit = () => this.views.count(id);
      request.cacheOnHit();
    }
    return article;
  }

  @Post()
  @AuditAction('创建新闻')
  @DropsTags(() => [Tag.news])
  @ApiOperation({
    summary:
      'Create an article as a draft (author and user_id from the session; content sanitised); ?publish=true publishes it at once; answers its admin view',
  })
  @ApiOkResponse({ schema: openApiSchema(newsAdminViewSchema) })
  async create(
    @ValidBody(newsInputSchema) input: NewsInput,
    @ValidQuery(publishQuerySchema) query: PublishQuery,
    @IdempotencyKey('article') idempotencyKey: string | null,
    @Actor() actor: SessionUser,
  ): Promise<NewsAdminView> {
    await this.checkCover(input.cover_image);
    return this.rpc.call(ContentRpc.newsCreate, { actor, input, publish: query.publish, idempotencyKey });
  }

  @Put(':id')
  @AuditAction('修改新闻')
  @DropsTags(({ params }) => [Tag.article(params.id), Tag.news])
  @ApiOperation({
    summary:
      'Save the working copy of an article (the live version changes only on publish, or here with ?publish=true); `version` in the body: the version the editor started from (409 when it changed since); answers its admin view',
  })
  @ApiOkResponse({ schema: openApiSchema(newsAdminViewSchema) })
  async update(
    @IdParam() id: number,
    @ValidBody(newsInputSchema) input: NewsInput,
    @BaseVersion() version: number | undefined,
    @ValidQuery(publishQuerySchema) query: PublishQuery,
    @Actor() actor: SessionUser,
  ): Promise<NewsAdminView> {
    await this.checkCover(input.cover_image);
    return this.rpc.call(ContentRpc.newsUpdate, { id, actor, input, publish: query.publish, version });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除新闻')
  @DropsTags(({ params }) => [Tag.article(params.id), Tag.news])
  @ApiOperation({ summary: 'Delete an article; its uploaded cover goes when nothing else shows it' })
  async remove(@IdParam() id: number): Promise<void> {
    await this.rpc.call(ContentRpc.newsDelete, { id });
  }

  /** A cover must be one of our uploads (the schema says so) that exists (only the gateway can tell). */
  private async checkCover(url: string | null): Promise<void> {
    if (url === null || isDemoImageUrl(url)) return;
    if (!(await this.storage.exists(url))) throw new ApiError(400, '封面图片不存在，请先上传图片');
  }
}
