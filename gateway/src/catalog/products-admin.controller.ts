import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  type ProductAdminListAnswer,
  type ProductAdminListQuery,
  productAdminListAnswerSchema,
  productAdminListQuerySchema,
  type ProductAdminView,
  productAdminViewSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access } from '../auth/access.decorator';
import { IdParam, openApiSchema, ValidQuery } from '../common/params';

/**
 * The back office's products: drafts, scheduled and taken-down products too, each with where it
 * stands. The publishing filter is `state` (`status` is the product's own 产品状态, as on the public
 * list). Any staff member reads; never cached (no CacheTags: the read cache keeps public answers only).
 */
@ApiTags('products')
@Controller('api/admin/products')
@Access('staff')
export class ProductsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Products in any publishing state (or ?state=draft|scheduled|published|archived; category, status and search as on the public list), newest first, one page (page, limit: default 12): { items, total, page, totalPages }, each without its description and with its publication',
  })
  @ApiOkResponse({ schema: openApiSchema(productAdminListAnswerSchema) })
  list(@ValidQuery(productAdminListQuerySchema) query: ProductAdminListQuery): Promise<ProductAdminListAnswer> {
    return this.rpc.call(CatalogRpc.productAdminList, query);
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'A product for the editor: its working copy (the draft when there is one), its live images and its publication',
  })
  @ApiOkResponse({ schema: openApiSchema(productAdminViewSchema) })
  get(@IdParam() id: number): Promise<ProductAdminView> {
    return this.rpc.call(CatalogRpc.productAdminGet, { id });
  }
}
