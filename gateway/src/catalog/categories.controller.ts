import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type CategoryView,
  categoryListQuerySchema,
  CATEGORY_TYPES,
  createCategorySchema,
  idSchema,
  Patterns,
  updateCategorySchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

const id = new ZodValidationPipe(idSchema);

@ApiTags('categories')
@Controller('api/categories')
@Access('editor')
export class CategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'All categories as a flat array (id, name, slug, parent_id, type, created_at)' })
  @ApiQuery({ name: 'type', required: false, enum: CATEGORY_TYPES })
  list(
    @Query(new ZodValidationPipe(categoryListQuerySchema)) query: z.infer<typeof categoryListQuerySchema>,
  ): Promise<CategoryView[]> {
    return this.rpc.request(Patterns.catalog.categoriesList, query);
  }

  @Post()
  @AuditAction('创建分类')
  @ApiOperation({ summary: 'Create a category; an empty slug is made from the name' })
  @ApiBody({ schema: openApiSchema(createCategorySchema) })
  create(
    @Body(new ZodValidationPipe(createCategorySchema)) input: z.infer<typeof createCategorySchema>,
  ): Promise<CategoryView> {
    return this.rpc.request(Patterns.catalog.categoryCreate, { input });
  }

  @Put(':id')
  @AuditAction('修改分类')
  @ApiOperation({ summary: 'Update a category; the slug is made again when the name changes' })
  @ApiBody({ schema: openApiSchema(updateCategorySchema) })
  update(
    @Param('id', id) categoryId: number,
    @Body(new ZodValidationPipe(updateCategorySchema)) input: z.infer<typeof updateCategorySchema>,
  ): Promise<CategoryView> {
    return this.rpc.request(Patterns.catalog.categoryUpdate, { id: categoryId, input });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除分类')
  @ApiOperation({ summary: 'Delete a category without children, products or news' })
  async remove(@Param('id', id) categoryId: number): Promise<void> {
    await this.rpc.request(Patterns.catalog.categoryDelete, { id: categoryId });
  }
}
