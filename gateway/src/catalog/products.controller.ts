import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  DEFAULT_PRODUCT_PAGE_SIZE,
  type ProductDetailView,
  type ProductInput,
  productInputSchema,
  type ProductListQuery,
  productListQuerySchema,
  type ProductView,
  type RpcRequest,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { IdParam, ValidBody, ValidQuery } from '../common/params';

/** A runaway guard: a list of a million products still needs far fewer batches. */
const MAX_BATCHES = 1000;

@ApiTags('products')
@Controller('api/products')
@Access('editor')
export class ProductsController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Always an array. With page or limit, one page of it, and the headers X-Total-Count and
   * X-Total-Pages. The catalog answers in batches that fit a NATS message; this gathers them.
   */
  @Get()
  @Access('public')
  @CacheTags(() => [Tag.products, Tag.categories])
  @ApiOperation({ summary: 'Products, newest first; optional filters, and paging with X-Total-Count / X-Total-Pages' })
  @ApiOkResponse({ description: 'Array of products (with paging: headers X-Total-Count, X-Total-Pages)' })
  async list(
    @ValidQuery(productListQuerySchema) query: ProductListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductView[]> {
    const paged = query.page !== undefined || query.limit !== undefined;
    const limit = paged ? (query.limit ?? DEFAULT_PRODUCT_PAGE_SIZE) : undefined;
    const filter = { category: query.category, status: query.status, search: query.search };
    const items: ProductView[] = [];
    let total: number | null = null;
    let message: RpcRequest<typeof CatalogRpc.productList> = {
      ...filter,
      offset: paged ? ((query.page ?? 1) - 1) * limit! : 0,
      limit,
      withTotal: paged,
    };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const answer = await this.rpc.call(CatalogRpc.productList, message);
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
  @CacheTags(({ params }) => [Tag.product(params.id), Tag.categories])
  @ApiOperation({ summary: 'One product with its ordered images (images and product_images)' })
  get(@IdParam() id: number): Promise<ProductDetailView> {
    return this.rpc.call(CatalogRpc.productGet, { id });
  }

  @Post()
  @AuditAction('创建产品')
  @DropsTags(() => [Tag.products])
  @ApiOperation({ summary: 'Create a product (description HTML is sanitised); answers the product' })
  create(@ValidBody(productInputSchema) input: ProductInput): Promise<ProductDetailView> {
    return this.rpc.call(CatalogRpc.productCreate, { input });
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
