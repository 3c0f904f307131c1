import { Controller, Delete, Get, HttpCode, Logger, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  categoryAdminListQuerySchema,
  categoryAdminViewSchema,
  type CategoryView,
  ContentRpc,
  type CreateCategoryInput,
  categoryListQuerySchema,
  createCategorySchema,
  type UpdateCategoryInput,
  updateCategorySchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { IdempotencyKey, IdParam, openApiSchema, ValidBody, ValidQuery } from '../common/params';

/**
 * How long a rename waits for the content service to reload its names: a little over that service's
 * own 2 s limit for reading the catalog, so a slow content service never holds the answer (already
 * stored) until the gateway's own timeout.
 */
const NAMES_REFRESH_TIMEOUT_MS = 3000;

@ApiTags('categories')
@Controller('api/categories')
@Access('editor')
export class CategoriesController {
  private readonly logger = new Logger('Categories');

  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Access('public')
  @CacheTags(() => [Tag.categories])
  @ApiOperation({
    summary:
      'All categories as a flat array (id, name, slug, parent_id, type, created_at); with ?locale=en only those with an English version, named in English',
  })
  list(@ValidQuery(categoryListQuerySchema) query: z.infer<typeof categoryListQuerySchema>): Promise<CategoryView[]> {
    return this.rpc.call(CatalogRpc.categoryList, query);
  }

  @Post()
  @DropsTags(() => [Tag.categories])
  @AuditAction('创建分类')
  @ApiOperation({ summary: 'Create a category; an empty slug is made from the name' })
  create(
    @ValidBody(createCategorySchema) input: CreateCategoryInput,
    @IdempotencyKey('category') idempotencyKey: string | null,
  ): Promise<CategoryView> {
    return this.rpc.call(CatalogRpc.categoryCreate, { input, idempotencyKey });
  }

  /**
   * News answers show category names from the content service's copy, and products lists from
   * the catalog: both lists' tags go before the answer, once content has reloaded its copy, so a
   * read right after the rename shows the new name (read-your-writes, docs/read-path.md).
   */
  @Put(':id')
  @DropsTags(() => [Tag.categories, Tag.products, Tag.newsCategories])
  @AuditAction('修改分类')
  @ApiOperation({ summary: 'Update a category; the slug is made again when the name changes' })
  async update(
    @IdParam() id: number,
    @ValidBody(updateCategorySchema) input: UpdateCategoryInput,
  ): Promise<CategoryView> {
    const updated = await this.rpc.call(CatalogRpc.categoryUpdate, { id, input });
    await this.rpc
      .call(ContentRpc.categoryNamesRefresh, {}, { timeoutMs: NAMES_REFRESH_TIMEOUT_MS })
      .catch((error: unknown) => {
        // Stored all the same; content also reloads on the catalog's event, a moment later.
        this.logger.warn(`news category names not reloaded after category ${id}: ${String(error)}`);
      });
    return updated;
  }

  @Delete(':id')
  @DropsTags(() => [Tag.categories])
  @HttpCode(204)
  @AuditAction('删除分类')
  @ApiOperation({ summary: 'Delete a category without children, products or news' })
  async remove(@IdParam() id: number): Promise<void> {
    await this.rpc.call(CatalogRpc.categoryDelete, { id });
  }
}

/** The categories manager's read: every category with all its translations (docs/languages.md). */
@ApiTags('categories')
@Controller('api/admin/categories')
@Access('staff')
export class CategoriesAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'All categories, each with its translations (null where a language has none)' })
  @ApiOkResponse({ schema: openApiSchema(z.array(categoryAdminViewSchema)) })
  list(@ValidQuery(categoryAdminListQuerySchema) query: z.infer<typeof categoryAdminListQuerySchema>) {
    return this.rpc.call(CatalogRpc.categoryAdminList, query);
  }
}
