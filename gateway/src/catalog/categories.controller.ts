import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  type CategoryView,
  type CreateCategoryInput,
  categoryListQuerySchema,
  createCategorySchema,
  type UpdateCategoryInput,
  updateCategorySchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { IdParam, ValidBody, ValidQuery } from '../common/params';

@ApiTags('categories')
@Controller('api/categories')
@Access('editor')
export class CategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Access('public')
  @CacheTags(() => [Tag.categories])
  @ApiOperation({ summary: 'All categories as a flat array (id, name, slug, parent_id, type, created_at)' })
  list(@ValidQuery(categoryListQuerySchema) query: z.infer<typeof categoryListQuerySchema>): Promise<CategoryView[]> {
    return this.rpc.call(CatalogRpc.categoryList, query);
  }

  @Post()
  @DropsTags(() => [Tag.categories])
  @AuditAction('创建分类')
  @ApiOperation({ summary: 'Create a category; an empty slug is made from the name' })
  create(@ValidBody(createCategorySchema) input: CreateCategoryInput): Promise<CategoryView> {
    return this.rpc.call(CatalogRpc.categoryCreate, { input });
  }

  @Put(':id')
  @DropsTags(() => [Tag.categories])
  @AuditAction('修改分类')
  @ApiOperation({ summary: 'Update a category; the slug is made again when the name changes' })
  update(@IdParam() id: number, @ValidBody(updateCategorySchema) input: UpdateCategoryInput): Promise<CategoryView> {
    return this.rpc.call(CatalogRpc.categoryUpdate, { id, input });
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
