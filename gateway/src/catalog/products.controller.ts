import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  type ProductDetailView,
  type ProductInput,
  productInputSchema,
  type ProductListQuery,
  productListQuerySchema,
  type ProductView,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { IdempotencyKey, IdParam, ValidBody, ValidQuery } from '../common/params';
import { listProducts } from './product-list';

@ApiTags('products')
@Controller('api/products')
@Access('editor')
export class ProductsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Always an array. With page or limit, one page of it, and the headers X-Total-Count and X-Total-Pages. */
  @Get()
  @Access('public')
  @CacheTags(() => [Tag.products, Tag.categories])
  @ApiOperation({ summary: 'Products, newest first; optional filters, and paging with X-Total-Count / X-Total-Pages' })
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
  @ApiOperation({ summary: 'One product with its ordered images (images and product_images)' })
  get(@IdParam() id: number): Promise<ProductDetailView> {
    return this.rpc.call(CatalogRpc.productGet, { id });
  }

  @Post()
  @AuditAction('创建产品')
  @DropsTags(() => [Tag.products])
  @ApiOperation({ summary: 'Create a product (description HTML is sanitised); answers the product' })
  create(
    @ValidBody(productInputSchema) input: ProductInput,
    @IdempotencyKey('product') idempotencyKey: string | null,
  ): Promise<ProductDetailView> {
    return this.rpc.call(CatalogRpc.productCreate, { input, idempotencyKey });
  }

  @Put(':id')
  @AuditAction('修改产品')
  @DropsTags(({ params }) => [Tag.product(params.id), Tag.products])
  @ApiOperation({ summary: 'Update a product; answers the product' })
  update(@IdParam() id: number, @ValidBody(productInputSchema) input: ProductInput): Promise<ProductDetailView> {
    return this.rpc.call(CatalogRpc.productUpdate, { id, input });
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
