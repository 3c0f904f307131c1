import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  idSchema,
  Patterns,
  type ProductDetailView,
  productInputSchema,
  type ProductListBatch,
  type ProductListMessage,
  type ProductListQuery,
  productListQuerySchema,
  PRODUCT_STATUSES,
  type ProductView,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

const id = new ZodValidationPipe(idSchema);
/** A runaway guard: a list of a million products still needs far fewer batches. */
const MAX_BATCHES = 1000;

@ApiTags('products')
@Controller('api/products')
@Access('editor')
export class ProductsController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Always an array (SPEC §7). With page or limit, one page of it, and the headers
   * X-Total-Count and X-Total-Pages. The catalog answers in batches that fit a NATS message;
   * this gathers them.
   */
  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Products, newest first; optional filters, and paging with X-Total-Count / X-Total-Pages' })
  @ApiQuery({ name: 'category', required: false, description: 'Category id; its descendants are included' })
  @ApiQuery({ name: 'status', required: false, enum: PRODUCT_STATUSES })
  @ApiQuery({ name: 'search', required: false, description: 'In name and description, case-insensitive' })
  @ApiQuery({ name: 'page', required: false, description: 'From 1; with limit (default 12)' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 100' })
  @ApiOkResponse({ description: 'Array of products (with paging: headers X-Total-Count, X-Total-Pages)' })
  async list(
    @Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductView[]> {
    const paged = query.page !== undefined || query.limit !== undefined;
    const limit = paged ? (query.limit ?? DEFAULT_PRODUCT_PAGE_SIZE) : undefined;
    const filter = { category: query.category, status: query.status, search: query.search };
    const items: ProductView[] = [];
    let total: number | null = null;
    let message: ProductListMessage = {
      ...filter,
      offset: paged ? ((query.page ?? 1) - 1) * limit! : 0,
      limit,
      withTotal: paged,
    };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const answer = await this.rpc.request<ProductListBatch>(Patterns.catalog.productsList, message);
      items.push(...answer.items);
      total ??= answer.total;
      if (!answer.more || !answer.items.length) break;
      message = {
        ...filter,
        afterId: answer.items[answer.items.length - 1].id,
        limit: limit === undefined ? undefined : limit - items.length,
        withTotal: false,
      };
    }
    if (paged) {
      const count = total ?? items.length;
      void reply.header('X-Total-Count', String(count)).header('X-Total-Pages', String(Math.ceil(count / limit!)));
    }
    return items;
  }

  @Get(':id')
  @Access('public')
  @ApiOperation({ summary: 'One product with its ordered images (images and product_images)' })
  get(@Param('id', id) productId: number): Promise<ProductDetailView> {
    return this.rpc.request(Patterns.catalog.productGet, { id: productId });
  }

  @Post()
  @AuditAction('创建产品')
  @ApiOperation({ summary: 'Create a product (description HTML is sanitised); answers the product' })
  @ApiBody({ schema: openApiSchema(productInputSchema) })
  create(@Body(new ZodValidationPipe(productInputSchema)) input: z.infer<typeof productInputSchema>) {
    return this.rpc.request<ProductDetailView>(Patterns.catalog.productCreate, { input });
  }

  @Put(':id')
  @AuditAction('修改产品')
  @ApiOperation({ summary: 'Update a product; answers the product' })
  @ApiBody({ schema: openApiSchema(productInputSchema) })
  update(
    @Param('id', id) productId: number,
    @Body(new ZodValidationPipe(productInputSchema)) input: z.infer<typeof productInputSchema>,
  ) {
    return this.rpc.request<ProductDetailView>(Patterns.catalog.productUpdate, { id: productId, input });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除产品')
  @ApiOperation({ summary: 'Delete a product, its images and their stored files' })
  async remove(@Param('id', id) productId: number): Promise<void> {
    await this.rpc.request(Patterns.catalog.productDelete, { id: productId });
  }
}
