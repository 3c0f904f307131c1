import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_NEWS_PAGE_SIZE,
  idSchema,
  isDemoImageUrl,
  MAX_NEWS_PAGE_SIZE,
  type NewsInput,
  newsGetQuerySchema,
  newsInputSchema,
  type NewsListAnswer,
  type NewsListQuery,
  newsListQuerySchema,
  type NewsView,
  Patterns,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { ApiError } from '../common/api-error';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StorageService } from '../storage/storage.service';

const id = new ZodValidationPipe(idSchema);

@ApiTags('news')
@Controller('api/news')
@Access('editor')
export class NewsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly storage: StorageService,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'News, newest first, one page: { items, total, page, totalPages } (items without content)' })
  @ApiQuery({ name: 'page', required: false, description: 'From 1 (default 1)' })
  @ApiQuery({
    name: 'limit',
    required: false,
    description: `1 to ${MAX_NEWS_PAGE_SIZE} (default ${DEFAULT_NEWS_PAGE_SIZE})`,
  })
  @ApiQuery({ name: 'category', required: false, description: 'News category id; its descendants are included' })
  @ApiQuery({ name: 'search', required: false, description: 'In title, summary and author, case-insensitive' })
  @ApiOkResponse({ description: '{ items, total, page, totalPages }' })
  list(@Query(new ZodValidationPipe(newsListQuerySchema)) query: NewsListQuery): Promise<NewsListAnswer> {
    return this.rpc.request(Patterns.content.newsList, query);
  }

  @Get(':id')
  @Access('public')
  @ApiOperation({ summary: 'One article with its HTML content; counts a view unless count_view=false' })
  @ApiQuery({
    name: 'count_view',
    required: false,
    enum: ['true', 'false'],
    description: 'false: read without counting',
  })
  get(
    @Param('id', id) newsId: number,
    @Query(new ZodValidationPipe(newsGetQuerySchema)) query: z.infer<typeof newsGetQuerySchema>,
  ): Promise<NewsView> {
    return this.rpc.request(Patterns.content.newsGet, { id: newsId, countView: query.count_view });
  }

  @Post()
  @AuditAction('创建新闻')
  @ApiOperation({ summary: 'Create an article (author and user_id from the session; content sanitised); answers it' })
  @ApiBody({ schema: openApiSchema(newsInputSchema) })
  async create(
    @Body(new ZodValidationPipe(newsInputSchema)) input: NewsInput,
    @Req() request: FastifyRequest,
  ): Promise<NewsView> {
    await this.checkCover(input.cover_image);
    return this.rpc.request(Patterns.content.newsCreate, { actor: request.user, input });
  }

  @Put(':id')
  @AuditAction('修改新闻')
  @ApiOperation({ summary: 'Update an article (author, user_id and views stay); answers it' })
  @ApiBody({ schema: openApiSchema(newsInputSchema) })
  async update(
    @Param('id', id) newsId: number,
    @Body(new ZodValidationPipe(newsInputSchema)) input: NewsInput,
  ): Promise<NewsView> {
    await this.checkCover(input.cover_image);
    return this.rpc.request(Patterns.content.newsUpdate, { id: newsId, input });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除新闻')
  @ApiOperation({ summary: 'Delete an article; its uploaded cover goes when nothing else shows it' })
  async remove(@Param('id', id) newsId: number): Promise<void> {
    await this.rpc.request(Patterns.content.newsDelete, { id: newsId });
  }

  /** A cover must be one of our uploads (the schema says so) that exists (only the gateway can tell). */
  private async checkCover(url: string | null): Promise<void> {
    if (url === null || isDemoImageUrl(url)) return;
    if (!(await this.storage.exists(url))) throw new ApiError(400, '封面图片不存在，请先上传图片');
  }
}
