import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  type ProductAdminView,
  productAdminViewSchema,
  type ProductDetailView,
  type ProductGetQuery,
  productGetQuerySchema,
  type ProductInput,
  productInputSchema,
  type ProductListQuery,
  productListQuerySchema,
  type ProductView,
  type SessionUser,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { IdempotencyKey, IdParam, openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { BaseVersion } from '../publishing/base-version.decorator';
import { type PublishQuery, publishQuerySchema } from '../publishing/publishing-params';
import { listProducts } from './product-list';

@ApiTags('products')
@Controller('api/products')
@Access('editor')
export class ProductsController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Published products only (docs/publishing.md). Always an array. With page or limit, one page of it,
   * and the headers X-Total-Count and X-Total-Pages.
   */
  @Get()
  @Access('public')
  @CacheTags(() => [Tag.products, Tag.categories])
  @ApiOperation({
    summary:
      'Products, newest first; optional filters, and paging with X-Total-Count / X-Total-Pages; ?locale=en: the products published in English, in English',
  })
  @ApiOkResponse({ description: 'Array of products (with paging: headers X-Total-Count, X-Total-Pages)' })
  async list(
    @ValidQuery(productListQuerySchema) query: ProductListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductView[]> {
    const { items, paging } = await listProducts(this.rpc, query);
    if (paging) {
      void reply
        .header('X-Total-Count', String(paging.total))
        .header('X-Total-Pages', String(Math.ceil(paging.total / paging.limit)));
    }
    return items;
  }

  @Get(':id')
  @Access('public')
  @CacheTags(({ params }) => [Tag.product(params.id), Tag.categories])
  @ApiOperation({
    summary:
      'One published product with its ordered images (images and product_images); ?locale=en: in English, 404 unless published in English',
  })
  get(@IdParam() id: number, @ValidQuery(productGetQuerySchema) query: ProductGetQuery): Promise<ProductDetailView> {
    // The default language's message names none, as before.
    return this.rpc.call(CatalogRpc.productGet, query.locale ? { id, locale: query.locale } : { id });
  }

  @Post()
  @AuditAction('创建产品')
  @DropsTags(() => [Tag.products])
  @ApiOperation({
    summary:
      'Create a product as a draft (description HTML is sanitised); ?publish=true publishes it at once; answers its admin view',
  })
  @ApiOkResponse({ schema: openApiSchema(productAdminViewSchema) })
  create(
    @ValidBody(productInputSchema) input: ProductInput,
    @ValidQuery(publishQuerySchema) query: PublishQuery,
    @IdempotencyKey('product') idempotencyKey: string | null,
    @Actor() actor: SessionUser,
  ): Promise<ProductAdminView> {
    return this.rpc.call(CatalogRpc.productCreate, { actor, input, publish: query.publish, idempotencyKey });
  }

  @Put(':id')
  @AuditAction('修改产品')
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @ApiOperation({
    summary:
      'Save the working copy of a product (the live version changes only on publish, or here with ?publish=true); `version` in the body: the version the editor started from (409 when it changed since); answers its admin view',
  })
  @ApiOkResponse({ schema: openApiSchema(productAdminViewSchema) })
  update(
    @IdParam() id: number,
    @ValidBody(productInputSchema) input: ProductInput,
    @BaseVersion() version: number | undefined,
    @ValidQuery(publishQuerySchema) query: PublishQuery,
    @Actor() actor: SessionUser,
  ): Promise<ProductAdminView> {
    return this.rpc.call(CatalogRpc.productUpdate, { id, actor, input, publish: query.publish, version });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除产品')
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @ApiOperation({ summary: 'Delete a product, its images and their stored files' })
  async remove(@IdParam() id: number): Promise<void> {
    await this.rpc.call(CatalogRpc.productDelete, { id });
  }
}
